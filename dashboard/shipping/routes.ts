/**
 * The shipping area's route under /dashboard (spec 2.1 path `shipping`); it loads the area's
 * screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const shippingRoutes: RouteObject[] = [
  { path: 'shipping', lazy: async () => ({ Component: (await screens()).ShippingScreen }) },
];
