/**
 * The page screen's route under /dashboard: `:slug`, a store page by its slug. Static paths
 * (pages, orders, seo…) outrank the dynamic segment, so a page whose slug is one of them is
 * reached from the Pages list's link only through its own address once renamed. Loads the
 * screen's chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

export const pageScreenRoutes: RouteObject[] = [
  { path: ':slug', lazy: async () => ({ Component: (await import('./PageScreen')).PageScreen }) },
];
