/**
 * A store's subdomain and its former ones: changing it keeps the old one redirecting (301) to
 * the store's current host for SUBDOMAIN_REDIRECT_DAYS, and nobody else may take it meanwhile.
 * Owns: the change (one transaction), whether a subdomain is free, the store's live redirects.
 * Not: host resolution (resolve-store-host.ts reads `subdomain_redirects` itself), routes.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { SUBDOMAIN_REDIRECT_DAYS } from '../../shared';
import type { Db } from '../db/client';
import { stores, subdomainRedirects } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';

const DAY_MS = 86_400_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const subdomainTaken = () =>
  new HttpError(409, 'This subdomain is taken', [
    { field: 'subdomain', message: 'This subdomain is taken' },
  ]);

/**
 * Which store still answers on `subdomain`: its owner now, or a store whose former subdomain
 * it is until the redirect expires. Null when it is free.
 */
export async function subdomainHolder(
  db: Db | Tx,
  subdomain: string,
  now: Date,
): Promise<{ storeId: string; redirect: boolean } | null> {
  const [live] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.subdomain, subdomain))
    .limit(1);
  if (live) return { storeId: live.id, redirect: false };
  const [former] = await db
    .select({ storeId: subdomainRedirects.storeId })
    .from(subdomainRedirects)
    .where(and(eq(subdomainRedirects.subdomain, subdomain), gt(subdomainRedirects.expiresAt, now)))
    .limit(1);
  return former ? { storeId: former.storeId, redirect: true } : null;
}

/**
 * Makes `subdomain` free for `storeId` inside a transaction: refuses (409) one another store
 * holds, and drops an expired redirect or the store's own former one (it takes it back).
 */
export async function claimSubdomain(
  tx: Tx,
  storeId: string | null,
  subdomain: string,
  now: Date,
): Promise<void> {
  const holder = await subdomainHolder(tx, subdomain, now);
  if (holder && holder.storeId !== storeId) throw subdomainTaken();
  // What is left under that name is expired, or this store's own former subdomain.
  await tx.delete(subdomainRedirects).where(eq(subdomainRedirects.subdomain, subdomain));
}

/**
 * Moves a store to `subdomain`; its old subdomain redirects for SUBDOMAIN_REDIRECT_DAYS.
 * 409 naming `subdomain` when another store holds it (now or through a live redirect).
 */
export async function changeSubdomain(
  db: Db,
  storeId: string,
  subdomain: string,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ subdomain: stores.subdomain })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      if (!current) {
        throw new HttpError(404, 'Store not found', [
          { field: 'storeId', message: 'No such store' },
        ]);
      }
      if (current.subdomain === subdomain) return;
      await claimSubdomain(tx, storeId, subdomain, now);
      await tx.update(stores).set({ subdomain, updatedAt: now }).where(eq(stores.id, storeId));
      const expiresAt = new Date(now.getTime() + SUBDOMAIN_REDIRECT_DAYS * DAY_MS);
      await tx
        .insert(subdomainRedirects)
        .values({ subdomain: current.subdomain, storeId, expiresAt })
        .onConflictDoUpdate({
          target: subdomainRedirects.subdomain,
          set: { storeId, expiresAt, createdAt: now },
        });
    });
  } catch (error) {
    // Another store took it between the check and the write.
    if (isUniqueViolation(error)) throw subdomainTaken();
    throw error;
  }
}

/** The store's former subdomains still redirecting, soonest to expire first. */
export async function liveRedirects(
  db: Db,
  storeId: string,
  now: Date,
): Promise<{ subdomain: string; expiresAt: Date }[]> {
  return db
    .select({ subdomain: subdomainRedirects.subdomain, expiresAt: subdomainRedirects.expiresAt })
    .from(subdomainRedirects)
    .where(and(eq(subdomainRedirects.storeId, storeId), gt(subdomainRedirects.expiresAt, now)))
    .orderBy(asc(subdomainRedirects.expiresAt), asc(subdomainRedirects.subdomain));
}
