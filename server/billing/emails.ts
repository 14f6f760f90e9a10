/**
 * The subscription emails (outbox kind `subscription`, no store), to the account's own
 * address: the invoice (plan, amount, reference, the platform's bank details, where to upload
 * the proof), the proof received, the approval (the paid period's end), the rejection (the
 * reason, where to send another proof), and the job's reminders: trial ending, trial expired,
 * period ending, unpaid (the stores are closed until a payment is approved). Plain text plus
 * simple HTML with every typed value escaped. Owns: their wording. Not: the dashboard links'
 * origin (`dashboardOrigin`, server/http/public-links.ts), delivery (email/worker.ts), when they are sent (the routes
 * and the billing job queue them inside the transaction of the state change).
 */
import { countOf, escapeHtml, formatMoney, type BankDetails } from '../../shared';
import { htmlPage } from '../auth/account-emails';
import { enqueueEmail, type OutgoingEmail } from '../email/outbox';

/** What every subscription email needs: whom to greet and where the dashboard is. */
export interface SubscriptionEmailBase {
  /** The account holder's name. */
  name: string;
  /** The dashboard's origin (`dashboardOrigin`); links are `${origin}/billing` and so on. */
  origin: string;
}

/** The invoice as the emails print it. */
export interface EmailInvoice {
  reference: string;
  planName: string;
  interval: 'month' | 'year';
  amountMinor: number;
  currency: string;
}

/** The data of each kind of subscription email. */
export interface SubscriptionEmailData {
  invoice: SubscriptionEmailBase & { invoice: EmailInvoice; bank: BankDetails };
  'proof-received': SubscriptionEmailBase & { invoice: EmailInvoice; resubmission: boolean };
  /** `trialEndsAt`: paid during the trial, the plan starts when the trial ends then. */
  approved: SubscriptionEmailBase & {
    invoice: EmailInvoice;
    periodEnd: Date;
    trialEndsAt?: Date | null;
  };
  rejected: SubscriptionEmailBase & { invoice: EmailInvoice; reason: string };
  'trial-ending': SubscriptionEmailBase & { trialEndsAt: Date; daysLeft: number };
  'trial-expired': SubscriptionEmailBase;
  'period-ending': SubscriptionEmailBase & { planName: string; periodEnd: Date; daysLeft: number };
  unpaid: SubscriptionEmailBase;
}
export type SubscriptionEmailKind = keyof SubscriptionEmailData;

/** A built email: what the outbox stores. */
export interface SubscriptionEmail {
  subject: string;
  text: string;
  html: string;
}

