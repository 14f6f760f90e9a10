import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limit-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('limitConcurrency', () => {
  it('runs at most the limit at once, the rest in arrival order, and frees a slot on failure', async () => {
    const limit = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((i) =>
        limit.run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running--;
          if (i === 1) throw new Error('task 1 fails');
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });
});
