/**
 * The profile area of the dashboard: its routes, for app-routes.tsx (the screens load lazily,
 * see routes.ts), and the email-verification banner of the dashboard frame.
 */
export { accountLinkRoutes, profileRoutes, verifyEmailRoutes } from './routes';
export { EmailVerifyBanner } from './EmailVerifyBanner';