const money = (i: EmailInvoice) => formatMoney(i.amountMinor, i.currency);
const per = (i: EmailInvoice) => (i.interval === 'year' ? 'year' : 'month');
// One formatter for every email: toLocaleDateString builds one per call (the billing job's
// 20,000 reminders spent seconds there).
const emailDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A date as emails print it: `24 November 2026` (UTC, the server's dates). */
export const emailDate = (d: Date) => emailDateFormat.format(d);

/** One line of the body: plain, or a labelled value (bold label in HTML). */
type Line = string | { label: string; value: string };

interface Parts {
  subject: string;
  /** Paragraphs; a paragraph of several lines keeps them together. */
  paragraphs: Line[][];
  link: { label: string; path: string };
}

/** A reminder of one paragraph whose button leads to the billing page. */
const toBilling = (subject: string, text: string, label: string): Parts => ({
  subject,
  paragraphs: [[text]],
  link: { label, path: '/billing' },
});

function parts<K extends SubscriptionEmailKind>(kind: K, data: SubscriptionEmailData[K]): Parts {
  const d = data as SubscriptionEmailData[SubscriptionEmailKind];
  switch (kind) {
    case 'invoice': {
      const { invoice, bank } = d as SubscriptionEmailData['invoice'];
      return {
        subject: `Your Store Builder invoice ${invoice.reference}: ${invoice.planName}`,
        paragraphs: [
          [
            `Thank you for choosing the ${invoice.planName} plan. To pay, make a bank transfer of ${money(invoice)} quoting the reference ${invoice.reference}.`,
          ],
          [
            { label: 'Plan', value: `${invoice.planName} (${money(invoice)} per ${per(invoice)})` },
            { label: 'Amount', value: money(invoice) },
            { label: 'Reference', value: invoice.reference },
          ],
          [
            { label: 'Bank', value: bank.bankName },
            { label: 'Account name', value: bank.accountName },
            { label: 'IBAN', value: bank.iban },
            { label: 'BIC', value: bank.bic },
          ],
          [
            'Once you have paid, upload a photo or PDF of the transfer receipt on your billing page. We check it and confirm your plan by email.',
          ],
        ],
        link: { label: 'Upload your proof of payment', path: '/billing' },
      };
    }
    case 'proof-received': {
      const { invoice, resubmission } = d as SubscriptionEmailData['proof-received'];
      return {
        subject: `We received your ${resubmission ? 'new ' : ''}proof of payment for ${invoice.reference}`,
        paragraphs: [
          [
            `We received your ${resubmission ? 'new ' : ''}proof of payment of ${money(invoice)} for invoice ${invoice.reference} (${invoice.planName}).`,
          ],
          [
            'We will review it shortly and email you the decision. Your account keeps working in the meantime.',
          ],
        ],
        link: { label: 'See your billing', path: '/billing' },
      };
    }
    case 'approved': {
      const { invoice, periodEnd, trialEndsAt } = d as SubscriptionEmailData['approved'];
      return {
        subject: trialEndsAt
          ? `Payment approved: your ${invoice.planName} plan starts when your trial ends`
          : `Payment approved: your ${invoice.planName} plan is active`,
        paragraphs: [
          [
            `Your payment of ${money(invoice)} for invoice ${invoice.reference} is approved. Thank you!`,
            ...(trialEndsAt
              ? [
                  `Your free trial goes on until ${emailDate(trialEndsAt)}; your plan starts then, so you keep the trial's days.`,
                ]
              : []),
          ],
          [
            { label: 'Plan', value: invoice.planName },
            ...(trialEndsAt ? [{ label: 'Starts', value: emailDate(trialEndsAt) }] : []),
            { label: 'Paid until', value: emailDate(periodEnd) },
          ],
        ],
        link: { label: 'See your billing', path: '/billing' },
      };
    }
    case 'rejected': {
      const { invoice, reason } = d as SubscriptionEmailData['rejected'];
      return {
        subject: `Your proof of payment for ${invoice.reference} was not accepted`,
        paragraphs: [
          [
            `We could not accept the proof of payment you sent for invoice ${invoice.reference} (${invoice.planName}, ${money(invoice)}).`,
          ],
          [{ label: 'Reason', value: reason }],
          ['Please send a new proof of payment.'],
        ],
        link: { label: 'Send a new proof', path: '/payment-proof' },
      };
    }
    case 'trial-ending': {
      const { trialEndsAt, daysLeft } = d as SubscriptionEmailData['trial-ending'];
      return toBilling(
        `Your Store Builder trial ends in ${countOf(daysLeft, 'day', 'days')}`,
        `Your free trial ends on ${emailDate(trialEndsAt)} (in ${countOf(daysLeft, 'day', 'days')}). Choose a plan and pay by bank transfer to keep your stores open.`,
        'Choose a plan',
      );
    }
    case 'trial-expired':
      return toBilling(
        'Your Store Builder trial has ended',
        'Your free trial has ended. Choose a plan and pay by bank transfer to keep building and selling.',
        'Choose a plan',
      );
    case 'period-ending': {
      const { planName, periodEnd, daysLeft } = d as SubscriptionEmailData['period-ending'];
      return toBilling(
        `Your ${planName} plan ends in ${countOf(daysLeft, 'day', 'days')}`,
        `Your paid period of the ${planName} plan ends on ${emailDate(periodEnd)} (in ${countOf(daysLeft, 'day', 'days')}). Renew it from your billing page to keep your stores open.`,
        'Renew your plan',
      );
    }
    case 'unpaid':
      return {
        subject: 'Your stores are closed until your payment arrives',
        paragraphs: [
          [
            'We have not received the payment for your Store Builder plan, so your stores now show shoppers a "temporarily closed" page and take no orders.',
          ],
          ['They open again the moment a payment is approved.'],
        ],
        link: { label: 'Pay now', path: '/billing' },
      };
  }
  throw new Error(`unknown subscription email kind: ${String(kind)}`);
}

/** Builds one subscription email (see the file comment). */
export function subscriptionEmail<K extends SubscriptionEmailKind>(
  kind: K,
  data: SubscriptionEmailData[K],
): SubscriptionEmail {
  const p = parts(kind, data);
  const url = `${data.origin}${p.link.path}`;
  const lineText = (l: Line) => (typeof l === 'string' ? l : `${l.label}: ${l.value}`);
  const lineHtml = (l: Line) =>
    typeof l === 'string'
      ? escapeHtml(l)
      : `<strong>${escapeHtml(l.label)}:</strong> ${escapeHtml(l.value)}`;
  const greeting = `Hello ${data.name},`;
  const text = [
    greeting,
    '',
    ...p.paragraphs.flatMap((lines) => [...lines.map(lineText), '']),
    `${p.link.label}: ${url}`,
    '',
    '— Store Builder',
  ].join('\n');
  const html = htmlPage([
    escapeHtml(greeting),
    ...p.paragraphs.map((lines) => lines.map(lineHtml).join('<br>')),
    `<a href="${escapeHtml(url)}">${escapeHtml(p.link.label)}</a>`,
    '— Store Builder',
  ]);
  return { subject: p.subject, text, html };
}

/** Any Drizzle handle that can insert: the database or a transaction. */
type DbOrTx = Parameters<typeof enqueueEmail>[0];

/**
 * Queues a subscription email to `to` (the account's own address). Call it inside the
 * transaction of the state change it tells about, so both commit or neither does.
 */
export async function queueSubscriptionEmail<K extends SubscriptionEmailKind>(
  tx: DbOrTx,
  kind: K,
  to: string,
  data: SubscriptionEmailData[K],
): Promise<string> {
  const email: OutgoingEmail = {
    storeId: null,
    kind: 'subscription',
    to,
    ...subscriptionEmail(kind, data),
  };
  return enqueueEmail(tx, email);
}
