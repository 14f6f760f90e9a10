/**
 * Places an order in one transaction: an advisory lock on (store, idempotency key) so a
 * retried submit waits for the first and gets its order; prices recomputed from the
 * database; guarded stock decrements (`stock >= q`, in a fixed row order so two checkouts
 * never deadlock); the next order number from the store row (taken last: the store-wide
 * lock is held only for the final inserts); the order, its items and both outbox emails.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  applyCheckoutFieldSettings,
  countryName,
  paymentMethodLabels,
  quoteShipping,
  readCheckoutSettings,
  type ShippingQuote,
  type CheckoutBody,
  type CheckoutLineState,
  type OrderDto,
} from '../../shared';
import type { Db } from '../db/client';
import {
  orderItems,
  orders,
  products,
  productVariations,
  storeMembers,
  stores,
  users,
} from '../db/schema';
import { assertStoreOpen } from '../billing/closed-store';
import { HttpError, type FieldError } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import {
  compareItems,
  getOrderItems,
  toOrderDto,
  type OrderItemRow,
  type OrderRow,
} from './order-dto';
import { orderCustomerEmail, orderMerchantEmail } from './order-emails';
import { storeLinkOrigin, type LinkBase } from './store-links';
import { appendOrderEvent, queueOrderEmail, shopperActor } from './order-events';
import {
  getCheckoutStore,
  getCheckoutZones,
  loadCatalogue,
  offeredPaymentMethods,
  orderTotals,
  pricedWeightGrams,
  priceLines,
  toDecimal,
  toMinor,
  type CheckoutStore,
  type DbOrTx,
  type PricedLine,
  type QuotedRateRow,
  type QuotedZoneRow,
} from './pricing';

export interface PlacedOrder {
  order: OrderDto;
  /** The order row's idempotency key (the confirmation token is derived from it). */
  idempotencyKey: string;
  /** false when the key had been used already and this is that order again. */
  created: boolean;
  /** True when a decrement took some row's stock to 0 (storefront pages show it). */
  soldOut: boolean;
}

/** A 409 the checkout page explains line by line. */
function conflict(
  message: string,
  details: FieldError[],
  extra: { lines?: CheckoutLineState[]; total?: number },
): HttpError {
  return new HttpError(409, message, details, extra);
}

/** The 409 of a shipping rate this order cannot have (country, weight or subtotal). */
function shippingNotOffered(
  country: string,
  rateName: string,
  quote: ShippingQuote<QuotedZoneRow, QuotedRateRow>,
): HttpError {
  const where = countryName(country);
  const message = !quote.zone?.rates.length
    ? `We don't ship to ${where} yet`
    : !quote.zone.rates.some((r) => r.row.name === rateName)
      ? `${rateName} does not ship to ${where}`
      : `${rateName} is not available for this order`;
  return new HttpError(409, message, [
    {
      field: 'shippingRateId',
      message: quote.options.length ? `${message}: choose another shipping method` : message,
    },
  ]);
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '') === (b ?? '');

/** True when `body` asks for exactly what `order` holds (the idempotency comparison). */
function sameRequest(body: CheckoutBody, order: OrderRow, items: OrderItemRow[]): boolean {
  const a = order.shippingAddress;
  const head =
    sameText(order.customerName, body.customer.name) &&
    sameText(order.customerEmail, body.customer.email) &&
    sameText(order.customerPhone, body.customer.phone) &&
    sameText(a.company, body.address.company) &&
    sameText(a.line1, body.address.line1) &&
    sameText(a.line2, body.address.line2) &&
    sameText(a.city, body.address.city) &&
    sameText(a.region, body.address.region) &&
    sameText(a.postalCode, body.address.postalCode) &&
    sameText(a.country, body.address.country) &&
    sameText(order.shippingRateId, body.shippingRateId) &&
    order.paymentMethod === body.paymentMethod &&
    sameText(order.note, body.note);
  if (!head || items.length !== body.lines.length) return false;
  const key = (productId: string | null, variationId: string | null, quantity: number) =>
    `${productId ?? ''}/${variationId ?? ''}/${quantity}`;
  const ordered = items.map((i) => key(i.productId, i.variationId, i.quantity)).sort();
  const asked = body.lines.map((l) => key(l.productId, l.variationId, l.quantity)).sort();
  return ordered.every((k, i) => k === asked[i]);
}

