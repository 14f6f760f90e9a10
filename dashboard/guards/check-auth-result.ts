/**
 * Calls check-auth and check-admin and folds their failures into values the guards decide on:
 * a failed check carries the server's `redirectTo` (spec 3 and 8).
 */
import { authApi } from '../api/auth-api';
import { readApiError } from '../api/read-api-error';
import type { AuthCheckResult } from './decide-guard';

export type AdminCheckResult = { ok: true } | { ok: false; redirectTo?: string | undefined };

export const checkAuthResult = {
  /** GET /auth/check-auth as an {@link AuthCheckResult}; never rejects. */
  async login(signal: AbortSignal): Promise<AuthCheckResult> {
    try {
      return { ok: true, auth: await authApi.checkAuth(signal) };
    } catch (error) {
      return { ok: false, redirectTo: readApiError(error).redirectTo };
    }
  },
  /** GET /auth/check-admin as an {@link AdminCheckResult}; never rejects. */
  async admin(signal: AbortSignal): Promise<AdminCheckResult> {
    try {
      await authApi.checkAdmin(signal);
      return { ok: true };
    } catch (error) {
      return { ok: false, redirectTo: readApiError(error).redirectTo };
    }
  },
};
