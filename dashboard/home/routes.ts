/**
 * The home's routes under /dashboard: the index (the screen loads its own chunk, uPlot inside,
 * on first use) and `adminhome`, the spec's path for it, which leads there with its period.
 */
import { createElement } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';

function ToHome() {
  const { search } = useLocation();
  return createElement(Navigate, { to: { pathname: '/dashboard', search }, replace: true });
}

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./screens')).HomeScreen }),
  },
  { path: 'adminhome', Component: ToHome },
];
