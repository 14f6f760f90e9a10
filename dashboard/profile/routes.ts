/**
 * The profile area's routes: `/dashboard/profile` (under the dashboard's login guard) and the
 * public `/verify-link` page where links sent by email land. Each loads the area's chunk.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

/** Nested under /dashboard. */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await screens()).ProfileScreen }) },
];

/** Public (no login needed: the token is the proof). */
export const accountLinkRoutes: RouteObject[] = [
  { path: 'verify-link', lazy: async () => ({ Component: (await screens()).VerifyLinkScreen }) },
];
