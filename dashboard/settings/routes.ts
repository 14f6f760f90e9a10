/**
 * The settings area's routes under /dashboard (spec 2.1 paths): payment, the checkout
 * editor, the Facebook pixel, SEO, store details, taxes. Each loads the area's screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const settingsRoutes: RouteObject[] = [
  { path: 'payment', lazy: async () => ({ Component: (await screens()).PaymentSettingsScreen }) },
  {
    path: 'checkout-editor',
    lazy: async () => ({ Component: (await screens()).CheckoutEditorScreen }),
  },
  {
    path: 'facebook-ads',
    lazy: async () => ({ Component: (await screens()).FacebookAdsScreen }),
  },
  { path: 'taxes', lazy: async () => ({ Component: (await screens()).TaxesScreen }) },
  { path: 'seo', lazy: async () => ({ Component: (await screens()).SeoScreen }) },
  {
    path: 'store-details',
    lazy: async () => ({ Component: (await screens()).StoreDetailsScreen }),
  },
];
