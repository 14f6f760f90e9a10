/** The abandoned-checkouts area of the dashboard: its route, for app-routes.tsx (lazy, see routes.ts). */
export { abandonedCheckoutsRoutes } from './routes';
