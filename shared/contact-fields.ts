/**
 * The contact forms' rules as plain data (no schemas, so the storefront reads them without
 * zod), one set for the store's contact section and the platform's /contact page: the fields,
 * their labels and length limits, the messages (spec 5) and the submit-time check the
 * storefront's form runs. The body schemas (api/platform.ts `contactFields`) are built from
 * these, so the form, the dashboard's page and the server say the same thing.
 */

export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactTextRule {
  label: string;
  max: number;
}

/** Every field's label (in messages) and length limit. */
export const contactTextRules = {
  name: { label: 'Name', max: 100 },
  email: { label: 'Email', max: 254 },
  subject: { label: 'Subject', max: 200 },
  message: { label: 'Message', max: 5000 },
} as const satisfies Record<ContactField, ContactTextRule>;

/** The longest captcha answer (ALTCHA payload or Turnstile token) a form may send. */
export const CONTACT_CAPTCHA_MAX = 8192;

/** The contact forms' messages, the same from the form and from the server. */
export const contactMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: ({ label, max }: ContactTextRule) => `${label} must be at most ${max} characters`,
  invalidEmail: 'Enter a valid email',
  captchaMissing: 'Please complete the CAPTCHA before submitting.',
  captchaTooLong: 'The CAPTCHA answer is too long',
  captchaHint: 'Complete verification to enable send',
  sendFailed: 'Message failed. Something went wrong — please try again later.',
} as const;

/** What the form takes for an address before sending (the server checks it fully). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The trimmed values and the error of each invalid field (empty when all are valid). */
export function validateContactForm(values: ContactValues): {
  values: ContactValues;
  errors: ContactErrors;
} {
  const trimmed: ContactValues = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  const errors: ContactErrors = {};
  for (const field of contactFieldNames) {
    const rule = contactTextRules[field];
    if (!trimmed[field]) errors[field] = contactMessages.required(rule.label);
    else if (trimmed[field].length > rule.max) errors[field] = contactMessages.tooLong(rule);
    else if (field === 'email' && !emailPattern.test(trimmed.email)) {
      errors.email = contactMessages.invalidEmail;
    }
  }
  return { values: trimmed, errors };
}
