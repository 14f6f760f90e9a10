/**
 * The newsletter contract (double opt-in): a shopper's signup from the store's footer, the
 * confirm link the signup emails and the unsubscribe link of marketing emails. Every signup
 * answers the same (`check-inbox`), so nobody learns who is subscribed.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './fields';
import { storeIdSchema } from './store';

/** The longest value of the signup form's hidden honeypot field (`website`). */
export const NEWSLETTER_HONEYPOT_MAX = 200;

/**
 * POST /api/storefront/newsletter/signup. `website` is a honeypot: people never see it, so a
 * value there is a bot's, answered as a success with nothing stored or sent.
 */
export const newsletterSignupBodySchema = z.strictObject({
  storeId: storeIdSchema,
  email: emailSchema.meta({ examples: ['shopper@example.com', 'Ada.Lovelace@Example.com'] }),
  website: z
    .string({ error: 'website must be text' })
    .max(NEWSLETTER_HONEYPOT_MAX, `website must be at most ${NEWSLETTER_HONEYPOT_MAX} characters`)
    .optional(),
});

/** The signup's one answer (202), whether the address is new, pending or already subscribed. */
export const newsletterSignupReplySchema = z.strictObject({ status: z.literal('check-inbox') });
export type NewsletterSignupReply = z.infer<typeof newsletterSignupReplySchema>;

/**
 * POST /api/storefront/newsletter/confirm and /unsubscribe: the `c` and `t` of the emailed
 * link (`/newsletter/confirm?c={customerId}&t={token}`) with the store's id.
 */
export const newsletterTokenBodySchema = z.strictObject({
  storeId: storeIdSchema,
  customerId: idSchema('customerId'),
  token: z
    .string({ error: 'token is required' })
    .min(16, 'token is too short')
    .max(128, 'token is too long'),
});

/** What the confirm and unsubscribe pages show: the address the link is for. */
export const newsletterTokenReplySchema = z.strictObject({ email: z.string() });

/** The 404 of a link that is wrong, expired or another store's (its `details` name `token`). */
export const newsletterLinkInvalidMessage =
  'This link is not valid any more; sign up again from the store';
