/**
 * The profile API contract (`/api/auth/profile/...`, `/api/auth/sessions/...`,
 * `/api/auth/account-link/...`): the merchant's own name, email (changed through a link sent to
 * the new address), password and sessions, and the single-use links sent by email. Bodies are
 * strict; answers are plain objects.
 */
import { z } from 'zod';
import { emailSchema, passwordSchema, personNameSchema } from './auth';
import { okReplySchema } from './ok';

/** How long an email-change link works. */
export const EMAIL_CHANGE_LINK_HOURS = 1;
/**
 * How long the "this wasn't me" link of an email change's notice works: longer than the change
 * link, so a notice read late still ends every session.
 */
export const EMAIL_CHANGE_CANCEL_LINK_HOURS = 24;
/** How long a password-reset link works. */
export const PASSWORD_RESET_LINK_HOURS = 1;
/** How long an email-verification link works (longer: it is sent at signup, unasked). */
export const VERIFY_EMAIL_LINK_HOURS = 24;
/** Reset emails one account receives per hour at most (more requests answer the same, unsent). */
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;
/** Verification resends: at most one a minute and this many an hour per account. */
export const VERIFY_EMAIL_RESENDS_PER_HOUR = 5;

/** GET /api/auth/profile */
export const profileReplySchema = z.object({
  name: z.string(),
  email: z.string(),
  /** An email change waiting for its link to be followed (the newest one). */
  pendingEmail: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

/** PUT /api/auth/profile/name */
export const updateNameBodySchema = z.strictObject({ name: personNameSchema });
export type UpdateNameBody = z.infer<typeof updateNameBodySchema>;

const currentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(200, 'Password must be at most 200 characters');

/** POST /api/auth/profile/email-change: a link goes to `newEmail`, a notice to the old one. */
export const requestEmailChangeBodySchema = z.strictObject({
  newEmail: emailSchema.meta({ examples: ['new-address@example.com'] }),
  currentPassword: currentPasswordSchema,
});
export type RequestEmailChangeBody = z.infer<typeof requestEmailChangeBodySchema>;

/** POST /api/auth/profile/password: every other session of the user ends. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordReplySchema = okReplySchema.extend({
  /** How many other sessions were ended. */
  endedSessions: z.number(),
});

/** One active session of the user (GET /api/auth/sessions). */
export const sessionDtoSchema = z.object({
  id: z.string(),
  /** The device in plain words from the browser's User-Agent ("Chrome on Linux"). */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

export const sessionListReplySchema = z.object({ sessions: z.array(sessionDtoSchema) });

/** POST /api/auth/sessions/revoke: 404 naming `sessionId` unless it is one of the user's. */
export const revokeSessionBodySchema = z.strictObject({
  sessionId: z.uuid({ error: 'Not a session id' }),
});

export const revokeSessionReplySchema = okReplySchema.extend({
  /** The revoked session was this request's own (its cookie is cleared: log in again). */
  endedCurrent: z.boolean(),
});

/**
 * What a single-use link sent by email is for (issue 13 adds reset and verification; issue 24
 * the "this wasn't me" link of the notice an email change sends to the old address).
 */
export const accountLinkPurposes = [
  'email-change',
  'password-reset',
  'verify-email',
  'email-change-cancel',
] as const;
export const accountLinkPurposeSchema = z.enum(accountLinkPurposes);

/**
 * The `error` of the 410 an email-change-cancel link answers once the change was confirmed:
 * the screen then points to the Contact page instead of asking for a new link.
 */
export const emailAlreadyChangedError = 'The email address was already changed';
export type AccountLinkPurpose = z.infer<typeof accountLinkPurposeSchema>;

/** The token of a link (`/verify-link?token=…`), sent in bodies so it stays out of URL logs. */
export const accountLinkBodySchema = z.strictObject({
  token: z
    .string({ error: 'The link has no token' })
    .trim()
    .min(1, 'The link has no token')
    .max(200, 'This link is not valid'),
});
export type AccountLinkBody = z.infer<typeof accountLinkBodySchema>;

/**
 * POST /api/auth/account-link/inspect: what a valid link will do (404 naming `token` when
 * unknown, 410 when expired or already used; an email-change-cancel link whose change was
 * confirmed meanwhile is a 410 that says so).
 */
export const accountLinkInfoSchema = z.object({
  purpose: accountLinkPurposeSchema,
  /**
   * email-change: the address being confirmed. email-change-cancel: the address of the change
   * still pending (null when none is).
   */
  newEmail: z.string().nullable(),
  expiresAt: z.string(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;

/**
 * POST /api/auth/account-link/confirm: the token, plus the new password for a password-reset
 * link (400 naming `newPassword` when missing or too short).
 */
export const accountLinkConfirmBodySchema = accountLinkBodySchema.extend({
  newPassword: passwordSchema.optional(),
});
export type AccountLinkConfirmBody = z.infer<typeof accountLinkConfirmBodySchema>;

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The same 200 whether or not an account uses the address. */
export const forgotPasswordReplySchema = okReplySchema.extend({ message: z.string() });

/** POST /api/auth/verify-email/resend: no fields (the session says whose address). */
export const resendVerificationBodySchema = z.strictObject({});

/** POST /api/auth/verify-email/resend: a new link went to `sentTo`. */
export const resendVerificationReplySchema = okReplySchema.extend({ sentTo: z.string() });

/** POST /api/auth/account-link/confirm: the link is used (once) and its change made. */
export const accountLinkDoneSchema = z.object({
  purpose: accountLinkPurposeSchema,
  /** The account's email now. */
  email: z.string().nullable(),
});
export type AccountLinkDone = z.infer<typeof accountLinkDoneSchema>;