/** Where the merchant's notice goes: the store's contact email, else its owner's. */
export async function merchantAddress(
  tx: DbOrTx,
  store: Pick<CheckoutStore, 'id' | 'contactEmail'>,
): Promise<string | null> {
  if (store.contactEmail.trim()) return store.contactEmail.trim();
  const [owner] = await tx
    .select({ email: users.email })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, store.id), eq(storeMembers.role, 'owner')))
    .orderBy(storeMembers.createdAt)
    .limit(1);
  return owner?.email ?? null;
}

/** Takes `line.quantity` from its stock row unless that would go below 0; the remaining stock, or null. */
async function takeStock(tx: DbOrTx, storeId: string, line: PricedLine): Promise<number | null> {
  const q = line.quantity;
  if (line.variation) {
    const [row] = await tx
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} - ${q}` })
      .where(
        and(
          eq(productVariations.id, line.variation.id),
          eq(productVariations.storeId, storeId),
          gte(productVariations.stock, q),
        ),
      )
      .returning({ stock: productVariations.stock });
    return row ? row.stock : null;
  }
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${q}` })
    .where(
      and(eq(products.id, line.product.id), eq(products.storeId, storeId), gte(products.stock, q)),
    )
    .returning({ stock: products.stock });
  return row ? row.stock : null;
}

