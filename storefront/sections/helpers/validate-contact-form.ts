/**
 * The contact form's submit-time validation (spec 5): trims every value and returns the
 * spec's message per failing field. Pure, so the rules are tested without a DOM.
 */

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  captchaMissing: 'Please complete the CAPTCHA before submitting.',
  captchaHint: 'Complete verification to enable send',
  sendFailed: 'Message failed. Something went wrong — please try again later.',
} as const;

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
  if (!trimmed.name) errors.name = contactMessages.nameRequired;
  if (!trimmed.email) errors.email = contactMessages.emailRequired;
  else if (!emailPattern.test(trimmed.email)) errors.email = contactMessages.emailInvalid;
  if (!trimmed.subject) errors.subject = contactMessages.subjectRequired;
  if (!trimmed.message) errors.message = contactMessages.messageRequired;
  return { values: trimmed, errors };
}
