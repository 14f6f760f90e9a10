/**
 * The email a store owner gets for a contact-form message: plain text, the shopper as
 * Reply-To. Pure. Shopper text never reaches a header unflattened (no header injection).
 */
import type { OutgoingEmail } from './outbox';

export interface ContactEmailInput {
  store: { id: string; name: string; domain: string };
  to: string;
  message: { name: string; customerEmail: string; subject: string; message: string };
}

/** Collapses line breaks and other control characters into single spaces (header-safe text). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Builds the owner's notification for one contact message. */
export function toContactEmail({ store, to, message }: ContactEmailInput): OutgoingEmail {
  const storeName = oneLine(store.name);
  const name = oneLine(message.name);
  return {
    storeId: store.id,
    kind: 'contact',
    to,
    replyTo: message.customerEmail,
    subject: `[${storeName}] ${oneLine(message.subject)}`,
    text: [
      `New message from the contact form of ${storeName} (${store.domain}).`,
      '',
      `From:    ${name} <${message.customerEmail}>`,
      `Subject: ${oneLine(message.subject)}`,
      '',
      message.message,
      '',
      '--',
      `Reply to this email to answer ${name}; the shopper was promised a reply within 24 hours.`,
    ].join('\n'),
  };
}

export interface PlatformContactEmailInput {
  /** The platform's address (`PLATFORM_CONTACT_EMAIL`, else `OPERATOR_EMAIL`). */
  to: string;
  productHost: string;
  message: { name: string; email: string; subject: string; message: string };
}

/** Builds the operator's copy of a message sent through the platform's `/contact` page. */
export function toPlatformContactEmail({
  to,
  productHost,
  message,
}: PlatformContactEmailInput): OutgoingEmail {
  const name = oneLine(message.name);
  const subject = oneLine(message.subject);
  return {
    storeId: null,
    kind: 'platform',
    to,
    replyTo: message.email,
    subject: `[Contact] ${subject}`,
    text: [
      `New message from the contact page of ${productHost}.`,
      '',
      `From:    ${name} <${message.email}>`,
      `Subject: ${subject}`,
      '',
      message.message,
      '',
      '--',
      `Reply to this email to answer ${name}.`,
    ].join('\n'),
  };
}
