/**
 * The customers CSV: the list's filters (its sort aside), newest first, streamed in keyset batches of 1,000
 * (memory stays flat; each batch costs the same at the end of the list as at the start).
 * Dates are ISO 8601 in UTC (what mailing tools import). Every text cell is guarded against
 * spreadsheet formulas by server/lib/csv.ts (an address may start with `+` or `-`).
 */
import { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toDecimalString, type CustomerFilters } from '../../shared';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { csvLine, type CsvValue } from '../lib/csv';
import { customerFilterConditions } from './customer-list';

export const EXPORT_BATCH = 1000;

export const customerCsvColumns = [
  'Email',
  'Name',
  'Phone',
  'Orders',
  'Total spent',
  'Currency',
  'Last order',
  'Account since',
  'Tags',
  'Email marketing',
  'Consent date',
  'Source',
  'Created',
] as const;

type Row = typeof customers.$inferSelect & { cursorCreatedAt: string };

function csvRow(r: Row, currency: string): CsvValue[] {
  return [
    r.email,
    r.name,
    r.phone,
    r.ordersCount,
    toDecimalString(r.totalSpentMinor, currency),
    currency,
    r.lastOrderAt?.toISOString() ?? '',
    r.accountSince?.toISOString() ?? '',
    r.tags.join(', '),
    r.emailMarketing,
    r.marketingUpdatedAt?.toISOString() ?? '',
    r.marketingSource ?? '',
    r.createdAt.toISOString(),
  ];
}

async function* exportLines(
  db: Db,
  storeId: string,
  currency: string,
  filterConditions: SQL[],
  batch: number,
): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8.
  yield `\uFEFF${csvLine(customerCsvColumns)}`;
  const conditions = [eq(customers.storeId, storeId), ...filterConditions];
  let last: Row | undefined;
  for (;;) {
    const rows: Row[] = await db
      .select({
        ...getTableColumns(customers),
        // Microseconds kept (a JS Date has milliseconds): the cursor must be exact.
        cursorCreatedAt: sql<string>`${customers.createdAt}::text`,
      })
      .from(customers)
      .where(
        and(
          ...conditions,
          last
            ? sql`(${customers.createdAt}, ${customers.id}) < (${last.cursorCreatedAt}::timestamptz, ${last.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(batch);
    if (!rows.length) return;
    let chunk = '';
    for (const r of rows) chunk += csvLine(csvRow(r, currency));
    yield chunk;
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}

/** The store's customers matching `filters` as a stream of CSV text. */
export function exportCustomersCsv(
  db: Db,
  storeId: string,
  currency: string,
  filters: Omit<CustomerFilters, 'storeId'>,
  batch = EXPORT_BATCH,
): Readable {
  // The filters are read before the stream starts: a refused one is a 400, not a cut file.
  const conditions = customerFilterConditions(storeId, filters, currency, 'walk');
  return Readable.from(exportLines(db, storeId, currency, conditions, batch), {
    objectMode: false,
  });
}
