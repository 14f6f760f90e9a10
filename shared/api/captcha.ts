/**
 * The captcha API's answers (public on every host): which widget a page shows, and for the
 * self-hosted ALTCHA one, a signed challenge. The challenge is sent exactly as altcha-lib made
 * it: its signature covers every parameter, so unknown keys must pass, never be stripped.
 */
import { z } from 'zod';

/** GET /api/captcha/config: which widget this site uses. */
export const captchaConfigReplySchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha') }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);

/** altcha-lib's ChallengeParameters (protocol v2). */
const altchaParametersShape = {
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  keySignature: z.string().optional(),
  memoryCost: z.number().optional(),
  parallelism: z.number().optional(),
  /** Seconds since the epoch. */
  expiresAt: z.number().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
};
type AltchaChallengeParameters = z.infer<z.ZodObject<typeof altchaParametersShape>>;

// Loose at run time (a key a later altcha-lib adds still reaches the widget) and typed as the
// listed keys, so altcha-lib's `Challenge` interface is assignable to it.
const altchaParametersSchema: z.ZodType<AltchaChallengeParameters> =
  z.looseObject(altchaParametersShape);

const altchaChallengeShape = {
  parameters: altchaParametersSchema,
  /** HMAC of the parameters; absent only for an unsigned challenge. */
  signature: z.string().optional(),
  /** An image (and audio) code to type in; not signed. */
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
};
export type CaptchaChallengeReply = z.infer<z.ZodObject<typeof altchaChallengeShape>>;

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge (404 when the site uses Turnstile). */
export const captchaChallengeReplySchema: z.ZodType<CaptchaChallengeReply> =
  z.looseObject(altchaChallengeShape);
