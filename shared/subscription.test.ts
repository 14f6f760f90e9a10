import { describe, expect, it } from 'vitest';
import { effectiveSubscriptionStatus } from './subscription';

describe('effectiveSubscriptionStatus', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  it('keeps TRIAL while the trial end lies ahead', () => {
    expect(effectiveSubscriptionStatus('TRIAL', new Date('2026-01-20T00:00:00Z'), now)).toBe(
      'TRIAL',
    );
  });
  it('reads TRIAL as TRIAL_EXPIRED once the trial end has passed', () => {
    expect(effectiveSubscriptionStatus('TRIAL', new Date('2026-01-15T12:00:00Z'), now)).toBe(
      'TRIAL_EXPIRED',
    );
  });
  it('leaves every other status as stored', () => {
    expect(effectiveSubscriptionStatus('ACTIVE', new Date('2020-01-01'), now)).toBe('ACTIVE');
    expect(effectiveSubscriptionStatus('UNPAID', null, now)).toBe('UNPAID');
  });
});
