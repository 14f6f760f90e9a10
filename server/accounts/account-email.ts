/**
 * The email carrying a shopper's sign-in code: the 6 digits, how long they work, and "Not you?
 * Ignore this email", as plain text plus simple HTML (every value escaped). The code is never
 * in the subject (subjects reach logs and notification previews). Pure.
 */
import { escapeHtml, SIGN_IN_CODE_MINUTES } from '../../shared';
import { oneLine } from '../email/contact-email';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

export interface SignInCodeEmailInput {
  store: { id: string; name: string; contactEmail: string; logoUrl?: string };
  /** The store's public origin (a logo path is made absolute with it). */
  origin: string;
  to: string;
  code: string;
}

export function signInCodeEmail({ store, origin, to, code }: SignInCodeEmailInput): OutgoingEmail {
  const name = oneLine(store.name);
  const text = [
    `Your code to sign in to ${name}:`,
    '',
    `    ${code}`,
    '',
    `It works for ${SIGN_IN_CODE_MINUTES} minutes. Type it on the sign-in page.`,
    '',
    'Not you? Ignore this email: nobody can sign in without the code.',
    '',
    `— ${name}`,
  ].join('\n');
  const html =
    storeEmailHeader(store, origin) +
    `<p>Your code to sign in to ${escapeHtml(name)}:</p>` +
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>` +
    `<p>It works for ${SIGN_IN_CODE_MINUTES} minutes. Type it on the sign-in page.</p>` +
    `<p style="font-size:13px;color:#555">Not you? Ignore this email: nobody can sign in without the code.</p>` +
    `<p>— ${escapeHtml(name)}</p>`;
  return {
    storeId: store.id,
    kind: 'account',
    to,
    ...(store.contactEmail.trim() ? { replyTo: store.contactEmail.trim() } : {}),
    subject: `Your sign-in code for ${name}`,
    text,
    html,
  };
}
