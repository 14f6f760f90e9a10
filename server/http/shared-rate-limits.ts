/**
 * The rate-limit plugin's store option: Redis shared by every process when `REDIS_URL` is set
 * (rate-limit-store.ts falls back to this process while Redis does not answer), none otherwise
 * (the plugin counts in this process).
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { redisWithFallbackStore } from './rate-limit-store';

export function sharedRateLimitStore(
  app: FastifyInstance,
  config: Config,
): { store?: ReturnType<typeof redisWithFallbackStore> } {
  if (!config.redis) return {};
  const redis = new Redis(config.redis.url, {
    // A command while disconnected fails at once (the store then counts here) instead of
    // waiting in a queue; reconnects keep trying in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors are reported by the store, once a minute (never thrown).
  redis.on('error', () => undefined);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return {
    store: redisWithFallbackStore(redis, config.redis.keyPrefix, (error) =>
      app.log.warn(
        { err: error },
        'rate limits: Redis does not answer; counting in this process meanwhile',
      ),
    ),
  };
}
