/**
 * The reminder an abandoned checkout gets: what was left in the cart (names, quantities, the
 * value), "Return to your checkout" (the restore link) and the unsubscribe link, as plain text
 * plus simple HTML (every value escaped). Pure. Owns: its wording. Not: the links' tokens
 * (recovery-links.ts), when it goes (recovery-job.ts), delivery (the outbox).
 */
import { escapeHtml, formatAmount, toDecimal, type SavedCheckoutLine } from '../../shared';
import { oneLine } from '../email/contact-email';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

export interface RecoveryEmailInput {
  store: { id: string; name: string; contactEmail: string; logoUrl?: string };
  /** The store's public origin (a logo path is made absolute with it). */
  origin: string;
  to: string;
  /** The shopper's name as typed ('' : none). */
  name: string;
  lines: SavedCheckoutLine[];
  subtotalMinor: number;
  currency: string;
  restoreUrl: string;
  stopUrl: string;
  /** 1 or 2: the second is worded as a last reminder. */
  reminder: number;
}

/** The reminder of a checkout left at `store`. */
export function recoveryEmail(input: RecoveryEmailInput): OutgoingEmail {
  const { store, origin, to, lines, currency, restoreUrl, stopUrl } = input;
  const storeName = oneLine(store.name);
  const first = oneLine(input.name).split(' ')[0] ?? '';
  const greeting = first ? `Hi ${first},` : 'Hi,';
  const money = (minor: number) => formatAmount(toDecimal(minor, currency), currency);
  const lead =
    input.reminder > 1
      ? `Your cart at ${storeName} is still waiting for you.`
      : `You left something in your cart at ${storeName}.`;
  const itemText = lines.map(
    (l) => `- ${l.quantity} × ${oneLine(l.name)}: ${money(l.unitPriceMinor * l.quantity)}`,
  );
  const text = [
    greeting,
    '',
    lead,
    '',
    ...itemText,
    `Total before shipping: ${money(input.subtotalMinor)}`,
    '',
    `Return to your checkout: ${restoreUrl}`,
    '',
    `No more reminders like this one? Unsubscribe: ${stopUrl}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const itemRows = lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 12px 4px 0">${l.quantity} × ${escapeHtml(oneLine(l.name))}</td>` +
        `<td style="padding:4px 0;text-align:right">${escapeHtml(money(l.unitPriceMinor * l.quantity))}</td></tr>`,
    )
    .join('');
  const html =
    storeEmailHeader(store, origin) +
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>${escapeHtml(lead)}</p>` +
    `<table style="border-collapse:collapse">${itemRows}` +
    `<tr><td style="padding:8px 12px 4px 0"><strong>Total before shipping</strong></td>` +
    `<td style="padding:8px 0 4px;text-align:right"><strong>${escapeHtml(money(input.subtotalMinor))}</strong></td></tr></table>` +
    `<p><a href="${escapeHtml(restoreUrl)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:6px">Return to your checkout</a></p>` +
    `<p style="font-size:13px;color:#555">Or open this link: ${escapeHtml(restoreUrl)}</p>` +
    `<p style="font-size:13px;color:#555">No more reminders like this one? <a href="${escapeHtml(stopUrl)}">Unsubscribe</a></p>` +
    `<p>— ${escapeHtml(storeName)}</p>`;
  return {
    storeId: store.id,
    kind: 'checkout-reminder',
    to,
    ...(store.contactEmail.trim() ? { replyTo: store.contactEmail.trim() } : {}),
    subject:
      input.reminder > 1
        ? `Still thinking it over? Your cart at ${storeName}`
        : `You left something in your cart at ${storeName}`,
    text,
    html,
  };
}
