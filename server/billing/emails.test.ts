import { describe, expect, it } from 'vitest';
import { subscriptionEmail, type SubscriptionEmailKind } from './emails';
import { addInterval } from './review';

const base = { name: 'Ada <script>', origin: 'https://example.com' };
const invoice = {
  reference: 'SB-ABCD2345',
  planName: 'Business',
  interval: 'month' as const,
  amountMinor: 2900,
  currency: 'USD',
};

describe('subscription emails', () => {
  it('prints the invoice with the bank details and where to upload the proof', () => {
    const mail = subscriptionEmail('invoice', {
      ...base,
      invoice,
      bank: { bankName: 'B & Co', accountName: 'Ops', iban: 'DE00 1', bic: 'BICX' },
    });
    expect(mail.subject).toBe('Your Store Builder invoice SB-ABCD2345: Business');
    for (const line of ['Amount: $29.00', 'IBAN: DE00 1', 'https://example.com/billing']) {
      expect(mail.text).toContain(line);
    }
    for (const escaped of ['B &amp; Co', 'Ada &lt;script&gt;'])
      expect(mail.html).toContain(escaped);
    expect(mail.html).not.toContain('<script>');
  });

  it('gives the reason and the link to send another proof on a rejection', () => {
    const mail = subscriptionEmail('rejected', { ...base, invoice, reason: 'Amount <wrong>' });
    expect(mail.text).toContain('Reason: Amount <wrong>');
    expect(mail.text).toContain('https://example.com/payment-proof');
    expect(mail.html).toContain('Amount &lt;wrong&gt;');
  });

  it('builds every kind', () => {
    const end = new Date('2027-04-10T09:00:00Z');
    const data: Record<SubscriptionEmailKind, unknown> = {
      invoice: { ...base, invoice, bank: { bankName: 'B', accountName: 'A', iban: 'I', bic: 'C' } },
      'proof-received': { ...base, invoice, resubmission: true },
      approved: { ...base, invoice, periodEnd: end },
      rejected: { ...base, invoice, reason: 'r' },
      'trial-ending': { ...base, trialEndsAt: end, daysLeft: 1 },
      'trial-expired': base,
      'period-ending': { ...base, planName: 'Starter', periodEnd: end, daysLeft: 3 },
      unpaid: base,
    };
    for (const [kind, d] of Object.entries(data)) {
      const mail = subscriptionEmail(kind as SubscriptionEmailKind, d as never);
      expect(mail.subject.length, kind).toBeGreaterThan(10);
      expect(mail.text, kind).toContain('https://example.com/');
    }
    expect(subscriptionEmail('approved', data.approved as never).text).toContain('10 April 2027');
    expect(subscriptionEmail('trial-ending', data['trial-ending'] as never).subject).toBe(
      'Your Store Builder trial ends in 1 day',
    );
  });
});

describe('addInterval', () => {
  it('adds a calendar month or year, clamping to the month end', () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2027-03-10T09:00:00Z'), 'month').toISOString()).toBe(
      '2027-04-10T09:00:00.000Z',
    );
    expect(addInterval(new Date('2027-12-15T00:00:00Z'), 'month').toISOString()).toBe(
      '2028-01-15T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});
