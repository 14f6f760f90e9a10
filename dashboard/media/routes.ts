/**
 * The media area's route under /dashboard. The screen loads its own chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

export const mediaRoutes: RouteObject[] = [
  {
    path: 'media',
    lazy: async () => ({ Component: (await import('./screens')).MediaLibraryScreen }),
  },
];
