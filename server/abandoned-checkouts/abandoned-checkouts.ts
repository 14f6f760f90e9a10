/**
 * A store's saved checkouts (shared/api/abandoned-checkouts.ts): the shopper's checkout saved
 * as typed (priced by the store, one row per checkout id and store), a recovery link's read,
 * the reminders' unsubscribe, and the merchant's list and settings. The order that completes a
 * checkout marks it in its own statement (server/orders/place-order.ts); the reminders go from
 * recovery-job.ts.
 */
import { and, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ABANDONED_AFTER_HOURS,
  pagePosition,
  toDecimal,
  type AbandonedCheckoutDto,
  type AbandonedCheckoutListDto,
  type AbandonedCheckoutStatus,
  type CheckoutDraftBody,
  type CheckoutRestoreReply,
  type RecoverySettings,
  type SavedCheckoutLine,
} from '../../shared';
import type { Db } from '../db/client';
import { checkoutReminderOptOuts, checkouts, orders, stores } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { loadCatalogue, priceLines } from '../orders/pricing';
import { getActiveProductsByIds } from '../storefront/queries';
import { isRecoveryToken } from './recovery-links';

type CheckoutRow = typeof checkouts.$inferSelect;

const storeNotFound = () => notFound('Store not found', 'storeId', 'No store has this id');

const linkRefused = () => {
  const message = 'This link is not valid any more. Your cart may have expired.';
  return new HttpError(400, message, [{ field: 'token', message }]);
};

/** The store's checkout `checkoutId` whose `purpose` link `token` is, else the 400 of a bad link. */
async function checkoutOfLink(
  db: Db,
  storeId: string,
  checkoutId: string,
  token: string,
  purpose: 'restore' | 'stop-reminders',
  now: Date,
): Promise<CheckoutRow> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.storeId, storeId), eq(checkouts.id, checkoutId)))
    .limit(1);
  if (!row || !isRecoveryToken(token, purpose, row, now)) throw linkRefused();
  return row;
}

/**
 * Saves the shopper's checkout `checkoutId` as it stands: the lines priced by the store now
 * (a product gone or not sold is left out), what was typed. One that already became an order
 * is left as it is (`ordered`).
 */
export async function saveCheckoutDraft(
  db: Db,
  checkoutId: string,
  body: CheckoutDraftBody,
  now: Date,
): Promise<{ status: 'saved' | 'ordered' }> {
  const [store] = await db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, body.storeId))
    .limit(1);
  if (!store) throw storeNotFound();
  const catalogue = await loadCatalogue(
    db,
    body.storeId,
    body.lines.map((l) => l.productId),
  );
  const priced = priceLines(
    body.lines.map((l) => ({ ...l, variationId: l.variationId ?? null })),
    catalogue,
    store.currency,
  );
  const lines: SavedCheckoutLine[] = priced.lines.map((l) => ({
    productId: l.product.id,
    variationId: l.variation?.id ?? null,
    quantity: l.quantity,
    name: l.label ? `${l.product.name} (${l.label})` : l.product.name,
    unitPriceMinor: l.unitPriceMinor,
  }));
  const values = {
    email: body.email,
    name: body.name,
    phone: body.phone,
    address: body.address,
    lines,
    currency: store.currency,
    subtotalMinor: priced.subtotalMinor,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(checkouts)
    .values({ id: checkoutId, storeId: body.storeId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [checkouts.storeId, checkouts.id],
      set: values,
      setWhere: isNull(checkouts.orderId),
    })
    .returning({ id: checkouts.id });
  return { status: saved ? 'saved' : 'ordered' };
}

/** A recovery link's checkout: its lines, the store's products among them, what was typed. */
export async function restoreCheckout(
  db: Db,
  storeId: string,
  checkoutId: string,
  token: string,
  now: Date,
): Promise<CheckoutRestoreReply> {
  const row = await checkoutOfLink(db, storeId, checkoutId, token, 'restore', now);
  const ids = [...new Set(row.lines.map((l) => l.productId))];
  const address = row.address;
  return {
    ordered: row.orderId !== null,
    items: row.lines.map((l) => ({
      productId: l.productId,
      variationId: l.variationId,
      name: l.name,
      quantity: l.quantity,
    })),
    products: ids.length ? await getActiveProductsByIds(db, storeId, ids) : [],
    contact: { email: row.email, name: row.name, phone: row.phone },
    address: address && (address.line1 || address.city) ? address : null,
  };
}

