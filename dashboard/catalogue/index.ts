/**
 * The catalogue area of the dashboard: its routes, for app-routes.tsx (the screens load
 * lazily, see routes.ts).
 */
export { catalogRoutes } from './routes';
