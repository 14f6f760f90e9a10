import { describe, expect, it } from 'vitest';
import type { Plan } from '../../shared';
import { limitCellText, yearlyPriceNote, yearlySavingPercent } from './plan-words';

function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'business',
    code: 'business',
    name: 'Business',
    description: '',
    price: 29,
    currency: 'USD',
    interval: 'month',
    trialDays: 14,
    limits: { products: 10000, pages: 100, customDomain: true },
    features: [],
    ...overrides,
  };
}

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;
const starter = makePlan({
  id: 'starter',
  name: 'Starter',
  price: 9,
  limits: { products: 100, pages: 10, customDomain: false },
});
const business = makePlan();
const businessYearly = makePlan({ id: 'business-yearly', price: 290, interval: 'year' });

describe('plan words', () => {
  it('computes a yearly plan’s saving against the monthly plan with the same limits', () => {
    const plans = [starter, business, businessYearly];
    expect(yearlySavingPercent(businessYearly, plans)).toBe(17);
    expect(yearlySavingPercent(business, plans)).toBeNull();
  });

  it('finds no saving without a matching monthly plan, in another currency, or at a higher price', () => {
    expect(yearlySavingPercent(businessYearly, [starter, businessYearly])).toBeNull();
    expect(yearlySavingPercent(businessYearly, [makePlan({ currency: 'EUR' })])).toBeNull();
    expect(yearlySavingPercent(makePlan({ price: 400, interval: 'year' }), [business])).toBeNull();
  });

  it('notes a yearly price per month, with the saving when there is one', () => {
    expect(yearlyPriceNote(businessYearly, [business, businessYearly], money)).toBe(
      'USD 24.17 a month, billed yearly · save 17%',
    );
    expect(yearlyPriceNote(businessYearly, [businessYearly], money)).toBe(
      'USD 24.17 a month, billed yearly',
    );
    expect(yearlyPriceNote(business, [business, businessYearly], money)).toBeNull();
  });

  it('writes a limit for a table cell', () => {
    expect(limitCellText(10000)).toBe('10,000');
    expect(limitCellText(5)).toBe('5');
    expect(limitCellText(null)).toBe('Unlimited');
  });
});
