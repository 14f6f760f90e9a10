/**
 * The platform's public pages on the marketing host: the legal texts
 * (`GET /api/platform/legal/:doc`) and the platform contact form
 * (`POST /api/email/platform-contact-email`).
 */
import { z } from 'zod';
import {
  CONTACT_CAPTCHA_MAX,
  contactMessages,
  contactTextRules,
  type ContactTextRule,
} from '../contact-fields';

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

const requiredText = (rule: ContactTextRule) =>
  z
    .string({ error: contactMessages.required(rule.label) })
    .trim()
    .min(1, contactMessages.required(rule.label))
    .max(rule.max, contactMessages.tooLong(rule));

/**
 * The fields of a contact form (the store's and the platform's), built from the plain rules
 * of contact-fields.ts (spec 5's messages).
 */
export const contactFields = {
  name: requiredText(contactTextRules.name),
  email: requiredText(contactTextRules.email).pipe(
    z.email({ error: contactMessages.invalidEmail }),
  ),
  subject: requiredText(contactTextRules.subject),
  message: requiredText(contactTextRules.message),
  /** Whichever captcha the page shows (ALTCHA payload or Turnstile token). */
  captcha: z
    .string({ error: contactMessages.captchaMissing })
    .trim()
    .min(1, contactMessages.captchaMissing)
    .max(CONTACT_CAPTCHA_MAX, contactMessages.captchaTooLong),
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

/** POST /api/email/send-contact-email (201 `{ ok: true }`): spec 3 "Contact message". */
export const contactMessageSchema = z.strictObject({
  name: contactFields.name,
  customerEmail: contactFields.email,
  subject: contactFields.subject,
  message: contactFields.message,
  storeId: z.uuid({ error: 'storeId must be a store id (UUID)' }),
  /** Carries whichever captcha the page shows (ALTCHA payload or Turnstile token). */
  turnstileToken: contactFields.captcha,
});
