/**
 * The orders area's routes under /dashboard: the index, one order (also at `order/{id}`, the
 * spec's singular style, and `orders?orderId=`), and its print view. Each loads the area's
 * screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const ordersRoutes: RouteObject[] = [
  { path: 'orders', lazy: async () => ({ Component: (await screens()).OrdersIndexRoute }) },
  { path: 'orders/:orderId', lazy: async () => ({ Component: (await screens()).OrderScreen }) },
  { path: 'order/:orderId', lazy: async () => ({ Component: (await screens()).OrderScreen }) },
  {
    path: 'orders/:orderId/print',
    lazy: async () => ({ Component: (await screens()).OrderPrintScreen }),
  },
];
