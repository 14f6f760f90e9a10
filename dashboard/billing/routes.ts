/**
 * The billing area's routes, each nested under its login guard in app-routes.tsx (the guard
 * options differ: guard-presets.ts): `/billing`, `/payment-proof`, and `/billing-old` with one
 * invoice's printable page at `/billing-old/{invoiceId}`. One lazy chunk (screens.ts).
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

/** Under `billing`. */
export const billingRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await screens()).BillingScreen }) },
];

/** Under `payment-proof`. */
export const paymentProofRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await screens()).PaymentProofScreen }) },
];

/** Under `billing-old`: the history and one printable invoice. */
export const billingHistoryRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await screens()).BillingHistoryScreen }) },
  {
    path: ':invoiceId',
    lazy: async () => ({ Component: (await screens()).InvoicePrintScreen }),
  },
];
