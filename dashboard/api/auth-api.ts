/**
 * Typed calls of the Auth API (spec 7, `authEndpoints` in shared/api/endpoints). The session
 * lives in an HTTP-only cookie the server sets; these helpers only move bodies.
 */
import { authEndpoints, type LoginBody, type SignupBody } from '../../shared';
import { callApi } from './client';

export const authApi = {
  /** POST signup: creates the merchant and starts a session. */
  signup: (body: SignupBody) => callApi(authEndpoints.signup, { body }),
  /** POST login: starts a session; 401 on bad credentials. */
  login: (body: LoginBody) => callApi(authEndpoints.login, { body }),
  /** POST logout: ends the session on the server and clears the cookie. */
  logout: () => callApi(authEndpoints.logout, {}),
  /** GET check-auth: who is logged in; 401 with `redirectTo` when nobody. */
  checkAuth: (signal?: AbortSignal) => callApi(authEndpoints.checkAuth, {}, signal),
  /** GET check-admin: 200 for admins, 401 or 403 with `redirectTo` otherwise. */
  checkAdmin: (signal?: AbortSignal) => callApi(authEndpoints.checkAdmin, {}, signal),
};
