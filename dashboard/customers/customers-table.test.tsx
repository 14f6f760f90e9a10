/**
 * The customers table as the merchant reads it: who (the name linked to their page, the email
 * under it), orders, what they spent in the store's currency, the last order, account, each
 * email-marketing state's badge, tags, and "Unsubscribe" only on the rows that still have
 * consent to remove.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerDto, EmailMarketingState } from '../../shared';
import { customerColumns } from './list/customer-columns';

function makeCustomer(emailMarketing: EmailMarketingState, over: Partial<CustomerDto> = {}) {
  return {
    id: `c-${emailMarketing}`,
    email: `${emailMarketing}@example.com`,
    name: '',
    phone: '',
    accountSince: null,
    ordersCount: 0,
    totalSpent: 0,
    lastOrderAt: null,
    tags: [],
    emailMarketing,
    marketingUpdatedAt: '2026-03-09T10:00:00Z',
    source: 'newsletter',
    createdAt: '2026-03-01T10:00:00Z',
    ...over,
  } satisfies CustomerDto;
}

const columns = customerColumns({ currency: 'EUR', onUnsubscribe: () => undefined });
const cell = (id: string, customer: CustomerDto, cols = columns) =>
  cols.find((c) => c.id === id)!.cell(customer);
const html = (id: string, customer: CustomerDto) =>
  renderToString(<MemoryRouter>{cell(id, customer)}</MemoryRouter>);

describe('customers table', () => {
  it.each([
    ['subscribed', 'Subscribed', 'kit-badge-success'],
    ['pending', 'Pending confirmation', 'kit-badge-info'],
    ['unsubscribed', 'Unsubscribed', 'kit-badge-neutral'],
    ['not_subscribed', 'Not subscribed', 'kit-badge-neutral'],
  ] as const)('shows a %s customer as the badge “%s”', (state, label, tone) => {
    const badge = html('marketing', makeCustomer(state));
    expect(badge).toContain(`>${label}</span>`);
    expect(badge).toContain(tone);
  });

  it('names where the consent came from under its badge', () => {
    expect(html('marketing', makeCustomer('subscribed'))).toContain('Newsletter signup');
    expect(html('marketing', makeCustomer('unsubscribed', { source: 'merchant' }))).toContain(
      'Removed by you',
    );
    expect(html('marketing', makeCustomer('subscribed', { source: 'account' }))).toContain(
      'Their account',
    );
  });

  it('links the customer’s name to their page, the email under it (the email alone without a name)', () => {
    const named = html('customer', makeCustomer('subscribed', { id: 'abc', name: 'Ada <b>L</b>' }));
    expect(named).toContain('href="/dashboard/customers/abc"');
    expect(named).toContain('Ada &lt;b&gt;L&lt;/b&gt;');
    expect(named).toContain('subscribed@example.com');
    const unnamed = html('customer', makeCustomer('pending', { id: 'xyz' }));
    expect(unnamed).toContain('>pending@example.com</a>');
  });

  it('shows orders, spend in the store’s currency, the last order, account and tags; “None” for none', () => {
    const buyer = makeCustomer('subscribed', {
      ordersCount: 3,
      totalSpent: 1234.5,
      lastOrderAt: '2026-11-20T10:00:00Z',
      accountSince: '2026-11-01T10:00:00Z',
      tags: ['vip', 'wholesale'],
    });
    expect(html('orders', buyer)).toContain('>3<');
    expect(html('spent', buyer)).toContain('€1,234.50');
    expect(html('lastOrder', buyer)).toContain('<time dateTime="2026-11-20T10:00:00Z"');
    expect(html('account', buyer)).toContain('Yes');
    expect(html('tags', buyer)).toContain('vip, wholesale');
    const newcomer = makeCustomer('pending');
    expect(html('lastOrder', newcomer)).toContain('None');
    expect(html('account', newcomer)).toContain('No');
    expect(html('tags', newcomer)).toContain('None');
  });

  it('offers Unsubscribe, named for screen readers, only while there is consent to remove', () => {
    for (const state of ['subscribed', 'pending'] as const) {
      const button = html('actions', makeCustomer(state));
      expect(button).toContain('data-testid="customer-unsubscribe"');
      expect(button).toContain(
        `Unsubscribe<span class="visually-hidden"> ${state}@example.com</span>`,
      );
    }
    for (const state of ['unsubscribed', 'not_subscribed'] as const) {
      expect(html('actions', makeCustomer(state))).toBe('');
    }
  });

  it('hands the row’s customer to the confirmation', () => {
    const onUnsubscribe = vi.fn();
    const customer = makeCustomer('pending');
    const button = cell(
      'actions',
      customer,
      customerColumns({ currency: 'USD', onUnsubscribe }),
    ) as ReactElement<{ onClick: () => void }>;
    button.props.onClick();
    expect(onUnsubscribe).toHaveBeenCalledWith(customer);
  });
});
