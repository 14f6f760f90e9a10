import { describe, expect, it } from 'vitest';
import type { CustomerAccount } from '../../shared';
import { withAccountPrefill } from './account-prefill';
import { emptyCheckoutForm } from './validate-checkout-form';

const account: CustomerAccount = {
  customerId: 'c1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0958',
  address: {
    company: '',
    line1: '12 Analytical Way',
    line2: 'Flat 2',
    city: 'London',
    region: '',
    postalCode: 'N1 9GU',
    country: 'GB',
  },
  acceptsMarketing: false,
  accountSince: '2026-11-30T00:00:00.000Z',
};

describe('checkout prefill from the account', () => {
  it('fills an empty form with the contact and the latest address', () => {
    expect(withAccountPrefill({ ...emptyCheckoutForm, country: 'US' }, account)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      line1: '12 Analytical Way',
      line2: 'Flat 2',
      city: 'London',
      postalCode: 'N1 9GU',
      country: 'GB',
    });
  });

  it('keeps what the shopper typed; the address only as a whole', () => {
    const typed = {
      ...emptyCheckoutForm,
      name: 'A. L.',
      line1: '1 Other Street',
      country: 'FR',
    };
    const out = withAccountPrefill(typed, account);
    expect(out).toMatchObject({ name: 'A. L.', email: 'ada@example.com', line1: '1 Other Street' });
    expect(out.city).toBe('');
    expect(out.country).toBe('FR');
    expect(withAccountPrefill(emptyCheckoutForm, { ...account, address: null }).line1).toBe('');
  });
});
