/**
 * A store's custom domain and its states: pending -> verified (DNS right; `stores.custom_domain`
 * set, so the store answers on it) -> active (served over HTTPS once), or failed with a reason.
 * Owns: connect / replace / remove, applying a DNS check, the status answer.
 * Not: the DNS lookups themselves (dns-check.ts), scheduling (recheck-job.ts), routes.
 *
 * `stores.custom_domain` is unique and is set only here, only when a check passes, in one
 * transaction with the row's `verified` state: a domain verified for one store can never be
 * claimed by another (the unique violation marks the second store's row failed).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  classifyHost,
  countOf,
  normalizeHost,
  storeHostName,
  type DomainRecord,
  type DomainStatusReply,
} from '../../shared';
import type { DomainsConfig } from '../config';
import type { Db } from '../db/client';
import { storeDomains, stores } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import {
  checkDomainDns,
  expectedRecords,
  isApexDomain,
  type DnsCheck,
  type DnsLookups,
} from './dns-check';

export type DomainRow = typeof storeDomains.$inferSelect;

export const TAKEN_REASON =
  'This domain is already connected to another store: remove it there first';

const MINUTE = 60_000;

/** When the background job looks again after `attempts` failed checks: 1, 2, 4 … 60 minutes. */
export function nextCheckDelayMs(attempts: number): number {
  return Math.min(60 * MINUTE, MINUTE * 2 ** Math.max(0, Math.min(attempts, 10) - 1));
}

const domainField = (message: string) =>
  new HttpError(400, message, [{ field: 'domain', message }]);

/** Refuses (400 naming `domain`) the product's own hosts and apexes nobody can point here. */
export function assertConnectable(
  domain: string,
  productHost: string,
  config: Pick<DomainsConfig, 'cnameTarget' | 'aRecords'>,
): void {
  const product = normalizeHost(productHost);
  if (
    classifyHost(domain, productHost).kind !== 'custom' ||
    domain === product ||
    domain.endsWith(`.${product}`) ||
    domain === config.cnameTarget ||
    domain.endsWith(`.${config.cnameTarget}`)
  ) {
    throw domainField('This is one of the platform’s own addresses: use a domain you own');
  }
  if (isApexDomain(domain) && config.aRecords.length === 0) {
    throw domainField(
      `Connect a subdomain such as www.${domain}: this platform cannot serve apex domains`,
    );
  }
}

/** The store's verification token, made on first use. */
async function ensureToken(db: Db, storeId: string): Promise<string> {
  const [row] = await db
    .select({ token: stores.domainVerifyToken })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (row?.token) return row.token;
  const token = `sbv-${randomBytes(16).toString('hex')}`;
  // Two first calls at once: the first token written wins, both answer it.
  await db
    .update(stores)
    .set({ domainVerifyToken: token })
    .where(and(eq(stores.id, storeId), isNull(stores.domainVerifyToken)));
  const [after] = await db
    .select({ token: stores.domainVerifyToken })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return after?.token ?? token;
}

export async function getDomainRow(db: Db, storeId: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(storeDomains).where(eq(storeDomains.storeId, storeId));
  return row;
}

/**
 * Connects `domain` to the store (pending, checked by the job from now on), replacing its
 * previous domain, which stops serving at once. The same domain again changes nothing.
 * 409 naming `domain` when another store has it verified.
 */
export async function connectDomain(
  db: Db,
  storeId: string,
  domain: string,
  now: Date,
): Promise<void> {
  const current = await getDomainRow(db, storeId);
  if (current?.domain === domain) return;
  const [holder] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.customDomain, domain), ne(stores.id, storeId)))
    .limit(1);
  if (holder) throw new HttpError(409, TAKEN_REASON, [{ field: 'domain', message: TAKEN_REASON }]);
  await ensureToken(db, storeId);
  const fresh = {
    domain,
    status: 'pending' as const,
    failureReason: '',
    attempts: 0,
    lastCheckedAt: null,
    nextCheckAt: now,
    verifiedAt: null,
    activeAt: null,
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({ customDomain: null, updatedAt: now })
      .where(eq(stores.id, storeId));
    await tx
      .insert(storeDomains)
      .values({ storeId, ...fresh })
      .onConflictDoUpdate({ target: storeDomains.storeId, set: fresh });
  });
}

/** Removes the store's domain: it stops answering on it at once (the caller purges caches). */
export async function removeDomain(db: Db, storeId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({ customDomain: null, updatedAt: now })
      .where(eq(stores.id, storeId));
    await tx.delete(storeDomains).where(eq(storeDomains.storeId, storeId));
  });
}

export interface CheckOutcome {
  check: DnsCheck;
  /** The row after the check (undefined when the store has no domain). */
  row: DomainRow | undefined;
  /** The store now answers on its domain (the caller purges the host cache). */
  verifiedNow: boolean;
}

