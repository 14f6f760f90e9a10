/**
 * The merchant home: its routes, for app-routes.tsx (the screen loads lazily).
 */
export { homeRoutes } from './routes';
