/**
 * The billing area of the dashboard: its routes, for app-routes.tsx (the screens load
 * lazily, see routes.ts), the billing API's proof-file URL (the admin area previews
 * proofs with it), and the plan card with the plans query (the marketing area's /pricing
 * and home show the same cards).
 */
export { billingHistoryRoutes, billingRoutes, paymentProofRoutes } from './routes';
export { proofFileUrl } from './billing-api';
export { billingQueries } from './billing-queries';
export { PlanCard } from './PlanCard';
