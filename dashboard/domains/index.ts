/**
 * The domains area of the dashboard: its route, for app-routes.tsx (the screen loads lazily,
 * see routes.ts).
 */
export { domainsRoutes } from './routes';
