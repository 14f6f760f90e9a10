/**
 * A page's own screen (/dashboard/{slug}): its routes, for app-routes.tsx; the address a page
 * is managed at, for links; the pages queries the pages index shares.
 */
export { pageScreenRoutes } from './routes';
export { pageScreenHref } from './page-screen-href';
export { pageQueries } from './pages-queries';
