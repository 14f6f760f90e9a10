/**
 * A page's own screen (/dashboard/{slug}): its routes, for app-routes.tsx; the address a page
 * is managed at, for links.
 */
export { pageScreenRoutes } from './routes';
export { pageScreenHref } from './page-screen-href';
