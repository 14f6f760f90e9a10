/**
 * The profile area's routes: `/dashboard/profile` (under the dashboard's login guard), the
 * public `/verify-link` page where links sent by email land and `/forgot-password`, and
 * `/verify-email` (login guard). Each loads the area's chunk.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

/** Nested under /dashboard. */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await screens()).ProfileScreen }) },
];

/** Public (no login needed: the token is the proof; forgot-password asks for an email). */
export const accountLinkRoutes: RouteObject[] = [
  { path: 'verify-link', lazy: async () => ({ Component: (await screens()).VerifyLinkScreen }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await screens()).ForgotPasswordScreen }),
  },
];

/** The children of /verify-email (app-routes.tsx puts its login guard above them). */
export const verifyEmailRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await screens()).VerifyEmailScreen }) },
];
