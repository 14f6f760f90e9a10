/**
 * The orders CSV: the list's filters and sort, streamed in keyset batches of 1,000 (each
 * batch costs the same at the end of 100,000 orders as at the start, and is written before
 * the next is read: memory stays flat). Dates in the list's time zone; amounts as decimals
 * in the store's currency. Every text cell is guarded against spreadsheet formulas by
 * server/lib/csv.ts (a leading = + - @ tab or CR gets a '); the phone too, which may start
 * with + (issue 24); the numbers are written as they are.
 */
import { Readable } from 'node:stream';
import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { paymentState, toDecimalString, type OrderFilters } from '../../shared';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { csvLine, type CsvValue } from '../lib/csv';
import { orderBy, orderFilterConditions, sortKeys } from './order-list';

export const EXPORT_BATCH = 1000;

export const orderCsvColumns = [
  'Order number',
  'Date',
  'Status',
  'Payment status',
  'Payment method',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Items',
  'Currency',
  'Subtotal',
  'Discount',
  'Discount codes',
  'Shipping',
  'Shipping discount',
  'Tax',
  'Tax included',
  'Payment fee',
  'Total',
  'Refunded',
  'Carrier',
  'Tracking number',
  'Tracking URL',
] as const;

/** `YYYY-MM-DD HH:mm` in `timeZone`. */
function dateFormatter(timeZone: string): (d: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (d) => {
    const p = Object.fromEntries(format.formatToParts(d).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}

const amount = toDecimalString;

type Row = typeof orders.$inferSelect & { cursorCreatedAt: string };

function csvRow(r: Row, date: (d: Date) => string): CsvValue[] {
  const a = r.shippingAddress;
  // Nothing in the order shipped: no address was asked for.
  const address = a
    ? [
        a.company ?? '',
        a.line1,
        a.line2,
        [a.postalCode, a.city].filter(Boolean).join(' '),
        a.region,
        a.country,
      ]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const c = r.currency;
  return [
    r.orderNumber,
    date(r.createdAt),
    r.status,
    paymentState({
      paymentStatus: r.paymentStatus,
      total: r.totalMinor,
      refunded: r.refundedMinor,
    }),
    r.paymentMethod,
    r.customerName,
    r.customerEmail,
    // `+1 555 0100` is a formula to a spreadsheet: guarded like any text.
    r.customerPhone,
    address,
    r.itemCount,
    c,
    amount(r.subtotalMinor, c),
    amount(r.discountMinor, c),
    r.discountLines
      .map((d) => d.code)
      .filter((code): code is string => Boolean(code))
      .join(' '),
    amount(r.shippingMinor, c),
    amount(r.shippingDiscountMinor, c),
    amount(r.taxMinor, c),
    r.taxIncluded ? 'yes' : 'no',
    amount(r.paymentFeeMinor, c),
    amount(r.totalMinor, c),
    amount(r.refundedMinor, c),
    r.carrier,
    r.trackingNumber,
    r.trackingUrl,
  ];
}

/** The keyset condition: rows strictly after `last` in the sort's order. */
function after(sort: OrderFilters['sort'], last: Row): SQL {
  const key = sortKeys[sort ?? 'newest'];
  const values = key.columns.map((col) =>
    col === orders.createdAt
      ? sql`${last.cursorCreatedAt}::timestamptz`
      : col === orders.totalMinor
        ? sql`${last.totalMinor}::integer`
        : sql`${last.orderNumber}::integer`,
  );
  const op = key.direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${sql.join(key.columns, sql`, `)}) ${op} (${sql.join(values, sql`, `)})`;
}

async function* exportLines(
  db: Db,
  storeId: string,
  filters: Omit<OrderFilters, 'storeId'>,
  batch: number,
): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8.
  yield `\uFEFF${csvLine(orderCsvColumns)}`;
  const conditions = orderFilterConditions(storeId, filters);
  const date = dateFormatter(filters.tz ?? 'UTC');
  let last: Row | undefined;
  for (;;) {
    const rows: Row[] = await db
      .select({
        ...getTableColumns(orders),
        // Microseconds kept (a JS Date has milliseconds): the cursor must be exact.
        cursorCreatedAt: sql<string>`${orders.createdAt}::text`,
      })
      .from(orders)
      .where(and(...conditions, last ? after(filters.sort, last) : undefined))
      .orderBy(...orderBy(filters.sort))
      .limit(batch);
    if (!rows.length) return;
    let chunk = '';
    for (const r of rows) chunk += csvLine(csvRow(r, date));
    yield chunk;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}

/** The orders matching `filters` as a stream of CSV text. */
export function exportOrdersCsv(
  db: Db,
  storeId: string,
  filters: Omit<OrderFilters, 'storeId'>,
  batch = EXPORT_BATCH,
): Readable {
  return Readable.from(exportLines(db, storeId, filters, batch), { objectMode: false });
}
