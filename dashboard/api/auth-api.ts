/**
 * Typed calls of the Auth API (spec 7, `/api/auth/...`). The session lives in an HTTP-only
 * cookie the server sets; these helpers only move bodies.
 */
import type { AuthResponse, CheckAuthResponse, LoginBody, SignupBody } from '../../shared';
import { apiClient } from './client';

export const authApi = {
  /** POST /auth/signup: creates the merchant and starts a session. */
  signup: (body: SignupBody) => apiClient.post<AuthResponse, AuthResponse>('/auth/signup', body),
  /** POST /auth/login: starts a session; 401 on bad credentials. */
  login: (body: LoginBody) => apiClient.post<AuthResponse, AuthResponse>('/auth/login', body),
  /** POST /auth/logout: ends the session on the server and clears the cookie. */
  logout: () => apiClient.post<{ ok: true }, { ok: true }>('/auth/logout'),
  /** GET /auth/check-auth: who is logged in; 401 with `redirectTo` when nobody. */
  checkAuth: (signal?: AbortSignal) =>
    apiClient.get<CheckAuthResponse, CheckAuthResponse>('/auth/check-auth', { signal }),
  /** GET /auth/check-admin: 200 for admins, 401 or 403 with `redirectTo` otherwise. */
  checkAdmin: (signal?: AbortSignal) =>
    apiClient.get<{ isAdmin: true }, { isAdmin: true }>('/auth/check-admin', { signal }),
};
