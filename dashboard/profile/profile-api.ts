/**
 * Typed calls of the profile API (`profileEndpoints`, and `authEndpoints`' logout-everywhere,
 * forgot-password and verify-email/resend). Contract: shared/api/profile.ts.
 */
import {
  authEndpoints,
  profileEndpoints,
  type AccountLinkBody,
  type AccountLinkConfirmBody,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type RequestEmailChangeBody,
  type UpdateNameBody,
} from '../../shared';
import { callApi } from '../api/client';

export const profileApi = {
  getProfile: (signal?: AbortSignal) => callApi(profileEndpoints.profile, {}, signal),
  /** 400 naming `name`. */
  updateName: (body: UpdateNameBody) => callApi(profileEndpoints.profileName, { body }),
  /** 403 naming `currentPassword`; 409 naming `newEmail` when another account has it. */
  requestEmailChange: (body: RequestEmailChangeBody) =>
    callApi(profileEndpoints.profileEmailChange, { body }),
  /** Ends every other session; 403 naming `currentPassword`. */
  changePassword: (body: ChangePasswordBody) => callApi(profileEndpoints.profilePassword, { body }),
  listSessions: (signal?: AbortSignal) => callApi(profileEndpoints.sessions, {}, signal),
  revokeSession: (sessionId: string) =>
    callApi(profileEndpoints.sessionsRevoke, { body: { sessionId } }),
  /** Ends every session of the user, this one included. */
  logoutEverywhere: () => callApi(authEndpoints.logoutEverywhere, {}),
  /** What a link from an email will do; 404 or 410 naming `token` when it no longer works. */
  inspectLink: (body: AccountLinkBody) => callApi(profileEndpoints.accountLinkInspect, { body }),
  /** A password-reset link needs `newPassword` (400 naming it otherwise). */
  confirmLink: (body: AccountLinkConfirmBody) =>
    callApi(profileEndpoints.accountLinkConfirm, { body }),
  /** The same answer whether or not an account uses the address. */
  forgotPassword: (body: ForgotPasswordBody) => callApi(authEndpoints.forgotPassword, { body }),
  /** 429 when asked again within a minute or more than five times an hour. */
  resendVerification: () => callApi(authEndpoints.verifyEmailResend, { body: {} }),
};
