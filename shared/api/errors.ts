/**
 * The JSON shape of every 4xx/5xx answer: `{ error, details? }`, `details` naming each bad
 * field. Some answers add keys (a 409's current versions or checkout lines, see
 * CheckoutConflictBody), so never declare this schema for a status whose answer has more.
 */
import { z } from 'zod';

/** One bad field: its path (`content.components[2].props.title`) and what is wrong. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});

export const apiErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(fieldErrorSchema).optional(),
  /** Where the client should go (401s, and 403s of the admin area). */
  redirectTo: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
