/**
 * The home's route under /dashboard. The screen (with uPlot) loads its own chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

export const homeRoutes: RouteObject[] = [
  {
    path: 'adminhome',
    lazy: async () => ({ Component: (await import('./screens')).AdminHomeScreen }),
  },
];
