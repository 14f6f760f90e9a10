/**
 * A store whose owner has not paid (trial or paid period plus the grace passed: shared/
 * subscription.ts `storeClosesAt`) is closed to shoppers: every page GET of its host answers
 * the "temporarily closed" page (503, Retry-After, noindex, never cached), and checkout and
 * the checkout's pricing read refuse with a 403 naming `storeId`. The API (other than those),
 * the built assets and the media keep answering. Decided from the dates and the clock on every
 * request: the host cache (stores/resolve-store-host.ts) carries the owner's subscription
 * dates, so a period ending closes the store without a purge, and an approval purges the
 * caches (subscription-changed.ts) so the store reopens at once.
 */
import { and, eq, type Placeholder } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isStoreClosed,
  storeClosesAt,
  subscriptionStatusSchema,
  type SubscriptionDates,
} from '../../shared';
import { renderStoreClosed } from '../../storefront';
import type { Db } from '../db/client';
import { storeMembers, subscriptions } from '../db/schema';
import { HttpError } from '../http/errors';

/** The database or a transaction: only reads. */
type DbOrTx = Pick<Db, 'select'>;

/** Seconds a shopper (or a crawler) is asked to wait before trying again. */
export const CLOSED_RETRY_AFTER_SECONDS = 3600;

export const STORE_CLOSED_ORDER_MESSAGE =
  'This store is temporarily closed and is not taking orders';

/** Whether a store whose owner has `sub` is closed to shoppers at `now`. */
export function storeIsClosed(sub: SubscriptionDates | null, now: Date, graceMs: number): boolean {
  return sub !== null && isStoreClosed(storeClosesAt(sub, graceMs), now);
}

/** What the closing decision reads of the owner's subscription. */
export const ownerSubscriptionFields = {
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
};

/** The query of `storeId`'s owner's subscription (`ownerSubscriptionFields`, at most one row). */
export function selectOwnerSubscription(db: DbOrTx, storeId: string | Placeholder) {
  return db
    .select(ownerSubscriptionFields)
    .from(storeMembers)
    .innerJoin(subscriptions, eq(subscriptions.userId, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'owner')))
    .limit(1);
}

/** The `ownerSubscriptionFields` row as the closing decision reads it (null: none). */
export function toSubscriptionDates(
  row:
    { status: string | null; trialEndsAt: Date | null; currentPeriodEnd: Date | null } | undefined,
): SubscriptionDates | null {
  if (!row) return null;
  return { ...row, status: subscriptionStatusSchema.catch('NONE').parse(row.status) };
}

/** The owner's subscription dates of `storeId`, read now (null: no owner or subscription). */
export async function ownerSubscriptionOf(
  db: DbOrTx,
  storeId: string,
): Promise<SubscriptionDates | null> {
  const [row] = await selectOwnerSubscription(db, storeId);
  return toSubscriptionDates(row);
}

export function storeClosedError(): HttpError {
  return new HttpError(403, STORE_CLOSED_ORDER_MESSAGE, [
    { field: 'storeId', message: 'The store is closed until its owner renews the plan' },
  ]);
}

/** Throws the 403 when `storeId` is closed at `now` (checkout and its pricing read). */
export async function assertStoreOpen(
  db: DbOrTx,
  storeId: string,
  now: Date,
  graceMs: number,
): Promise<void> {
  if (storeIsClosed(await ownerSubscriptionOf(db, storeId), now, graceMs)) {
    throw storeClosedError();
  }
}

/** Paths of a store host that stay served while it is closed. */
const OPEN_PATHS = /^\/(api|assets|media)(\/|$)|^\/favicon\.(ico|svg)$/;

/** Sends the closed page (see the module header). */
export function sendStoreClosed(reply: FastifyReply, storeName: string): FastifyReply {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('retry-after', String(CLOSED_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(renderStoreClosed(storeName));
}

/**
 * The onRequest hook (after the host routing one, app.ts): a page request to a closed store's
 * host answers the closed page before any route, so no render, page cache or SEO file is
 * reached.
 */
export function closedStoreHook(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const site = request.site;
    if (site.kind !== 'store') return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (OPEN_PATHS.test(request.url.split('?')[0] ?? '')) return;
    const { graceMs } = app.ctx.config.billing;
    if (!storeIsClosed(site.store.ownerSubscription, app.ctx.now(), graceMs)) return;
    return sendStoreClosed(reply, site.store.name);
  };
}
