/**
 * The email a back-in-stock request gets once: the product (and its options) is back, with a
 * link to its page, as plain text plus simple HTML (every value escaped). Pure.
 */
import { escapeHtml } from '../../shared';
import { oneLine } from '../email/contact-email';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

export function backInStockEmail(input: {
  store: { id: string; name: string; contactEmail: string; logoUrl?: string };
  origin: string;
  to: string;
  /** The product's name, with its options when it has them. */
  product: string;
  url: string;
}): OutgoingEmail {
  const storeName = oneLine(input.store.name);
  const product = oneLine(input.product);
  const text = [
    `Good news: ${product} is back in stock at ${storeName}.`,
    '',
    `Get it before it sells out again: ${input.url}`,
    '',
    'You asked us to tell you when it was back; this is the only email about it.',
    '',
    `— ${storeName}`,
  ].join('\n');
  const html =
    storeEmailHeader(input.store, input.origin) +
    `<p>Good news: <strong>${escapeHtml(product)}</strong> is back in stock at ${escapeHtml(storeName)}.</p>` +
    `<p><a href="${escapeHtml(input.url)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:6px">Shop it now</a></p>` +
    `<p style="font-size:13px;color:#555">You asked us to tell you when it was back; this is the only email about it.</p>` +
    `<p>— ${escapeHtml(storeName)}</p>`;
  return {
    storeId: input.store.id,
    kind: 'back-in-stock',
    to: input.to,
    ...(input.store.contactEmail.trim() ? { replyTo: input.store.contactEmail.trim() } : {}),
    subject: `${product} is back in stock at ${storeName}`,
    text,
    html,
  };
}
