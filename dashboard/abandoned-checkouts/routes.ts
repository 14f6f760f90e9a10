/** The abandoned-checkouts area's route under /dashboard; it loads the screen's chunk on first use. */
import type { RouteObject } from 'react-router-dom';

export const abandonedCheckoutsRoutes: RouteObject[] = [
  {
    path: 'abandoned-checkouts',
    lazy: async () => ({
      Component: (await import('./AbandonedCheckoutsScreen')).AbandonedCheckoutsScreen,
    }),
  },
];
