/**
 * The platform admin's area of the dashboard (spec 6): its routes, for app-routes.tsx (the
 * screens load lazily, see routes.ts).
 */
export { paymentRequestsRoutes } from './routes';
