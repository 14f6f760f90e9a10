/**
 * Places an order. First, outside any transaction, it reads what the order needs (the store,
 * its owner's subscription, the lines' products and stock, the shipping rates) and checks it:
 * a refusal — a sold-out line above all, in a rush — is answered from those reads without a
 * transaction or a lock, after one look at the idempotency key (a retry of an order already
 * placed gets that order, even when its units are gone now). Then one short transaction:
 * guarded decrements `stock >= q` (one conditional UPDATE per stock row, in a fixed row order
 * so two checkouts never deadlock; none matching means another buyer got there first), then
 * ONE statement taking the next order number from the store row and writing the order and its
 * items, then ONE writing both outbox emails and the timeline events, then the commit — so the
 * store-wide row lock is held for two statements. Two attempts with one key: the second's
 * insert waits on the unique index (store, idempotency key) for the first's commit, fails,
 * rolls back (its stock comes back) and answers the first's order.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gte, is, ne, or, sql, SQL, type Placeholder } from 'drizzle-orm';
import {
  toDecimal,
  formatMoney,
  MAX_ORDER_TOTAL_MINOR,
  toDecimalString,
  toMinor,
  applyCheckoutFieldSettings,
  codeRefusalMessage,
  normaliseCode,
  priceOrder,
  toDiscountRule,
  type PricedOrderAmounts,
  type PricingInput,
  countryName,
  paymentMethodLabels,
  quoteShipping,
  readCheckoutSettings,
  type ShippingQuote,
  type CheckoutBody,
  type CheckoutLineState,
  type OrderDto,
  regionRequired,
  type TaxRateRule,
} from '../../shared';
import type { Db } from '../db/client';
import {
  discounts,
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  products,
  productVariations,
  orderCounters,
} from '../db/schema';
import { storeClosedError, storeIsClosed } from '../billing/closed-store';
import { readCheckout, selectOwnerEmail } from './checkout-read';
import { insertSelect, prebuiltSql } from '../db/sql-rows';
import { outboxRow } from '../email/outbox';
import { HttpError, notFound, type FieldError } from '../http/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import {
  compareItems,
  getOrderItems,
  toOrderDto,
  type OrderItemRow,
  type OrderRow,
} from './order-dto';
import { orderCustomerEmail, orderMerchantEmail } from './order-emails';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { emailQueuedEvent, newOrderEventRows, shopperActor } from './order-events';
import {
  pricedNeedsShipping,
  taxOrigin,
  pricedWeightGrams,
  priceLines,
  type Catalogue,
  type CheckoutStore,
  type DbOrTx,
  type PricedCart,
  type PricedLine,
  type QuotedRateRow,
  type QuotedZoneRow,
} from './pricing';
import { paymentFeeMinor, paymentMethodRule } from './payment-methods';
import { claimDiscountUse, type ClaimRefusal } from '../discounts/usage';
import { shippedTaxDestination } from '../taxes/regions';

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

/**
 * True when `body` asks for what `order` holds (the idempotency comparison). An order with
 * nothing shipped kept no address or rate, so whatever the body says of them does not count.
 */
function sameRequest(body: CheckoutBody, order: OrderRow, items: OrderItemRow[]): boolean {
  const a = order.shippingAddress;
  const b = body.address;
  const sameShipping =
    a === null ||
    (b !== null &&
      sameText(a.company, b.company) &&
      sameText(a.line1, b.line1) &&
      sameText(a.line2, b.line2) &&
      sameText(a.city, b.city) &&
      sameText(a.region, b.region) &&
      sameText(a.postalCode, b.postalCode) &&
      sameText(a.country, b.country) &&
      sameText(order.shippingRateId, body.shippingRateId));
  const head =
    sameText(order.customerName, body.customer.name) &&
    sameText(order.customerEmail, body.customer.email) &&
    sameText(order.customerPhone, body.customer.phone) &&
    sameShipping &&
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
  const [owner] = await selectOwnerEmail(tx, store.id);
  return owner?.email ?? null;
}

/** Which stock row a line takes from: its variation's, else its product's. */
const stockRow = (line: PricedLine) =>
  line.variation
    ? { kind: 'variation' as const, id: line.variation.id }
    : { kind: 'product' as const, id: line.product.id };

/**
 * The conditional UPDATE taking `quantity` from a stock row as its inventory policy says
 * (shared `InventoryPolicy`): `deny` unless that would go below 0, `continue` always (below 0
 * is a backorder), `untracked` takes nothing. Returns the units still sellable (`left`; null:
 * no limit), or no row when refused. Values may be placeholders (a prebuilt statement).
 */