/**
 * Checks the store's domain now and applies the answer:
 * - records right and the domain pending or failed -> verified (`stores.custom_domain` set);
 *   another store holding it -> failed, TAKEN_REASON;
 * - records wrong -> `record` says how: `attempt` (the job, a merchant's Check now) counts an
 *   attempt, backs off, and fails the domain once DOMAIN_CHECK_GIVE_UP_HOURS have passed since
 *   it was connected; `look` (a status read) only writes when it verifies.
 * A verified or active domain keeps its state (the records are reported as they are now).
 * Every write is guarded by the domain and status read, so a change meanwhile wins.
 */
export async function checkAndApply(
  db: Db,
  resolver: DnsLookups,
  config: DomainsConfig,
  storeId: string,
  now: Date,
  record: 'attempt' | 'look',
): Promise<CheckOutcome | undefined> {
  const row = await getDomainRow(db, storeId);
  if (!row) return undefined;
  const token = await ensureToken(db, storeId);
  const check = await checkDomainDns(resolver, row.domain, token, config);
  const guard = and(
    eq(storeDomains.storeId, storeId),
    eq(storeDomains.domain, row.domain),
    eq(storeDomains.status, row.status),
  );
  if (row.status === 'verified' || row.status === 'active') {
    if (record === 'attempt') {
      await db.update(storeDomains).set({ lastCheckedAt: now }).where(guard);
    }
    return { check, row: await getDomainRow(db, storeId), verifiedNow: false };
  }
  if (check.ok) {
    let verifiedNow = false;
    try {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(storeDomains)
          .set({
            status: 'verified',
            failureReason: '',
            attempts: row.attempts + 1,
            lastCheckedAt: now,
            nextCheckAt: null,
            verifiedAt: now,
          })
          .where(guard)
          .returning({ storeId: storeDomains.storeId });
        if (!updated) return;
        await tx
          .update(stores)
          .set({ customDomain: row.domain, updatedAt: now })
          .where(eq(stores.id, storeId));
        verifiedNow = true;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another store has it verified: never taken from it.
      await db
        .update(storeDomains)
        .set({
          status: 'failed',
          failureReason: TAKEN_REASON,
          attempts: row.attempts + 1,
          lastCheckedAt: now,
          nextCheckAt: null,
        })
        .where(guard);
    }
    return { check, row: await getDomainRow(db, storeId), verifiedNow };
  }
  if (record === 'attempt') {
    const attempts = row.attempts + 1;
    const giveUp = now.getTime() - row.createdAt.getTime() >= config.giveUpMs;
    const hours = Math.round(config.giveUpMs / 3_600_000);
    await db
      .update(storeDomains)
      .set(
        giveUp || row.status === 'failed'
          ? {
              status: 'failed',
              failureReason:
                row.status === 'failed' && !giveUp
                  ? check.reason
                  : `${check.reason}. We stopped checking after ${countOf(hours, 'hour', 'hours')}: fix the record and press Check now`,
              attempts,
              lastCheckedAt: now,
              nextCheckAt: null,
            }
          : {
              failureReason: check.reason,
              attempts,
              lastCheckedAt: now,
              nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(attempts)),
            },
      )
      .where(guard);
  }
  return { check, row: await getDomainRow(db, storeId), verifiedNow: false };
}

/** Marks a verified domain active (it was just served over HTTPS); true when this call did. */
export async function markActive(
  db: Db,
  storeId: string,
  domain: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(storeDomains)
    .set({ status: 'active', activeAt: now })
    .where(
      and(
        eq(storeDomains.storeId, storeId),
        eq(storeDomains.domain, domain),
        eq(storeDomains.status, 'verified'),
      ),
    )
    .returning({ storeId: storeDomains.storeId });
  return rows.length > 0;
}

/** The status answer: the row's state and the records with their live (or unchecked) state. */
export function domainStatusReply(
  storeId: string,
  subdomain: string,
  productHost: string,
  config: DomainsConfig,
  row: DomainRow | undefined,
  token: string | null,
  records: DomainRecord[] | undefined,
): DomainStatusReply {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    storeId,
    storeDomain: storeHostName(subdomain, productHost),
    domain: row?.domain ?? null,
    status: row?.status ?? null,
    failureReason: row?.failureReason ?? '',
    apex: row ? isApexDomain(row.domain) : false,
    records: row ? (records ?? expectedRecords(row.domain, token ?? '', config)) : [],
    lastCheckedAt: iso(row?.lastCheckedAt ?? null),
    nextCheckAt: iso(row?.nextCheckAt ?? null),
    verifiedAt: iso(row?.verifiedAt ?? null),
    activeAt: iso(row?.activeAt ?? null),
  };
}
