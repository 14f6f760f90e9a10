/**
 * The discounts area's routes under /dashboard: the index and the editor (new and by id). They load the area's screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const discountsRoutes: RouteObject[] = [
  { path: 'discounts', lazy: async () => ({ Component: (await screens()).DiscountsScreen }) },
  {
    path: 'discounts/new',
    lazy: async () => ({ Component: (await screens()).DiscountEditorScreen }),
  },
  {
    path: 'discounts/:discountId',
    lazy: async () => ({ Component: (await screens()).DiscountEditorScreen }),
  },
];
