/**
 * A store's subdomain and its former ones: changing it keeps the old one redirecting (301) to
 * the store's current host for SUBDOMAIN_REDIRECT_DAYS, and nobody else may take it meanwhile.
 * A store may not take one of the platform's names, nor a punycode label that reads like
 * another store's subdomain (issue 24).
 * Owns: the change (one transaction), whether a subdomain is free, the store's live redirects.
 * Not: host resolution (resolve-store-host.ts reads `subdomain_redirects` itself), routes.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { and, asc, eq, gt, inArray, like, ne } from 'drizzle-orm';
import {
  SUBDOMAIN_LOOK_ALIKE_MESSAGE,
  SUBDOMAIN_REDIRECT_DAYS,
  SUBDOMAIN_RESERVED_MESSAGE,
  confusableSkeleton,
  isReservedSubdomain,
} from '../../shared';
import type { Db, Tx } from '../db/client';
import { stores, subdomainRedirects } from '../db/schema';
import { HttpError, notFound, conflict } from '../http/errors';
import { rethrowUnique } from '../lib/pg-errors';

const DAY_MS = 86_400_000;

export const subdomainTaken = () => conflict('subdomain', 'This subdomain is taken');

const subdomainError = (status: number, message: string) =>
  new HttpError(status, message, [{ field: 'subdomain', message }]);

/** The platform's hosts whose first label no store may take: PRODUCT_HOST, the CNAME target. */
export interface PlatformHosts {
  productHost: string;
  cnameTarget: string;
}

/** The platform's hosts from the app's configuration (their first labels are no store's). */
export function platformHostsOf(config: {
  productHost: string;
  domains: { cnameTarget: string };
}): PlatformHosts {
  return { productHost: config.productHost, cnameTarget: config.domains.cnameTarget };
}

/**
 * The ASCII names whose skeleton is `skeleton` (each `o` may be written `0`, each `l` `1`):
 * the existing stores a look-alike could imitate. At most 64: past six such letters, the rest
 * are taken as written.
 */
function asciiSpellings(skeleton: string): string[] {
  let spellings = [''];
  let forks = 0;
  for (const ch of skeleton) {
    const alt = ch === 'o' ? '0' : ch === 'l' ? '1' : null;
    const fork = alt !== null && forks < 6;
    if (fork) forks += 1;
    spellings = spellings.flatMap((s) => (fork ? [s + ch, s + alt] : [s + ch]));
  }
  return spellings;
}

export type SubdomainRefusal = 'reserved' | 'look-alike' | 'not-a-name';

/**
 * Why `subdomain` (already in the schema's form) may not be `storeId`'s (null: a new store):
 * `reserved` (a platform name, or a punycode label reading like one), `look-alike` (a
 * punycode label whose skeleton is another store's subdomain, live or still redirecting),
 * `not-a-name` (an `xn--` label that is not a canonical punycode name); null when allowed.
 */
export async function subdomainRefusal(
  db: Db | Tx,
  subdomain: string,
  storeId: string | null,
  now: Date,
  hosts: PlatformHosts,
): Promise<SubdomainRefusal | null> {
  const platform = [hosts.productHost, hosts.cnameTarget];
  if (isReservedSubdomain(subdomain, platform)) return 'reserved';
  if (!subdomain.startsWith('xn--')) return null;
  const decoded = domainToUnicode(subdomain);
  // `xn--abc-` decodes to plain `abc`: shown as another name than it is.
  if (!decoded || domainToASCII(decoded) !== subdomain) return 'not-a-name';
  const skeleton = confusableSkeleton(decoded);
  if (isReservedSubdomain(skeleton, platform)) return 'reserved';
  const others = (id: string) => id !== storeId;
  // Plain-ASCII stores it imitates: an indexed lookup of every spelling of the skeleton.
  if (/^[a-z0-9-]+$/.test(skeleton)) {
    const spellings = asciiSpellings(skeleton);
    const live = await db
      .select({ id: stores.id })
      .from(stores)
      .where(inArray(stores.subdomain, spellings));
    const former = await db
      .select({ id: subdomainRedirects.storeId })
      .from(subdomainRedirects)
      .where(
        and(
          inArray(subdomainRedirects.subdomain, spellings),
          gt(subdomainRedirects.expiresAt, now),
        ),
      );
    if ([...live, ...former].some((r) => others(r.id))) return 'look-alike';
  }
  // Other punycode stores (few): compared skeleton to skeleton.
  const punycodeStores = await db
    .select({ id: stores.id, subdomain: stores.subdomain })
    .from(stores)
    .where(and(like(stores.subdomain, 'xn--%'), ne(stores.subdomain, subdomain)));
  const alike = punycodeStores.some(
    (r) => others(r.id) && confusableSkeleton(domainToUnicode(r.subdomain)) === skeleton,
  );
  return alike ? 'look-alike' : null;
}

/** Throws the 4xx for a refused subdomain (400 reserved or malformed, 409 look-alike). */
export async function assertSubdomainAllowed(
  db: Db | Tx,
  subdomain: string,
  storeId: string | null,
  now: Date,
  hosts: PlatformHosts,
): Promise<void> {
  const refusal = await subdomainRefusal(db, subdomain, storeId, now, hosts);
  if (refusal === 'reserved') throw subdomainError(400, SUBDOMAIN_RESERVED_MESSAGE);
  if (refusal === 'look-alike') throw subdomainError(409, SUBDOMAIN_LOOK_ALIKE_MESSAGE);
  if (refusal === 'not-a-name') {
    throw subdomainError(400, 'This xn-- subdomain is not a valid international name');
  }
}

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
 * Makes `subdomain` free for `storeId` inside a transaction: refuses a platform name or a
 * look-alike (`assertSubdomainAllowed`) and (409) one another store holds, and drops an
 * expired redirect or the store's own former one (it takes it back).
 */
export async function claimSubdomain(
  tx: Tx,
  storeId: string | null,
  subdomain: string,
  now: Date,
  hosts: PlatformHosts,
): Promise<void> {
  await assertSubdomainAllowed(tx, subdomain, storeId, now, hosts);
  const holder = await subdomainHolder(tx, subdomain, now);
  if (holder && holder.storeId !== storeId) throw subdomainTaken();
  // What is left under that name is expired, or this store's own former subdomain.
  await tx.delete(subdomainRedirects).where(eq(subdomainRedirects.subdomain, subdomain));
}

/**
 * Moves a store to `subdomain`; its old subdomain redirects for SUBDOMAIN_REDIRECT_DAYS.
 * 409 naming `subdomain` when another store holds it (now or through a live redirect) or it
 * reads like another store's; 400 when it is reserved.
 */
export async function changeSubdomain(
  db: Db,
  storeId: string,
  subdomain: string,
  now: Date,
  hosts: PlatformHosts,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ subdomain: stores.subdomain })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      if (!current) {
        throw notFound('Store not found', 'storeId', 'No such store');
      }
      if (current.subdomain === subdomain) return;
      await claimSubdomain(tx, storeId, subdomain, now, hosts);
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
    rethrowUnique(error, subdomainTaken);
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
