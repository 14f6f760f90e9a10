import { describe, expect, it } from 'vitest';
import { effectiveSubscriptionStatus, isStoreClosed, storeClosesAt } from './subscription';

const day = 86_400_000;
const now = new Date('2026-01-15T12:00:00Z');
const grace = 7 * day;
const sub = (
  status: Parameters<typeof effectiveSubscriptionStatus>[0]['status'],
  trialEndsAt: Date | null,
  currentPeriodEnd: Date | null,
) => ({ status, trialEndsAt, currentPeriodEnd });

describe('effectiveSubscriptionStatus', () => {
  it('reads a trial past its end as TRIAL_EXPIRED, and one still running as TRIAL', () => {
    expect(
      effectiveSubscriptionStatus(sub('TRIAL', new Date('2026-01-20'), null), now, grace),
    ).toBe('TRIAL');
    expect(effectiveSubscriptionStatus(sub('TRIAL', now, null), now, grace)).toBe('TRIAL_EXPIRED');
  });

  it('keeps ACTIVE through the grace period and reads it as UNPAID after', () => {
    const ended = new Date(now.getTime() - 3 * day);
    expect(effectiveSubscriptionStatus(sub('ACTIVE', null, ended), now, grace)).toBe('ACTIVE');
    const longAgo = new Date(now.getTime() - 7 * day);
    expect(effectiveSubscriptionStatus(sub('ACTIVE', null, longAgo), now, grace)).toBe('UNPAID');
    expect(effectiveSubscriptionStatus(sub('ACTIVE', null, null), now, grace)).toBe('ACTIVE');
  });

  it('reads every other status as stored', () => {
    expect(effectiveSubscriptionStatus(sub('UNPAID', null, null), now, grace)).toBe('UNPAID');
    expect(
      effectiveSubscriptionStatus(sub('RE_SUBMITTED', new Date('2020-01-01'), null), now, grace),
    ).toBe('RE_SUBMITTED');
  });
});

describe('storeClosesAt', () => {
  it('closes the grace period after the later of trial end and period end', () => {
    const trialEnd = new Date('2026-01-10T00:00:00Z');
    const periodEnd = new Date('2026-02-10T00:00:00Z');
    expect(storeClosesAt(sub('ACTIVE', trialEnd, periodEnd), grace)?.toISOString()).toBe(
      '2026-02-17T00:00:00.000Z',
    );
    expect(storeClosesAt(sub('TRIAL_EXPIRED', trialEnd, null), grace)?.toISOString()).toBe(
      '2026-01-17T00:00:00.000Z',
    );
  });

  it('never closes an account with no dates, except an UNPAID one (at once)', () => {
    expect(storeClosesAt(sub('ACTIVE', null, null), grace)).toBeNull();
    expect(isStoreClosed(storeClosesAt(sub('UNPAID', null, null), grace), now)).toBe(true);
    expect(isStoreClosed(null, now)).toBe(false);
    expect(isStoreClosed(new Date(now.getTime() + 1), now)).toBe(false);
    expect(isStoreClosed(now, now)).toBe(true);
  });
});
