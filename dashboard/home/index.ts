/**
 * The merchant home with numbers: its route, for app-routes.tsx (the screen loads lazily).
 */
export { homeRoutes } from './routes';
