/**
 * The customers table as the merchant reads it: each email-marketing state's badge, since when
 * and from where, and "Unsubscribe" only on the rows that still have consent to remove.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerDto, EmailMarketingState } from '../../shared';
import { customerColumns } from './list/customer-columns';

function makeCustomer(emailMarketing: EmailMarketingState, over: Partial<CustomerDto> = {}) {
  return {
    id: `c-${emailMarketing}`,
    email: `${emailMarketing}@example.com`,
    emailMarketing,
    marketingUpdatedAt: '2026-03-09T10:00:00Z',
    source: 'newsletter',
    createdAt: '2026-03-01T10:00:00Z',
    ...over,
  } satisfies CustomerDto;
}

const columns = customerColumns({ onUnsubscribe: () => undefined });
const cell = (id: string, customer: CustomerDto, cols = columns) =>
  cols.find((c) => c.id === id)!.cell(customer);
const html = (id: string, customer: CustomerDto) => renderToString(<>{cell(id, customer)}</>);

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

  it('dates the state and names its source, and says so when there is none', () => {
    expect(html('since', makeCustomer('subscribed'))).toContain(
      '<time dateTime="2026-03-09T10:00:00Z"',
    );
    expect(html('source', makeCustomer('subscribed'))).toContain('Newsletter signup');
    expect(html('source', makeCustomer('unsubscribed', { source: 'merchant' }))).toContain(
      'Removed by you',
    );
    const never = makeCustomer('not_subscribed', { marketingUpdatedAt: null, source: null });
    expect(html('since', never)).toContain('Never');
    expect(html('source', never)).toContain('None');
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
    const button = cell('actions', customer, customerColumns({ onUnsubscribe })) as ReactElement<{
      onClick: () => void;
    }>;
    button.props.onClick();
    expect(onUnsubscribe).toHaveBeenCalledWith(customer);
  });
});
