/**
 * Typed calls of the profile API (`/api/auth/profile/...`, `/api/auth/sessions/...`,
 * `/api/auth/account-link/...`, `/api/auth/logout-everywhere`, `/api/auth/forgot-password`,
 * `/api/auth/verify-email/resend`). Contract:
 * shared/api/profile.ts.
 */
import type {
  AccountLinkBody,
  AccountLinkConfirmBody,
  AccountLinkDone,
  AccountLinkInfo,
  ChangePasswordBody,
  ChangePasswordReply,
  ForgotPasswordBody,
  ForgotPasswordReply,
  LogoutEverywhereReply,
  ProfileReply,
  RequestEmailChangeBody,
  ResendVerificationReply,
  RevokeSessionReply,
  SessionListReply,
  UpdateNameBody,
} from '../../shared';
import { apiClient } from '../api/client';

export const profileApi = {
  getProfile: (signal?: AbortSignal) =>
    apiClient.get<ProfileReply, ProfileReply>('/auth/profile', { signal }),
  /** 400 naming `name`. */
  updateName: (body: UpdateNameBody) =>
    apiClient.put<ProfileReply, ProfileReply>('/auth/profile/name', body),
  /** 403 naming `currentPassword`; 409 naming `newEmail` when another account has it. */
  requestEmailChange: (body: RequestEmailChangeBody) =>
    apiClient.post<ProfileReply, ProfileReply>('/auth/profile/email-change', body),
  /** Ends every other session; 403 naming `currentPassword`. */
  changePassword: (body: ChangePasswordBody) =>
    apiClient.post<ChangePasswordReply, ChangePasswordReply>('/auth/profile/password', body),
  listSessions: (signal?: AbortSignal) =>
    apiClient.get<SessionListReply, SessionListReply>('/auth/sessions', { signal }),
  revokeSession: (sessionId: string) =>
    apiClient.post<RevokeSessionReply, RevokeSessionReply>('/auth/sessions/revoke', {
      sessionId,
    }),
  /** Ends every session of the user, this one included. */
  logoutEverywhere: () =>
    apiClient.post<LogoutEverywhereReply, LogoutEverywhereReply>('/auth/logout-everywhere'),
  /** What a link from an email will do; 404 or 410 naming `token` when it no longer works. */
  inspectLink: (body: AccountLinkBody) =>
    apiClient.post<AccountLinkInfo, AccountLinkInfo>('/auth/account-link/inspect', body),
  /** A password-reset link needs `newPassword` (400 naming it otherwise). */
  confirmLink: (body: AccountLinkConfirmBody) =>
    apiClient.post<AccountLinkDone, AccountLinkDone>('/auth/account-link/confirm', body),
  /** The same answer whether or not an account uses the address. */
  forgotPassword: (body: ForgotPasswordBody) =>
    apiClient.post<ForgotPasswordReply, ForgotPasswordReply>('/auth/forgot-password', body),
  /** 429 when asked again within a minute or more than five times an hour. */
  resendVerification: () =>
    apiClient.post<ResendVerificationReply, ResendVerificationReply>(
      '/auth/verify-email/resend',
      {},
    ),
};
