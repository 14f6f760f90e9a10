/**
 * The email a newsletter signup sends: the confirm link (double opt-in), "Not you? Ignore this
 * email", and the unsubscribe link, as plain text plus simple HTML (every value escaped).
 * Pure. Owns: its wording. Not: the links' tokens (newsletter-links.ts), delivery (the outbox).
 */
import { escapeHtml } from '../../shared';
import { oneLine } from '../email/contact-email';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

export interface NewsletterConfirmEmailInput {
  store: { id: string; name: string; contactEmail: string; logoUrl?: string };
  /** The store's public origin (a logo path is made absolute with it). */
  origin: string;
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** The confirmation email of a signup to `store`'s newsletter. */
export function newsletterConfirmEmail({
  store,
  origin,
  to,
  confirmUrl,
  unsubscribeUrl,
}: NewsletterConfirmEmailInput): OutgoingEmail {
  const name = oneLine(store.name);
  const text = [
    `Please confirm that you want to receive emails from ${name} at ${to}:`,
    '',
    confirmUrl,
    '',
    'The link works for 7 days.',
    '',
    'Not you? Ignore this email; you will not be subscribed.',
    '',
    `Changed your mind? Unsubscribe: ${unsubscribeUrl}`,
    '',
    `— ${name}`,
  ].join('\n');
  const html =
    storeEmailHeader(store, origin) +
    `<p>Please confirm that you want to receive emails from ${escapeHtml(name)} at ${escapeHtml(to)}.</p>` +
    `<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:6px">Confirm my subscription</a></p>` +
    `<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(confirmUrl)}<br>The link works for 7 days.</p>` +
    `<p>Not you? Ignore this email; you will not be subscribed.</p>` +
    `<p style="font-size:13px;color:#555">Changed your mind? <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>` +
    `<p>— ${escapeHtml(name)}</p>`;
  return {
    storeId: store.id,
    kind: 'newsletter',
    to,
    ...(store.contactEmail.trim() ? { replyTo: store.contactEmail.trim() } : {}),
    subject: `Confirm your subscription to ${name}`,
    text,
    html,
  };
}
