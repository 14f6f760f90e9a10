/**
 * The background re-check of pending domains: every DOMAIN_CHECK_INTERVAL_MS it takes the
 * pending domains whose `next_check_at` has come, claims each with a guarded UPDATE that moves
 * `next_check_at` a lease ahead (so with several processes a domain is checked by one only),
 * and checks it (domains.ts `checkAndApply`: verified, or the next attempt backed off 1, 2, 4 …
 * 60 minutes, or failed once DOMAIN_CHECK_GIVE_UP_HOURS have passed). Same pattern as the
 * orders expiry (server/orders/expire-orders.ts).
 */
import { startPeriodicJob } from '../jobs/periodic';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DomainsConfig } from '../config';
import type { Db } from '../db/client';
import { storeDomains } from '../db/schema';
import { storefrontChangedInBackground } from '../http/route';
import type { DnsLookups } from './dns-check';
import { checkAndApply } from './domains';

export const DOMAIN_CHECK_INTERVAL_MS = 30_000;
/** A claimed domain whose check never finished (a crash) is due again after this. */
const LEASE_MS = 5 * 60_000;
const BATCH = 100;
/** Checks running at once (each is a few DNS queries). */
const PARALLEL = 8;

/** Checks every due pending domain once; answers what happened to each. */
export async function recheckPendingDomains(
  db: Db,
  resolver: DnsLookups,
  config: DomainsConfig,
  now: Date,
): Promise<{ storeId: string; domain: string; status: string; verifiedNow: boolean }[]> {
  const due = and(eq(storeDomains.status, 'pending'), lte(storeDomains.nextCheckAt, now));
  const candidates = await db
    .select({ storeId: storeDomains.storeId })
    .from(storeDomains)
    .where(due)
    .orderBy(asc(storeDomains.nextCheckAt))
    .limit(BATCH);
  const done: { storeId: string; domain: string; status: string; verifiedNow: boolean }[] = [];
  const checkOne = async (storeId: string) => {
    const [claimed] = await db
      .update(storeDomains)
      .set({ nextCheckAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(storeDomains.storeId, storeId), due))
      .returning({ domain: storeDomains.domain });
    // Another process took it, or it changed meanwhile.
    if (!claimed) return;
    const outcome = await checkAndApply(db, resolver, config, storeId, now, 'attempt');
    if (outcome?.row) {
      done.push({
        storeId,
        domain: outcome.row.domain,
        status: outcome.row.status,
        verifiedNow: outcome.verifiedNow,
      });
    }
  };
  for (let i = 0; i < candidates.length; i += PARALLEL) {
    await Promise.all(candidates.slice(i, i + PARALLEL).map((c) => checkOne(c.storeId)));
  }
  return done;
}

/** Runs the re-check every DOMAIN_CHECK_INTERVAL_MS for `app` (stopped on close). */
export function startDomainRechecks(app: FastifyInstance, resolver: DnsLookups): void {
  startPeriodicJob(app, {
    name: 'domain-recheck',
    intervalMs: DOMAIN_CHECK_INTERVAL_MS,
    failureMessage: 're-checking pending domains failed',
    async run() {
      const checked = await recheckPendingDomains(
        app.ctx.db,
        resolver,
        app.ctx.config.domains,
        app.ctx.now(),
      );
      for (const c of checked) {
        if (c.verifiedNow) storefrontChangedInBackground(app, c.storeId);
      }
      if (checked.length) {
        app.log.info(
          { checked: checked.length, verified: checked.filter((c) => c.verifiedNow).length },
          'pending domains re-checked',
        );
      }
    },
  });
}