/** Stock rows in one global order (variations, then products, by id): no lock cycles. */
export function stockRowOrder(
  a: { variationId: string | null; productId: string | null },
  b: typeof a,
) {
  const key = (x: typeof a) => (x.variationId ? `0:${x.variationId}` : `1:${x.productId ?? ''}`);
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

class OutOfStockDuringCommit extends Error {
  constructor(readonly index: number) {
    super('out of stock');
  }
}

async function replay(
  tx: DbOrTx,
  body: CheckoutBody,
  store: CheckoutStore,
  existing: OrderRow,
): Promise<PlacedOrder> {
  const items = (await getOrderItems(tx, store.id, [existing.id])).get(existing.id) ?? [];
  if (!sameRequest(body, existing, items)) {
    throw new HttpError(409, 'This idempotency key was used for a different order', [
      {
        field: 'idempotencyKey',
        message: 'Already used for a different order: send a new key for a new order',
      },
    ]);
  }
  return {
    order: toOrderDto(existing, items, store),
    idempotencyKey: existing.idempotencyKey,
    created: false,
    soldOut: false,
  };
}

async function findByKey(tx: DbOrTx, storeId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * `requested` as the store's current checkout settings read it: hidden fields dropped (never
 * stored, never required), and the required fields it leaves empty.
 */
function withCheckoutSettings(requested: CheckoutBody, store: CheckoutStore) {
  return applyCheckoutFieldSettings(requested, readCheckoutSettings(store.checkoutSettings).fields);
}

/** What the store refuses in `body`: a payment method it has turned off, required fields left empty. */
function refusedByStore(body: CheckoutBody, store: CheckoutStore, missing: FieldError[]) {
  const refused: FieldError[] = [];
  if (!offeredPaymentMethods(store).includes(body.paymentMethod)) {
    refused.push({
      field: 'paymentMethod',
      message:
        body.paymentMethod === 'cod'
          ? 'This store does not take cash on delivery'
          : 'This store does not take bank transfers',
    });
  }
  refused.push(...missing);
  return refused.length
    ? new HttpError(400, `Invalid body: ${refused.map((f) => f.field).join(', ')}`, refused)
    : null;
}

/** The cash-on-delivery fee a `method` order pays (minor units). */
export const paymentFeeMinor = (
  store: Pick<CheckoutStore, 'codFeeMinor'>,
  method: CheckoutBody['paymentMethod'],
) => (method === 'cod' ? store.codFeeMinor : 0);

/**
 * Places the order `requested` asks for (see the module header), read through the store's
 * current payment and checkout settings; throws HttpErrors for the caller.
 */
export async function placeOrder(
  db: Db,
  requested: CheckoutBody,
  now: Date,
  /** How to build the store's links (its logo in the confirmation email). */
  links?: LinkBase,
  /** The billing grace (config): an unpaid owner's store takes no orders (403). */
  graceMs = 0,
): Promise<PlacedOrder> {
  try {
    return await db.transaction(async (tx) => {
      // Same store and key: wait for the other attempt, then see its order.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${requested.storeId}:${requested.idempotencyKey}`}, 0))`,
      );
      const store = await getCheckoutStore(tx, requested.storeId);
      if (!store) {
        throw new HttpError(404, 'Store not found', [
          { field: 'storeId', message: 'No such store' },
        ]);
      }
      const { body, missing } = withCheckoutSettings(requested, store);
      const existing = await findByKey(tx, store.id, body.idempotencyKey);
      if (existing) return replay(tx, body, store, existing);
      // The owner has not paid: the store is closed to shoppers (billing/closed-store.ts).
      await assertStoreOpen(tx, store.id, now, graceMs);

      const refused = refusedByStore(body, store, missing);
      if (refused) throw refused;
      const catalogue = await loadCatalogue(
        tx,
        store.id,
        body.lines.map((l) => l.productId),
      );
      const zones = await getCheckoutZones(tx, store.id);
      const rate = zones.flatMap((z) => z.rates).find((r) => r.row.id === body.shippingRateId);
      if (!rate) {
        throw new HttpError(409, 'This shipping method is no longer available', [
          { field: 'shippingRateId', message: 'Choose another shipping method' },
        ]);
      }
      const priced = priceLines(body.lines, catalogue, store.currency);
      if (priced.problems.length) {
        throw conflict(
          priced.problems.length === 1
            ? (priced.problems[0]?.message ?? 'An item cannot be ordered')
            : 'Some items cannot be ordered as they are',
          priced.problems,
          { lines: priced.states },
        );
      }
      // Shipping from the country, subtotal and weight the server knows: never the client's.
      const weightGrams = pricedWeightGrams(priced);
      const quote = quoteShipping(zones, body.address.country, {
        subtotal: priced.subtotalMinor,
        weightGrams,
      });
      const shipping = quote.options.find((o) => o.rate === rate);
      if (!shipping) throw shippingNotOffered(body.address.country, rate.row.name, quote);
      const baseTotals = orderTotals(priced.subtotalMinor, shipping.cost);
      const feeMinor = paymentFeeMinor(store, body.paymentMethod);
      const totals = { ...baseTotals, totalMinor: baseTotals.totalMinor + feeMinor };
      if (
        body.expectedTotal !== undefined &&
        toMinor(body.expectedTotal, store.currency) !== totals.totalMinor
      ) {
        throw conflict(
          'Prices have changed since you opened checkout',
          [
            {
              field: 'expectedTotal',
              message: `The total is now ${toDecimal(totals.totalMinor, store.currency).toFixed(2)}`,
            },
          ],
          { lines: priced.states, total: toDecimal(totals.totalMinor, store.currency) },
        );
      }

      // Read before the first decrement: row locks are held from there to the commit.
      const merchant = await merchantAddress(tx, store);
      let soldOut = false;
      for (const line of [...priced.lines].sort((a, b) =>
        stockRowOrder(
          { variationId: a.variation?.id ?? null, productId: a.product.id },
          { variationId: b.variation?.id ?? null, productId: b.product.id },
        ),
      )) {
        const left = await takeStock(tx, store.id, line);
        if (left === null) throw new OutOfStockDuringCommit(line.index);
        if (left === 0) soldOut = true;
      }

      // Taken last: the store row stays locked only for the inserts below.
      const [numbered] = await tx
        .update(stores)
        .set({ nextOrderNumber: sql`${stores.nextOrderNumber} + 1` })
        .where(eq(stores.id, store.id))
        .returning({ orderNumber: sql<number>`${stores.nextOrderNumber} - 1` });
      if (!numbered) throw new Error('store row vanished during checkout');

      const [order] = await tx
        .insert(orders)
        .values({
          storeId: store.id,
          orderNumber: Number(numbered.orderNumber),
          status: 'pending',
          customerName: body.customer.name,
          customerEmail: body.customer.email,
          customerPhone: body.customer.phone,
          shippingAddress: body.address,
          shippingRateId: rate.row.id,
          shippingMethodName: rate.row.name,
          paymentMethod: body.paymentMethod,
          paymentStatus: 'unpaid',
          currency: store.currency,
          subtotalMinor: totals.subtotalMinor,
          shippingMinor: totals.shippingMinor,
          paymentFeeMinor: feeMinor,
          totalMinor: totals.totalMinor,
          itemCount: priced.lines.reduce((n, l) => n + l.quantity, 0),
          weightGrams,
          note: body.note,
          idempotencyKey: body.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!order) throw new Error('order insert returned no row');
      const items = await tx
        .insert(orderItems)
        .values(
          priced.lines.map((l) => ({
            storeId: store.id,
            orderId: order.id,
            orderCreatedAt: order.createdAt,
            productId: l.product.id,
            variationId: l.variation?.id ?? null,
            name: l.product.name,
            variationLabel: l.label,
            image: l.variation?.image || l.product.productImage,
            unitPriceMinor: l.unitPriceMinor,
            quantity: l.quantity,
            lineTotalMinor: l.lineTotalMinor,
          })),
        )
        .returning();
      items.sort(compareItems);
      const dto = toOrderDto(order, items, store);
      // The timeline starts: placed by the shopper, then each email queued with it.
      await appendOrderEvent(
        tx,
        store.id,
        order.id,
        {
          kind: 'placed',
          message: `Order placed (${paymentMethodLabels[order.paymentMethod]})`,
          data: { total: dto.total, itemCount: order.itemCount },
          actor: shopperActor(order),
        },
        now,
      );
      const origin = links ? storeLinkOrigin(store, links) : undefined;
      await queueOrderEmail(tx, store.id, order.id, orderCustomerEmail(dto, store, origin), now);
      if (merchant) {
        await queueOrderEmail(
          tx,
          store.id,
          order.id,
          orderMerchantEmail(dto, store, merchant),
          now,
        );
      }
      return { order: dto, idempotencyKey: order.idempotencyKey, created: true, soldOut };
    });
  } catch (error) {
    if (error instanceof OutOfStockDuringCommit) {
      // Another buyer took the last units between our read and our decrement: answer with
      // the stock as it is now (read after the rollback).
      const catalogue = await loadCatalogue(
        db,
        requested.storeId,
        requested.lines.map((l) => l.productId),
      );
      const store = await getCheckoutStore(db, requested.storeId);
      const priced = priceLines(requested.lines, catalogue, store?.currency ?? 'USD');
      const details = priced.problems.length
        ? priced.problems
        : [{ field: `lines[${error.index}]`, message: 'This item just sold out' }];
      const lines = priced.states.map((s) =>
        s.index === error.index && s.status === 'ok'
          ? { ...s, status: 'insufficient_stock' as const }
          : s,
      );
      throw conflict(
        details.length === 1
          ? (details[0]?.message ?? 'Out of stock')
          : 'Some items are out of stock',
        details,
        { lines },
      );
    }
    if (isUniqueViolation(error)) {
      // The advisory lock makes this rare (a hash collision at most): read the winner's order.
      const store = await getCheckoutStore(db, requested.storeId);
      const existing = store ? await findByKey(db, store.id, requested.idempotencyKey) : undefined;
      if (store && existing) {
        return replay(db, withCheckoutSettings(requested, store).body, store, existing);
      }
    }
    throw error;
  }
}
