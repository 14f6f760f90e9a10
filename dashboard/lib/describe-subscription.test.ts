import { describe, expect, it } from 'vitest';
import { subscriptionStatuses } from '../../shared';
import { describeSubscription } from './describe-subscription';

describe('describeSubscription', () => {
  it('gives every subscription status a label and an explanation', () => {
    for (const status of subscriptionStatuses) {
      const d = describeSubscription(status, null);
      expect(d.label, status).not.toBe(status);
      expect(d.explanation, status).not.toBe('');
    }
  });

  it('names the trial end date for a trial', () => {
    expect(describeSubscription('TRIAL', '2026-07-01T00:00:00.000Z').explanation).toBe(
      'Your free trial ends on 2026-07-01.',
    );
  });

  it('formats the date with the given formatter', () => {
    const d = describeSubscription('TRIAL_EXPIRED', '2026-07-01T00:00:00.000Z', () => '1 Jul 2026');
    expect(d.explanation).toContain('ended on 1 Jul 2026');
    expect(d.tone).toBe('action');
  });
});
