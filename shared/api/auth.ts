/**
 * The Auth API contract (spec 7, /api/auth/...): request bodies and answers, shared by the
 * server (validation, reply schemas) and the dashboard (types). Bodies are strict: unknown
 * fields are refused; answers are plain objects: unknown keys are stripped when sent.
 */
import { z } from 'zod';
import { requiredText } from './fields';
import { okReplySchema } from './ok';

/** Subscription statuses of spec 4; the guards redirect on some of them. */
export const subscriptionStatuses = [
  'NONE',
  'UNPAID',
  'TRIAL',
  'TRIAL_EXPIRED',
  'ACTIVE',
  'PENDING_APPROVAL',
  'APPROVAL_REJECTED',
  'RE_SUBMITTED',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A new merchant's trial length. */
export const TRIAL_DAYS = 14;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email' }));

/** A new password's rules (signup, password change, reset). */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** A person's display name (signup, profile). */
export const personNameSchema = requiredText('Name', 100);

export const signupBodySchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** GET /auth/check-auth */
export const checkAuthResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  selectedStoreId: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema,
  trialEndsAt: z.string().nullable(),
  /** The address was confirmed by its link (the dashboard shows a banner until then). */
  emailVerified: z.boolean(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/** GET /auth/check-admin: 200 only for admins (a 401 or 403 with `redirectTo` otherwise). */
export const checkAdminReplySchema = z.object({ isAdmin: z.literal(true) });

/** POST /auth/logout-everywhere: every session of the user ended, this one included. */
export const logoutEverywhereReplySchema = okReplySchema.extend({
  /** How many sessions were ended. */
  endedSessions: z.number(),
});
