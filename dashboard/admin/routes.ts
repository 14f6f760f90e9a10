/**
 * The admin area's routes, nested under the admin guard in app-routes.tsx: the payment
 * requests queue at `/admin/payment-requests` (its own lazy chunk).
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

/** Under `admin/payment-requests`. */
export const paymentRequestsRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await screens()).PaymentRequestsScreen }) },
];
