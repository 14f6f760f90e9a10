/**
 * The discounts area of the dashboard (discounts and taxes): its routes, for app-routes.tsx
 * (the screens load lazily, see routes.ts).
 */
export { discountsRoutes } from './routes';
