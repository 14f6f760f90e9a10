import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelay } from './retry-delay';

describe('retryDelay', () => {
  it('backs off 5 s, 30 s, 2 min, 10 min, 1 h, 3 h, then every 6 h', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (retryDelay(n) ?? 0) / 60_000);
    expect(minutes).toEqual([5 / 60, 0.5, 2, 10, 60, 180, 360, 360]);
  });

  it('gives up after the last attempt, having retried for about two days', () => {
    expect(retryDelay(MAX_DELIVERY_ATTEMPTS - 1)).not.toBeNull();
    expect(retryDelay(MAX_DELIVERY_ATTEMPTS)).toBeNull();
    let total = 0;
    for (let n = 1; n < MAX_DELIVERY_ATTEMPTS; n++) total += retryDelay(n) ?? 0;
    expect(total / 3_600_000).toBeGreaterThan(40);
  });

  it('honours a smaller attempt limit', () => {
    expect(retryDelay(2, 3)).toBe(30_000);
    expect(retryDelay(3, 3)).toBeNull();
  });
});
