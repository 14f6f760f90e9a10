/**
 * The browser tests' clock (config TEST_CLOCK=1 only): `POST /api/internal/test-clock`
 * moves the server's clock forward by `advanceMs`, so a test can pass a trial, a paid period
 * and its grace through real flows. Without TEST_CLOCK the route does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import { billingEndpoints } from '../../shared';
import { route } from '../http/route';

/** A clock that reads `base()` plus an offset the test route moves. */
export function offsetClock(base: () => Date) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export type OffsetClock = ReturnType<typeof offsetClock>;

export async function testClockRoutes(app: FastifyInstance, opts: { clock: OffsetClock }) {
  route(app, {
    endpoint: billingEndpoints.testClock,
    access: 'public',
    handler: async ({ body }) => {
      opts.clock.advance(body.advanceMs);
      return { now: opts.clock.now().toISOString() };
    },
  });
}
