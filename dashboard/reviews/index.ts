/** The reviews area of the dashboard: its route, for app-routes.tsx (lazy, see routes.ts). */
export { reviewsRoutes } from './routes';
