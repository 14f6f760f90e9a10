/**
 * Where @fastify/rate-limit counts (issue 15): in Redis when `REDIS_URL` is set, so every
 * process shares one count per client and route; in this process otherwise. While Redis does
 * not answer, counting falls back to this process (limits then hold per process) and the
 * outage is logged once a minute, not per request; counting returns to Redis when it answers.
 * The plugin's own Redis and local stores do the counting; this only chooses between them.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's stores are CommonJS files it does not export by name.
const require = createRequire(import.meta.url);
type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read?(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}
interface RouteOptions {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  routeInfo: { method: string; url: string };
}
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

const OUTAGE_LOG_INTERVAL_MS = 60_000;

export interface RedisOutageLog {
  (error: Error): void;
}

/** A store class for the plugin's `store` option: Redis first, this process when it fails. */
export function redisWithFallbackStore(redis: Redis, prefix: string, logOutage: RedisOutageLog) {
  let lastLogged = 0;
  const outage = (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < OUTAGE_LOG_INTERVAL_MS) return;
    lastLogged = now;
    logOutage(error);
  };

  class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      key = prefix,
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, key);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
    }

    private use(
      method: 'incr' | 'read',
      key: string,
      cb: Callback,
      timeWindow: number,
      max: number,
    ) {
      // Not connected: count here at once rather than wait for a command to fail.
      if (redis.status !== 'ready') {
        outage(new Error(`Redis is ${redis.status}`));
        return this.local[method]?.(key, cb, timeWindow, max);
      }
      this.shared[method]?.(
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          outage(error);
          this.local[method]?.(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.use('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.use('read', key, cb, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store {
      // What the plugin passes at run time: the route's merged limits and its method and url.
      const options = routeOptions as unknown as RouteOptions;
      return new FallbackStore(
        options,
        `${prefix}${options.routeInfo.method}${options.routeInfo.url}-`,
      );
    }
  }
  return FallbackStore;
}