function stockUpdate(
  tx: DbOrTx,
  kind: 'variation' | 'product',
  id: string | Placeholder,
  storeId: string | Placeholder,
  quantity: number | Placeholder,
) {
  const table = kind === 'variation' ? productVariations : products;
  return tx
    .update(table)
    .set({
      stock: sql`case when ${table.inventoryPolicy} = 'untracked' then ${table.stock} else ${table.stock} - ${quantity} end`,
    })
    .where(
      and(
        eq(table.id, id),
        eq(table.storeId, storeId),
        or(ne(table.inventoryPolicy, 'deny'), gte(table.stock, quantity)),
      ),
    )
    .returning({
      left: sql<
        number | null
      >`case when ${table.inventoryPolicy} = 'deny' then ${table.stock} end`.as('units_left'),
    });
}

/**
 * Takes `line.quantity` from its stock row (`stockUpdate`): the units still sellable there
 * (null: no limit), or undefined when the row had too few.
 */
async function takeStock(
  tx: DbOrTx,
  storeId: string,
  line: PricedLine,
): Promise<number | null | undefined> {
  const { kind, id } = stockRow(line);
  const [row] = await stockUpdate(tx, kind, id, storeId, line.quantity);
  return row ? row.left : undefined;
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

/** A discount's last use went to another order meanwhile (or this customer's are used). */
class DiscountUseRefused extends Error {
  constructor(
    readonly discountId: string,
    readonly reason: ClaimRefusal,
  ) {
    super('discount used up');
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
function withCheckoutSettings(
  requested: CheckoutBody,
  store: CheckoutStore,
  taxRates: readonly TaxRateRule[],
) {
  const fields = readCheckoutSettings(store.checkoutSettings).fields;
  // Where the store's tax depends on the region, the address must name one (as the form asks).
  const regional = requested.address && regionRequired(taxRates, requested.address.country);
  return applyCheckoutFieldSettings(
    requested,
    regional ? { ...fields, region: 'required' } : fields,
  );
}

/** What the store refuses in `body`: a payment method it has turned off, required fields left empty. */
function refusedByStore(body: CheckoutBody, store: CheckoutStore, missing: FieldError[]) {
  const refused: FieldError[] = [];
  const method = paymentMethodRule(body.paymentMethod);
  if (!method.offered(store)) refused.push({ field: 'paymentMethod', message: method.notOffered });
  refused.push(...missing);
  return refused.length
    ? new HttpError(400, `Invalid body: ${refused.map((f) => f.field).join(', ')}`, refused)
    : null;
}

/** Everything checked before the transaction: what the order will be, or why it cannot be. */
interface PreparedOrder {
  store: CheckoutStore;
  body: CheckoutBody;
  priced: PricedCart;
  /** The shipping rate; null when nothing in the order is shipped. */
  rate: QuotedRateRow | null;
  weightGrams: number;
  /** Lines and totals with discounts and taxes (shared/pricing/). */
  amounts: PricedOrderAmounts;
  /** What it was priced with (a discount found used up when written re-prices with them). */
  pricing: PricingInput;
  feeMinor: number;
  merchant: string | null;
  /** The read the order was priced from (a refusal re-prices from it). */
  catalogue: Catalogue;
  /** The discounts with a usage limit: their uses are claimed before the order is written. */
  limitedDiscountIds: ReadonlySet<string>;
}

/**
 * Reads what the order needs in one statement outside any transaction (checkout-read.ts: no
 * lock is taken, so a sold-out rush is answered without queueing behind the buyers who get
 * the units) and checks it in the order the API has always answered: unknown store (404), the
 * key's own order (its replay), closed store (403), payment method and required fields (400),
 * the lines (409, each `lines[i]`), shipping (409), the total the shopper saw (409).
 */
async function prepareOrder(
  db: Db,
  requested: CheckoutBody,
  now: Date,
  graceMs: number,
): Promise<
  | { kind: 'write'; order: PreparedOrder }
  | { kind: 'replay'; placed: PlacedOrder }
  | { kind: 'refused'; error: HttpError }
> {
  const read = await readCheckout(
    db,
    requested.storeId,
    requested.lines.map((l) => l.productId),
    requested.idempotencyKey,
    { codes: requested.discountCodes, now },
  );
  const { store, catalogue, zones } = read;
  if (!store) {
    const error = notFound('Store not found', 'storeId', 'No such store');
    return { kind: 'refused', error };
  }
  const { body, missing } = withCheckoutSettings(requested, store, read.taxRates);
  if (read.existingOrderId) {
    const existing = await findByKey(db, store.id, body.idempotencyKey);
    if (existing) return { kind: 'replay', placed: await replay(db, body, store, existing) };
  }
  const refuse = (error: HttpError) => ({ kind: 'refused' as const, error });
  // The owner has not paid: the store is closed to shoppers (billing/closed-store.ts).
  if (storeIsClosed(read.ownerSubscription, now, graceMs)) return refuse(storeClosedError());
  const refused = refusedByStore(body, store, missing);
  if (refused) return refuse(refused);
  const priced = priceLines(body.lines, catalogue, store.currency);
  if (priced.problems.length) {
    return refuse(
      conflict(
        priced.problems.length === 1
          ? (priced.problems[0]?.message ?? 'An item cannot be ordered')
          : 'Some items cannot be ordered as they are',
        priced.problems,
        { lines: priced.states },
      ),
    );
  }
  // The merchant's notice goes to the store's contact email, else its owner's.
  const merchant = store.contactEmail.trim() || read.ownerEmail;
  // Nothing to send (services, downloads): no address, no rate, no shipping to pay.
  const shipped = shippingOf(body, priced, zones);
  if (shipped.kind === 'refused') return refuse(shipped.error);
  const { rate, weightGrams, costMinor } = shipped;
  const feeMinor = paymentFeeMinor(store, body.paymentMethod);
  // Shipped: taxed where it goes (a region of the list where the rates depend on it).
  const destination =
    rate && body.address ? shippedTaxDestination(body.address, read.taxRates) : taxOrigin(store);
  if (destination instanceof HttpError) return refuse(destination);
  // Discounts and taxes: the same function the shopper's cart and checkout priced with.
  const pricing: PricingInput = {
    lines: priced.lines.map((l) => ({
      key: String(l.index),
      productId: l.product.id,
      categoryIds: read.categoriesByProduct.get(l.product.id) ?? [],
      unitPriceMinor: l.unitPriceMinor,
      quantity: l.quantity,
      taxExempt: l.product.taxExempt,
    })),
    discounts: read.discounts.map((d) => toDiscountRule(d, store.currency)),
    codes: body.discountCodes,
    shipping: rate ? { costMinor, zoneId: rate.row.zoneId } : null,
    feeMinor,
    tax: {
      pricesIncludeTax: store.pricesIncludeTax,
      taxShipping: store.taxShipping,
      rates: read.taxRates,
    },
    destination,
    now: now.getTime(),
  };
  const amounts = priceOrder(pricing);
  const refusedCode = codeRefusal(body, amounts, store.currency);
  if (refusedCode) return refuse(refusedCode);
  const totals = { totalMinor: amounts.totalMinor };
  if (totals.totalMinor > MAX_ORDER_TOTAL_MINOR) {
    const most = formatMoney(MAX_ORDER_TOTAL_MINOR, store.currency);
    return refuse(
      new HttpError(409, `This order is too large to place online: its total is above ${most}`, [
        { field: 'lines', message: `Order fewer items: the total may be at most ${most}` },
      ]),
    );
  }
  if (
    body.expectedTotal !== undefined &&
    toMinor(body.expectedTotal, store.currency) !== totals.totalMinor
  ) {
    return refuse(
      conflict(
        'Prices have changed since you opened checkout',
        [
          {
            field: 'expectedTotal',
            message: `The total is now ${toDecimalString(totals.totalMinor, store.currency)}`,
          },
        ],
        { lines: priced.states, total: toDecimal(totals.totalMinor, store.currency) },
      ),
    );
  }
  return {
    kind: 'write',
    order: {
      store,
      body: rate ? body : { ...body, address: null, shippingRateId: null },
      priced,
      rate,
      weightGrams,
      amounts,
      pricing,
      feeMinor,
      merchant,
      catalogue,
      limitedDiscountIds: read.limitedDiscountIds,
    },
  };
}

/**
 * The 409 of an entered code that does not apply (the first, in the order entered): it names
 * the code's field and says why, with the total without it, so the shopper can pay that.
 */
function codeRefusal(
  body: CheckoutBody,
  amounts: PricedOrderAmounts,
  currency: string,
): HttpError | null {
  const refused = amounts.codes.find((c) => c.status === 'refused');
  if (!refused) return null;
  const index = body.discountCodes.findIndex((c) => normaliseCode(c) === refused.code);
  const message = codeRefusalMessage(refused, currency) ?? 'This code does not apply';
  return new HttpError(409, message, [{ field: `discountCodes.${Math.max(0, index)}`, message }], {
    total: toDecimal(amounts.totalMinor, currency),
  });
}

/**
 * The order's shipping: for a cart with something to send, the address (400 without one), the
 * rate (400 without one, 409 when gone or not offered) and its cost from the country, subtotal
 * and weight the server knows (never the client's); for a cart with nothing to send, none.
 */
function shippingOf(
  body: CheckoutBody,
  priced: PricedCart,
  zones: QuotedZoneRow[],
):
  | { kind: 'shipping'; rate: QuotedRateRow | null; weightGrams: number; costMinor: number }
  | { kind: 'refused'; error: HttpError } {
  if (!pricedNeedsShipping(priced)) {
    return { kind: 'shipping', rate: null, weightGrams: 0, costMinor: 0 };
  }
  const { address, shippingRateId } = body;
  if (!address || !shippingRateId) {
    const missing: FieldError[] = [];
    if (!address) missing.push({ field: 'address', message: 'Enter the address to ship to' });
    if (!shippingRateId) {
      missing.push({ field: 'shippingRateId', message: 'Choose a shipping method' });
    }
    const error = new HttpError(
      400,
      `Invalid body: ${missing.map((f) => f.field).join(', ')}`,
      missing,
    );
    return { kind: 'refused', error };
  }
  const rate = zones.flatMap((z) => z.rates).find((r) => r.row.id === shippingRateId);
  if (!rate) {
    const error = new HttpError(409, 'This shipping method is no longer available', [
      { field: 'shippingRateId', message: 'Choose another shipping method' },
    ]);
    return { kind: 'refused', error };
  }
  const weightGrams = pricedWeightGrams(priced);
  const quote = quoteShipping(zones, address.country, {
    subtotal: priced.subtotalMinor,
    weightGrams,
  });
  const shipping = quote.options.find((o) => o.rate === rate);
  if (!shipping) {
    return { kind: 'refused', error: shippingNotOffered(address.country, rate.row.name, quote) };
  }
  return { kind: 'shipping', rate, weightGrams, costMinor: shipping.cost };
}

/**
 * Stands for the order number in the emails and events written with the order, replaced by the
 * number in the same statement: a random 15-digit number, so no text a shopper typed holds it.
 */
const numberMarker = () => 100_000_000_000_000 + randomInt(2 ** 47);

/**
 * The order statement's count of the uses of `n` discounts without a limit (placeholders
 * `d<i>.id`, `d<i>.saved`, in id order): run only once the order is numbered, their rows
 * locked in id order so two orders never wait on each other in a cycle.
 */
function countedUses(n: number, storeId: Placeholder) {
  const ids = sql.join(
    Array.from({ length: n }, (_, i) => sql`cast(${sql.placeholder(`d${i}.id`)} as uuid)`),
    sql`, `,
  );
  const saved = sql.join(
    Array.from(
      { length: n },
      (_, i) =>
        sql`(cast(${sql.placeholder(`d${i}.id`)} as uuid), cast(${sql.placeholder(`d${i}.saved`)} as bigint))`,
    ),
    sql`, `,
  );
  return sql`locked as materialized (select d.id from ${discounts} d
      where d.store_id = cast(${storeId} as uuid) and d.id in (${ids})
        and exists (select 1 from numbered)
      order by d.id for update),
    counted as (update ${discounts} set used_count = ${discounts.usedCount} + 1,
        saved_minor = ${discounts.savedMinor} + v.saved
      from locked, (values ${saved}) as v(id, saved)
      where ${discounts.storeId} = cast(${storeId} as uuid) and ${discounts.id} = locked.id
        and v.id = locked.id
      returning ${discounts.id}),`;
}

/**
 * The order's customer, in the order's statement once it is numbered: the store's customer of
 * the email (made now for a first order), one order more and its total spent (a new order is
 * neither cancelled nor refunded: server/customers/customer-stats.ts keeps the rest), named
 * and reached by this order when they had no name or phone yet. Answers their id.
 */
function buyerUpsert(storeId: Placeholder) {
  const at = sql`cast(${sql.placeholder('at')} as timestamptz)`;
  const text = (name: string) => sql`cast(${sql.placeholder(name)} as text)`;
  return sql`insert into customers (store_id, email, name, phone, orders_count,
      total_spent_minor, first_order_at, last_order_at, created_at, updated_at)
    select cast(${storeId} as uuid), ${text('buyerEmail')}, ${text('buyerName')},
      ${text('buyerPhone')}, 1, cast(${sql.placeholder('buyerSpent')} as bigint), ${at}, ${at},
      ${at}, ${at}
    where exists (select 1 from numbered)
    on conflict (store_id, email) do update set
      orders_count = customers.orders_count + 1,
      total_spent_minor = customers.total_spent_minor + excluded.total_spent_minor,
      first_order_at = coalesce(customers.first_order_at, excluded.first_order_at),
      last_order_at = greatest(customers.last_order_at, excluded.last_order_at),
      name = case when customers.name = '' then excluded.name else customers.name end,
      phone = case when customers.phone = '' then excluded.phone else customers.phone end,
      updated_at = excluded.updated_at
    returning id`;
}

/**
 * The shopper's saved checkout this order completes (server/abandoned-checkouts/): it leaves the
 * abandoned list, recovered when a reminder had been sent to it by now.
 */
function completeCheckout(storeId: Placeholder) {
  return sql`completed as (update checkouts set
      order_id = cast(${sql.placeholder('orderId')} as uuid),
      completed_at = cast(${sql.placeholder('at')} as timestamptz),
      recovered = checkouts.reminders_sent > 0,
      updated_at = cast(${sql.placeholder('at')} as timestamptz)
    where store_id = cast(${storeId} as uuid)
      and id = cast(${sql.placeholder('checkoutId')} as uuid)
      and order_id is null
      and exists (select 1 from numbered))`;
}

/** The write statements built so far, by shape (see writeOrder). */
const writeStatements = new Map<string, ReturnType<typeof prebuiltSql>>();

/**
 * Writes `prepared` (see the module header): the stock rows but the last are taken one by one
 * in their fixed order inside a transaction; then ONE statement takes the last stock row, the
 * next order number (only when that row had the units) and writes the order, its items, both
 * outbox emails and the timeline events. A one-row cart is that statement alone (a statement
 * is a transaction), so its row locks are held inside the database only, for no round trip.
 */
async function writeOrder(
  db: Db,
  prepared: PreparedOrder,
  now: Date,
  links: LinkConfig | undefined,
): Promise<{ placed: PlacedOrder; left: number | null }> {
  const { store, body, priced, rate, weightGrams, amounts, feeMinor, merchant } = prepared;
  const lineAmounts = new Map(amounts.lines.map((l) => [l.key, l]));
  const marker = numberMarker();
  const markerText = String(marker);
  // The order and its items as written: every column given, so nothing is read back.
  const draft: OrderRow = {
    id: randomUUID(),
    storeId: store.id,
    orderNumber: marker,
    status: 'pending',
    customerName: body.customer.name,
    customerEmail: body.customer.email,
    customerPhone: body.customer.phone,
    shippingAddress: body.address,
    shippingRateId: rate?.row.id ?? null,
    shippingMethodName: rate?.row.name ?? '',
    paymentMethod: body.paymentMethod,
    paymentStatus: 'unpaid',
    currency: store.currency,
    subtotalMinor: amounts.subtotalMinor,
    discountMinor: amounts.discountMinor,
    shippingMinor: amounts.shippingMinor,
    shippingDiscountMinor: amounts.shippingDiscountMinor,
    taxMinor: amounts.taxMinor,
    taxIncluded: amounts.taxIncluded,
    discountLines: amounts.applied.map((a) => ({
      discountId: a.id,
      title: a.title,
      code: a.code,
      kind: a.class,
      amountMinor: a.amountMinor,
    })),
    taxLines: amounts.taxLines.map((t) => ({
      name: t.name,
      ratePpm: t.ratePpm,
      amountMinor: t.amountMinor,
    })),
    paymentFeeMinor: feeMinor,
    totalMinor: amounts.totalMinor,
    refundedMinor: 0,
    itemCount: priced.lines.reduce((n, l) => n + l.quantity, 0),
    weightGrams,
    carrier: '',
    trackingNumber: '',
    trackingUrl: '',
    paidAt: null,
    paymentReview: null,
    testMode: body.paymentMethod === 'card' && store.cardMode === 'test',
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    // Set by the statement: the store's customer of this email (`buyer` below).
    customerId: null,
    createdAt: now,
    updatedAt: now,
  };
  const items: OrderItemRow[] = priced.lines.map((l) => ({
    id: randomUUID(),
    storeId: store.id,
    orderId: draft.id,
    orderCreatedAt: now,
    productId: l.product.id,
    variationId: l.variation?.id ?? null,
    name: l.product.name,
    variationLabel: l.label,
    image: l.variation?.image || l.product.productImage,
    unitPriceMinor: l.unitPriceMinor,
    quantity: l.quantity,
    lineTotalMinor: l.lineTotalMinor,
    discountMinor: lineAmounts.get(String(l.index))?.discountMinor ?? 0,
    taxMinor: lineAmounts.get(String(l.index))?.taxMinor ?? 0,
  }));
  items.sort(compareItems);

  // Emails rendered before the statement, with the marker for the number.
  const origin = links ? storeLinkOrigin(store, links) : undefined;
  const drafted = toOrderDto(draft, items, store);
  // An online payment's order is emailed once it is paid (server/payments/card-payments.ts):
  // a page left unpaid is no order to thank anyone for.
  const emails = (
    paymentMethodRule(draft.paymentMethod).online
      ? []
      : [
          orderCustomerEmail(drafted, store, origin),
          ...(merchant ? [orderMerchantEmail(drafted, store, merchant)] : []),
        ]
  ).map((email) => ({ email: { ...email, storeId: store.id }, outboxId: randomUUID() }));
  const events = newOrderEventRows(
    store.id,
    draft.id,
    [
      // The timeline starts: placed by the shopper, then each email queued with it.
      {
        kind: 'placed',
        message: `Order placed (${paymentMethodLabels[draft.paymentMethod]})`,
        data: { total: drafted.total, itemCount: draft.itemCount },
        actor: shopperActor(draft),
      },
      ...emails.map((e) => emailQueuedEvent(e.email, e.outboxId)),
    ],
    sql`cast(${sql.placeholder('at')} as timestamptz)`,
  );

  const stockLines = [...priced.lines].sort((a, b) =>
    stockRowOrder(
      { variationId: a.variation?.id ?? null, productId: a.product.id },
      { variationId: b.variation?.id ?? null, productId: b.product.id },
    ),
  );
  const last = stockLines[stockLines.length - 1];
  if (!last) throw new Error('an order without lines');
  const earlier = stockLines.slice(0, -1);

  // The statement is prebuilt per shape (which stock table, how many rows of each kind, which
  // values hold the marker): values are bound to its placeholders, text holding the marker
  // gets the number in the statement.
  const values: Record<string, unknown> = {
    storeId: store.id,
    stockId: stockRow(last).id,
    quantity: last.quantity,
    marker: markerText,
    at: now.toISOString(),
    buyerEmail: body.customer.email,
    buyerName: body.customer.name,
    buyerPhone: body.customer.phone,
    buyerSpent: amounts.totalMinor,
  };
  // The uses of discounts without a limit are counted by the order's own statement, once it
  // is numbered (nothing to refuse: no lock held across round trips on rows every order of
  // the store touches); those with a limit are claimed first (below).
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const counted = amounts.applied.filter((a) => !prepared.limitedDiscountIds.has(a.id)).sort(byId);
  counted.forEach((a, i) => {
    values[`d${i}.id`] = a.id;
    values[`d${i}.saved`] = a.amountMinor;
  });
  if (body.checkoutId) Object.assign(values, { checkoutId: body.checkoutId, orderId: draft.id });
  const shape: string[] = [
    stockRow(last).kind,
    `counted:${counted.length}`,
    `checkout:${body.checkoutId ? 1 : 0}`,
  ];
  const template = (prefix: string, rows: Record<string, unknown>[]) =>
    rows.map((row, i) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => {
          const name = `${prefix}${i}.${key}`;
          const json =
            value && typeof value === 'object' && !is(value, SQL) && !(value instanceof Date);
          const text = typeof value === 'string' ? value : json ? JSON.stringify(value) : '';
          if (is(value, SQL)) {
            shape.push(`${name}:sql`);
            return [key, value];
          }
          if (text.includes(markerText)) {
            values[name] = text;
            shape.push(`${name}:${json ? 'json' : 'text'}`);
            const replaced = sql`replace(cast(${sql.placeholder(name)} as text), ${sql.placeholder('marker')}, numbered.order_number::text)`;
            return [key, json ? sql`${replaced}::jsonb` : replaced];
          }
          values[name] = value;
          shape.push(name);
          return [key, sql.placeholder(name)];
        }),
      ),
    );
  const orderRows = template('o', [
    { ...draft, orderNumber: sql`numbered.order_number`, customerId: sql`(select id from buyer)` },
  ]);
  const itemRows = template('i', items);
  const outboxRows = template(
    'q',
    emails.map((e) => outboxRow(e.email, e.outboxId)),
  );
  const eventRows = template('e', events);
  const key = shape.join('|');
  let prebuilt = writeStatements.get(key);
  if (!prebuilt) {
    const fromNumbered = sql`numbered`;
    const storeId = sql.placeholder('storeId');
    // (Drizzle puts a builder in parentheses itself.)
    prebuilt = prebuiltSql(
      () => sql`with taken as ${stockUpdate(db, stockRow(last).kind, sql.placeholder('stockId'), storeId, sql.placeholder('quantity'))},
    numbered as (insert into ${orderCounters} (store_id, last_order_number)
      select cast(${storeId} as uuid), 1001 where exists (select 1 from taken)
      on conflict (store_id) do update set last_order_number = ${orderCounters}.last_order_number + 1
      returning last_order_number as order_number),
    ${counted.length ? countedUses(counted.length, storeId) : sql``}
    buyer as (${buyerUpsert(storeId)}),
    placed as (${insertSelect(orders, orderRows, fromNumbered)}),
    lines as (${insertSelect(orderItems, itemRows, fromNumbered)}),
    queued as (${insertSelect(emailOutbox, outboxRows, fromNumbered)}),
    timeline as (${insertSelect(orderEvents, eventRows, fromNumbered)})
    ${body.checkoutId ? sql`, ${completeCheckout(storeId)}` : sql``}
    select (select order_number from numbered) as order_number,
      (select units_left from taken) as stock_left`,
    );
    writeStatements.set(key, prebuilt);
  }
  const statement = prebuilt(values);
  const write = async (tx: DbOrTx) => {
    const result = await tx.execute(statement);
    const [row] = (result as unknown as { rows: { order_number: unknown; stock_left: unknown }[] })
      .rows;
    if (row?.order_number === null || row?.order_number === undefined) {
      throw new OutOfStockDuringCommit(last.index);
    }
    const left = row.stock_left === null ? null : Number(row.stock_left);
    return { orderNumber: Number(row.order_number), left };
  };

  let soldOut = false;
  // The limited discounts' uses first (in id order), then the stock rows, then the order's
  // statement (its number, the other discounts' counts): one lock order for all.
  const claims = amounts.applied.filter((a) => prepared.limitedDiscountIds.has(a.id)).sort(byId);
  const written =
    earlier.length || claims.length
      ? await db.transaction(async (tx) => {
          for (const claim of claims) {
            const refused = await claimDiscountUse(
              tx,
              store.id,
              claim.id,
              body.customer.email,
              claim.amountMinor,
            );
            if (refused) throw new DiscountUseRefused(claim.id, refused);
          }
          for (const line of earlier) {
            const left = await takeStock(tx, store.id, line);
            if (left === undefined) throw new OutOfStockDuringCommit(line.index);
            if (left === 0) soldOut = true;
          }
          return write(tx);
        })
      : await write(db);
  if (written.left === 0) soldOut = true;
  const order = toOrderDto({ ...draft, orderNumber: written.orderNumber }, items, store);
  return {
    placed: { order, idempotencyKey: draft.idempotencyKey, created: true, soldOut },
    left: written.left,
  };
}

/**
 * Places the order `requested` asks for (see the module header), read through the store's
 * current payment and checkout settings; throws HttpErrors for the caller.
 */
export async function placeOrder(
  db: Db,
  requested: CheckoutBody,
  now: Date,
  /** How to build the store's links (its logo in the confirmation email). */
  links?: LinkConfig,
  /** The billing grace (config): an unpaid owner's store takes no orders (403). */
  graceMs = 0,
): Promise<PlacedOrder> {
  const prepared = await prepareOrder(db, requested, now, graceMs);
  if (prepared.kind === 'refused') throw prepared.error;
  if (prepared.kind === 'replay') return prepared.placed;
  const { store, body, priced } = prepared.order;
  // A one-row cart waits for this process's write before it on the same stock row: when that
  // one left fewer units than this asks, this attempt is refused at once (no doomed statement).
  const only = priced.lines.length === 1 ? priced.lines[0] : undefined;
  const rowKey = only ? `${store.id}:${stockRow(only).kind}:${stockRow(only).id}` : undefined;
  let leftHere: number | undefined;
  let done: (left: number | undefined) => void = () => undefined;
  if (rowKey && only) {
    const before = lastWrites.get(rowKey);
    const mine = new Promise<number | undefined>((resolve) => (done = resolve));
    lastWrites.set(rowKey, mine);
    void mine.then(() => {
      if (lastWrites.get(rowKey) === mine) lastWrites.delete(rowKey);
    });
    const left = before ? await before : undefined;
    if (left !== undefined && left < only.quantity) {
      done(left);
      return soldOutAnswer(
        db,
        prepared.order,
        withStock(prepared.order.catalogue, only, left),
        only.index,
      );
    }
  }
  try {
    const written = await writeOrder(db, prepared.order, now, links);
    leftHere = written.left ?? undefined;
    return written.placed;
  } catch (error) {
    if (error instanceof DiscountUseRefused) {
      throw discountUsedUp(prepared.order, error);
    }
    if (error instanceof OutOfStockDuringCommit) {
      // Another buyer took the units between our read and our write (or this key's own first
      // attempt did): read again, in one statement, the stock as it is now and the key's order.
      const read = await readCheckout(
        db,
        store.id,
        body.lines.map((l) => l.productId),
        body.idempotencyKey,
        { codes: body.discountCodes, now },
      );
      if (only) {
        const row = stockRow(only);
        const current =
          row.kind === 'variation'
            ? read.catalogue.variations.get(row.id)
            : read.catalogue.products.get(row.id);
        leftHere = current?.inventoryPolicy === 'deny' ? current.stock : undefined;
      }
      if (read.existingOrderId)
        return soldOutAnswer(db, prepared.order, read.catalogue, error.index);
      return soldOutAnswer(db, prepared.order, read.catalogue, error.index, false);
    }
    if (isUniqueViolation(error)) {
      // The same key's first attempt committed while this one wrote (the unique index made
      // this insert wait for it): answer with that order.
      const existing = await findByKey(db, store.id, body.idempotencyKey);
      if (existing) return replay(db, body, store, existing);
    }
    throw error;
  } finally {
    done(leftHere);
  }
}

/**
 * The 409 of a discount whose last use another order took (or this customer's uses are all
 * taken): priced again without it, naming its code (or, automatic, the total), with the new
 * total the shopper may pay.
 */
function discountUsedUp(order: PreparedOrder, refused: DiscountUseRefused): HttpError {
  const { pricing, body, store } = order;
  const again = priceOrder({
    ...pricing,
    discounts: pricing.discounts.map((d) =>
      d.id === refused.discountId ? { ...d, exhausted: refused.reason } : d,
    ),
  });
  const total = toDecimal(again.totalMinor, store.currency);
  const rule = pricing.discounts.find((d) => d.id === refused.discountId);
  if (rule?.code) {
    const result = again.codes.find((c) => c.code === rule.code);
    if (result) {
      const error = codeRefusal(body, { ...again, codes: [result] }, store.currency);
      if (error) return error;
    }
  }
  const message = `The offer ${rule?.title ?? ''} is no longer available: the total is now ${toDecimalString(again.totalMinor, store.currency)}`;
  return conflict(message, [{ field: 'expectedTotal', message }], { total });
}

/** Per stock row of a one-row cart: the units this process's last write left there. */
const lastWrites = new Map<string, Promise<number | undefined>>();

/** `catalogue` with `line`'s stock row holding `stock` units. */
function withStock(catalogue: Catalogue, line: PricedLine, stock: number): Catalogue {
  const row = stockRow(line);
  if (row.kind === 'variation') {
    const v = catalogue.variations.get(row.id);
    if (!v) return catalogue;
    const variations = new Map(catalogue.variations).set(row.id, { ...v, stock });
    return { ...catalogue, variations };
  }
  const p = catalogue.products.get(row.id);
  if (!p) return catalogue;
  return { ...catalogue, products: new Map(catalogue.products).set(row.id, { ...p, stock }) };
}

/**
 * The 409 of a line that could not be taken (`index`), priced from `catalogue` as it is now,
 * unless the key already has its order (a retry whose first attempt took the units): that order.
 * `checkKey` false: the read showed the key has none.
 */
async function soldOutAnswer(
  db: Db,
  order: PreparedOrder,
  catalogue: Catalogue,
  index: number,
  checkKey = true,
): Promise<PlacedOrder> {
  const { store, body } = order;
  const existing = checkKey ? await findByKey(db, store.id, body.idempotencyKey) : undefined;
  if (existing) return replay(db, body, store, existing);
  const priced = priceLines(body.lines, catalogue, store.currency);
  const details = priced.problems.length
    ? priced.problems
    : [{ field: `lines[${index}]`, message: 'This item just sold out' }];
  const lines = priced.states.map((s) =>
    s.index === index && s.status === 'ok' ? { ...s, status: 'insufficient_stock' as const } : s,
  );
  throw conflict(
    details.length === 1 ? (details[0]?.message ?? 'Out of stock') : 'Some items are out of stock',
    details,
    { lines },
  );
}
