/**
 * The domains area's route under /dashboard (spec 2.1 path `domains`): the store's subdomain
 * and its custom domain. The screen loads as its own chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

export const domainsRoutes: RouteObject[] = [
  {
    path: 'domains',
    lazy: async () => ({ Component: (await import('./DomainsScreen')).DomainsScreen }),
  },
];
