/** The marketing area of the dashboard host: its public routes, for app-routes.tsx. */
export { marketingRoutes } from './routes';
