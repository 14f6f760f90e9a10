/** The reviews area's route under /dashboard; it loads the screen's chunk on first use. */
import type { RouteObject } from 'react-router-dom';

export const reviewsRoutes: RouteObject[] = [
  {
    path: 'reviews',
    lazy: async () => ({ Component: (await import('./ReviewsScreen')).ReviewsScreen }),
  },
];