/** The reminders' unsubscribe link: no reminder of the store goes to that email again. */
export async function stopReminders(
  db: Db,
  body: { storeId: string; checkoutId: string; token: string },
  now: Date,
): Promise<{ email: string }> {
  const row = await checkoutOfLink(
    db,
    body.storeId,
    body.checkoutId,
    body.token,
    'stop-reminders',
    now,
  );
  await db
    .insert(checkoutReminderOptOuts)
    .values({ storeId: body.storeId, email: row.email, createdAt: now })
    .onConflictDoNothing();
  return { email: row.email };
}

/** Whether a reminder of the store may go to the checkout's email (not unsubscribed). */
export const notOptedOut = sql`not exists (select 1 from ${checkoutReminderOptOuts} o
  where o.store_id = ${checkouts.storeId} and o.email = ${checkouts.email})`;

/**
 * The merchant's list: `not_recovered` — open checkouts whose last change is older than
 * ABANDONED_AFTER_HOURS; `recovered` — those that became an order after a reminder; `all` —
 * both. Newest change first.
 */
export async function listAbandonedCheckouts(
  db: Db,
  storeId: string,
  query: { status: AbandonedCheckoutStatus; page: number; size: number },
  now: Date,
): Promise<AbandonedCheckoutListDto> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_HOURS * 3_600_000);
  const open = and(isNull(checkouts.orderId), lte(checkouts.updatedAt, before));
  const recovered = eq(checkouts.recovered, true);
  const which: SQL | undefined =
    query.status === 'recovered'
      ? recovered
      : query.status === 'not_recovered'
        ? open
        : or(open, recovered);
  const where = and(eq(checkouts.storeId, storeId), which);
  const { page, size } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        checkout: checkouts,
        optedOut: sql<boolean>`not ${notOptedOut}`,
        orderNumber: orders.orderNumber,
        orderTotalMinor: orders.totalMinor,
      })
      .from(checkouts)
      .leftJoin(
        orders,
        and(
          eq(orders.storeId, checkouts.storeId),
          eq(orders.id, checkouts.orderId),
          eq(checkouts.recovered, true),
        ),
      )
      .where(where)
      .orderBy(desc(checkouts.updatedAt), desc(checkouts.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(checkouts).where(where),
  ]);
  return {
    checkouts: rows.map(({ checkout: c, optedOut, orderNumber, orderTotalMinor }) =>
      toAbandonedCheckoutDto(c, Boolean(optedOut), orderNumber, orderTotalMinor),
    ),
    ...pagePosition(page, size, Number(counted?.n ?? 0)),
  };
}

function toAbandonedCheckoutDto(
  c: CheckoutRow,
  optedOut: boolean,
  orderNumber: number | null,
  orderTotalMinor: number | null,
): AbandonedCheckoutDto {
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    items: c.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    value: toDecimal(c.subtotalMinor, c.currency),
    currency: c.currency,
    updatedAt: c.updatedAt.toISOString(),
    remindersSent: c.remindersSent,
    lastReminderAt: c.lastReminderAt?.toISOString() ?? null,
    optedOut,
    recoveredOrder:
      c.recovered && c.orderId && orderNumber !== null
        ? {
            orderId: c.orderId,
            orderNumber,
            total: toDecimal(Number(orderTotalMinor ?? 0), c.currency),
          }
        : null,
  };
}

/** The store's recovery email settings. */
export async function getRecoverySettings(db: Db, storeId: string): Promise<RecoverySettings> {
  const [row] = await db
    .select({ delay: stores.recoveryEmailDelay, secondReminder: stores.recoverySecondReminder })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw storeNotFound();
  return { storeId, ...row };
}

export async function updateRecoverySettings(
  db: Db,
  body: RecoverySettings,
  now: Date,
): Promise<RecoverySettings> {
  const [row] = await db
    .update(stores)
    .set({
      recoveryEmailDelay: body.delay,
      recoverySecondReminder: body.secondReminder,
      updatedAt: now,
    })
    .where(eq(stores.id, body.storeId))
    .returning({
      delay: stores.recoveryEmailDelay,
      secondReminder: stores.recoverySecondReminder,
    });
  if (!row) throw storeNotFound();
  return { storeId: body.storeId, ...row };
}
