/**
 * The platform's public pages on the marketing host: the legal texts
 * (`GET /api/platform/legal/:doc`) and the platform contact form
 * (`POST /api/email/platform-contact-email`).
 */
import { z } from 'zod';

/** The legal texts, by the path of their page (`/terms`, `/privacy-policy` …). */
export const legalDocs = ['terms', 'refund-policy', 'service-policy', 'privacy-policy'] as const;
export type LegalDoc = (typeof legalDocs)[number];

/** Any short name: one that is not a legal text is a 404 naming `doc`. */
export const legalDocParamsSchema = z.strictObject({
  doc: z.string().min(1).max(64),
});

/** GET /api/platform/legal/:doc: the text as Markdown with the operator's details filled in. */
export const legalDocReplySchema = z.object({
  doc: z.enum(legalDocs),
  title: z.string(),
  /** ISO date (YYYY-MM-DD) from which the text applies. */
  effectiveDate: z.string(),
  /** Markdown (headings, paragraphs, lists, bold, links); the substituted values are escaped. */
  markdown: z.string(),
});
export type LegalDocReply = z.infer<typeof legalDocReplySchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The fields of a contact form (the store's and the platform's), with spec 5's messages. */
export const contactFields = {
  name: requiredText('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Enter a valid email' })),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
  /** Whichever captcha the page shows (ALTCHA payload or Turnstile token). */
  captcha: z
    .string({ error: 'Please complete the CAPTCHA before submitting.' })
    .trim()
    .min(1, 'Please complete the CAPTCHA before submitting.')
    .max(8192, 'The CAPTCHA answer is too long'),
};

/** POST /api/email/platform-contact-email (201 `{ ok: true }`). */
export const platformContactSchema = z.strictObject({
  name: contactFields.name,
  email: contactFields.email,
  subject: contactFields.subject,
  message: contactFields.message,
  captchaToken: contactFields.captcha,
});
export type PlatformContactInput = z.infer<typeof platformContactSchema>;
