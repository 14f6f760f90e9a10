/**
 * The emails of an order's later life: to the shopper when it is confirmed, shipped (carrier,
 * tracking number and link), delivered, cancelled or expired, refunded (the amount), when a
 * payment is received or a proof is rejected (the reason and the link to send another); to
 * the merchant when a proof comes in. Each names the store and is plain text plus simple
 * HTML with every typed value escaped. Owns: their wording. Not: sending (the outbox).
 */
import { countOf, escapeHtml, formatMoney } from '../../shared';
import type { OutgoingEmail } from '../email/outbox';
import { storeEmailHeader } from '../email/store-header';

/** The parts of an order the emails read. */
export interface EmailOrder {
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  currency: string;
  totalMinor: number;
  refundedMinor: number;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

export interface EmailStore {
  id: string;
  name: string;
  contactEmail: string;
  /** Store details: shopper emails start with it ('' or absent: the name). */
  logoUrl?: string;
}

export type ShopperUpdate =
  | { kind: 'confirmed' }
  | { kind: 'shipped' }
  /** With the store's review link when it asks for reviews (server/reviews/review-links.ts). */
  | { kind: 'delivered'; reviewUrl?: string }
  | { kind: 'cancelled' }
  /** Cancelled by the expiry job: the transfer never came. */
  | { kind: 'expired'; days: number }
  | { kind: 'refunded'; amountMinor: number; reason: string }
  | { kind: 'payment_received' }
  | { kind: 'proof_rejected'; reason: string; link: string };

interface Parts {
  subject: string;
  /** Paragraphs of plain text; `link` is shown as its own line and as an anchor. */
  paragraphs: string[];
  link?: { label: string; url: string };
}

function shopperParts(order: EmailOrder, store: EmailStore, update: ShopperUpdate): Parts {
  const n = `#${order.orderNumber}`;
  const money = (minor: number) => formatMoney(minor, order.currency);
  switch (update.kind) {
    case 'confirmed':
      return {
        subject: `Your order ${n} at ${store.name} is confirmed`,
        paragraphs: [`${store.name} has confirmed your order ${n} and is preparing it.`],
      };
    case 'shipped': {
      const tracking = [
        order.carrier && `Carrier: ${order.carrier}`,
        order.trackingNumber && `Tracking number: ${order.trackingNumber}`,
      ].filter((l): l is string => Boolean(l));
      return {
        subject: `Your order ${n} from ${store.name} has shipped`,
        paragraphs: [`Good news: your order ${n} from ${store.name} is on its way.`, ...tracking],
        ...(order.trackingUrl
          ? { link: { label: 'Track your parcel', url: order.trackingUrl } }
          : {}),
      };
    }
    case 'delivered':
      return {
        subject: `Your order ${n} from ${store.name} was delivered`,
        paragraphs: [
          `Your order ${n} from ${store.name} has been delivered. Thank you for shopping with us!`,
          ...(update.reviewUrl
            ? ['How do you like it? A short review helps other shoppers, and us.']
            : []),
        ],
        ...(update.reviewUrl
          ? { link: { label: 'Review your order', url: update.reviewUrl } }
          : {}),
      };
    case 'cancelled':
      return {
        subject: `Your order ${n} at ${store.name} was cancelled`,
        paragraphs: [
          `Your order ${n} at ${store.name} has been cancelled.`,
          'If you have questions, reply to this email.',
        ],
      };
    case 'expired':
      return {
        subject: `Your order ${n} at ${store.name} was cancelled: no payment received`,
        paragraphs: [
          `We did not receive the bank transfer for your order ${n} at ${store.name} within ${countOf(update.days, 'day', 'days')}, so it has been cancelled and its items are back on sale.`,
          'If you already paid, reply to this email and we will sort it out.',
        ],
      };
    case 'refunded':
      return {
        subject: `${order.refundedMinor < order.totalMinor ? 'Partial refund' : 'Refund'} of ${money(update.amountMinor)} for your order ${n} at ${store.name}`,
        paragraphs: [
          `${store.name} has refunded ${money(update.amountMinor)} for your order ${n}.`,
          ...(update.reason ? [`Reason: ${update.reason}`] : []),
          order.refundedMinor < order.totalMinor
            ? `Your order is partially refunded: ${money(order.refundedMinor)} of ${money(order.totalMinor)} so far.`
            : `Your order is refunded in full: ${money(order.refundedMinor)}.`,
        ],
      };
    case 'payment_received':
      return {
        subject: `Payment received for your order ${n} at ${store.name}`,
        paragraphs: [
          `${store.name} has received your payment of ${money(order.totalMinor)} for order ${n}.`,
        ],
      };
    case 'proof_rejected':
      return {
        subject: `Your payment proof for order ${n} at ${store.name} was not accepted`,
        paragraphs: [
          `${store.name} could not accept the proof of payment you sent for order ${n}.`,
          `Reason: ${update.reason}`,
          'You can send another proof from your order page.',
        ],
        link: { label: 'Open your order', url: update.link },
      };
  }
}

function render(parts: Parts, greeting: string, signature: string) {
  const text = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`, ''] : []),
    `— ${signature}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p>` +
    parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (parts.link
      ? `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.label)}</a></p>`
      : '') +
    `<p>— ${escapeHtml(signature)}</p>`;
  return { text, html };
}

/** An update to the shopper about `order`; `origin` (the store's) makes a logo path absolute. */
export function shopperUpdateEmail(
  order: EmailOrder,
  store: EmailStore,
  update: ShopperUpdate,
  origin?: string,
): OutgoingEmail {
  const parts = shopperParts(order, store, update);
  const { text, html } = render(parts, `Hello ${order.customerName},`, store.name);
  return {
    storeId: store.id,
    kind: 'order-update',
    to: order.customerEmail,
    ...(store.contactEmail ? { replyTo: store.contactEmail } : {}),
    subject: parts.subject,
    text,
    html: storeEmailHeader(store, origin) + html,
  };
}

/** The merchant's notice that a proof of payment came in for `order`. */
export function proofSubmittedEmail(
  order: EmailOrder,
  store: EmailStore,
  to: string,
  proof: { payerReference: string; fileName: string },
): OutgoingEmail {
  const parts: Parts = {
    subject: `Payment proof to review for order #${order.orderNumber} at ${store.name}`,
    paragraphs: [
      `${order.customerName} sent a proof of payment for order #${order.orderNumber} (${formatMoney(order.totalMinor, order.currency)}) at ${store.name}.`,
      ...(proof.payerReference ? [`Payer reference: ${proof.payerReference}`] : []),
      ...(proof.fileName ? [`File: ${proof.fileName}`] : []),
      'Open the order in your dashboard to approve or reject it.',
    ],
  };
  const { text, html } = render(parts, 'Hello,', store.name);
  return {
    storeId: store.id,
    kind: 'order-merchant',
    to,
    replyTo: order.customerEmail,
    subject: parts.subject,
    text,
    html,
  };
}
