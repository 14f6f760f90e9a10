/**
 * The billing area of the dashboard: its routes, for app-routes.tsx (the screens load
 * lazily, see routes.ts), and the billing API's proof-file URL (the admin area previews
 * proofs with it).
 */
export { billingHistoryRoutes, billingRoutes, paymentProofRoutes } from './routes';
export { proofFileUrl } from './billing-api';
