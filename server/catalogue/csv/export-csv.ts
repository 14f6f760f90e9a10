/**
 * The catalogue export: the store's products as CSV in our own format (native-format.ts), one
 * row per variant, streamed. Products are read in batches in creation order (keyset paging,
 * so a batch costs the same at the end of a big catalogue as at its start) and each batch is
 * written before the next is read: memory stays flat whatever the catalogue's size. Cells go
 * through server/lib/csv.ts (text that reads as a formula is guarded).
 */
import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { nativeCsvColumns } from '../../../shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { csvLine } from '../../lib/csv';
import { loadAdminProducts } from '../products';
import { storeCurrency } from '../../db/store-rows';
import { nativeRows } from './native-format';

const BATCH = 500;

async function* exportLines(db: Db, storeId: string): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8.
  yield `\uFEFF${csvLine(nativeCsvColumns)}`;
  const currency = await storeCurrency(db, storeId);
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const page = await db
      .select({ id: products.id, createdAt: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          after
            ? sql`(${products.createdAt}, ${products.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(BATCH);
    if (!page.length) return;
    const batch = await loadAdminProducts(
      db,
      storeId,
      page.map((p) => p.id),
      currency,
    );
    let chunk = '';
    for (const product of batch) for (const row of nativeRows(product)) chunk += csvLine(row);
    yield chunk;
    if (page.length < BATCH) return;
    after = page[page.length - 1];
  }
}

/** The store's catalogue as a stream of CSV text. */
export function exportCatalogueCsv(db: Db, storeId: string): Readable {
  return Readable.from(exportLines(db, storeId), { objectMode: false });
}
