/**
 * The customers area of the dashboard: its routes, for app-routes.tsx (the screen loads
 * lazily, see routes.ts).
 */
export { customersRoutes } from './routes';
