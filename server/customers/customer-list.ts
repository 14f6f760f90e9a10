/**
 * The merchant's customers list: the filters the list and the CSV export share, a sorted page
 * with the count, and the customer as the dashboard reads it.
 * - `q`: part of the name, email or phone, any case (LIKE's wildcards taken literally): the
 *   customer's term in `customer_search_terms` (kept by a trigger, trigram-indexed) matched as
 *   `term LIKE '%term%'` (read by ids or by a probe a row, see `SearchForm`);
 * - `marketing`, `account` (signed in or not), orders placed and spent (at least / at most;
 *   amounts in the store's currency), the last order's days (in `tz`), a tag (any case:
 *   `customer_tag_keys(tags) @> array[tag]`, the expression of the GIN index
 *   `customers_tag_keys_idx` verbatim);
 * - sorts over the kept numbers (customer-stats.ts), each ended by the id so pages never
 *   overlap, each read in order from a `(store_id, key, id)` index (the latest order first from
 *   its own, nulls last); the ranges read the same indexes, the account and marketing filters
 *   theirs, newest first (the default sort).
 * The page and its count (exact up to 10,000 matches or the page's end, past that a lower
 * bound) come from server/db/capped-count.ts.
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  toDecimal,
  toMinor,
  type CustomerDto,
  type CustomerFilters,
  type CustomerListDto,
  type CustomerListQuery,
  type CustomerSort,
} from '../../shared';
import { pageWithCappedCount } from '../db/capped-count';
import type { Db } from '../db/client';
import { customerSearchTerms, customers } from '../db/schema';
import { HttpError } from '../http/errors';
import { likeContaining } from '../lib/sql';

type Filters = Omit<CustomerFilters, 'storeId' | 'sort'>;

const rangeError = (field: string, message: string) =>
  new HttpError(400, message, [{ field, message }]);

/**
 * How the search reads the customers' kept terms (`customer_search_terms`, trigram-indexed):
 * - `ids`: the matching ids first, then those rows by key. Counting, and a page of up to a few
 *   thousand matches, cost what the matches do (not a probe per row of the store, nor the
 *   parallel workers a semi-join was planned with);
 * - `walk`: a probe of the row's own term, for a walk down a sort's index past a broad term's
 *   many matches (every customer's "example.com": 20 rows read for a page where the ids
 *   form read 100,000 by key, 450 ms) and for the export's walk by id.
 */
type SearchForm = 'ids' | 'walk';

function searchCondition(storeId: string, term: string, form: SearchForm): SQL {
  const like = likeContaining(term);
  if (form === 'walk') {
    return sql`exists (select 1 from ${customerSearchTerms} where ${customerSearchTerms.storeId} = ${customers.storeId} and ${customerSearchTerms.customerId} = ${customers.id} and ${customerSearchTerms.term} like ${like})`;
  }
  const matching = sql`select ${customerSearchTerms.customerId} from ${customerSearchTerms} where ${customerSearchTerms.storeId} = ${storeId} and ${customerSearchTerms.term} like ${like}`;
  return sql`${customers.id} = any(array(${matching}))`;
}

/**
 * The conditions of `filters` beside the store's own (which every query adds; the search as
 * `search` says); amounts in `currency`. A range whose end comes before its start is a 400
 * naming the end.
 */
export function customerFilterConditions(
  storeId: string,
  filters: Filters,
  currency: string,
  search: SearchForm = 'ids',
): SQL[] {
  const out: (SQL | undefined)[] = [];
  const term = filters.q?.trim().toLowerCase();
  if (term) out.push(searchCondition(storeId, term, search));
  if (filters.marketing !== 'all') out.push(eq(customers.emailMarketing, filters.marketing));
  if (filters.account === 'yes') out.push(isNotNull(customers.accountSince));
  if (filters.account === 'no') out.push(isNull(customers.accountSince));
  const { minOrders, maxOrders, minSpent, maxSpent, lastOrderFrom, lastOrderTo } = filters;
  if (minOrders !== undefined && maxOrders !== undefined && minOrders > maxOrders)
    throw rangeError('maxOrders', 'maxOrders must be at least minOrders');
  if (minSpent !== undefined && maxSpent !== undefined && minSpent > maxSpent)
    throw rangeError('maxSpent', 'maxSpent must be at least minSpent');
  if (lastOrderFrom && lastOrderTo && lastOrderFrom > lastOrderTo)
    throw rangeError('lastOrderTo', 'lastOrderTo must be on or after lastOrderFrom');
  if (minOrders !== undefined) out.push(gte(customers.ordersCount, minOrders));
  if (maxOrders !== undefined) out.push(lte(customers.ordersCount, maxOrders));
  if (minSpent !== undefined) out.push(gte(customers.totalSpentMinor, toMinor(minSpent, currency)));
  if (maxSpent !== undefined) out.push(lte(customers.totalSpentMinor, toMinor(maxSpent, currency)));
  const tz = filters.tz ?? 'UTC';
  if (lastOrderFrom)
    out.push(
      sql`${customers.lastOrderAt} >= (${lastOrderFrom}::date::timestamp at time zone ${tz})`,
    );
  if (lastOrderTo)
    out.push(
      sql`${customers.lastOrderAt} < ((${lastOrderTo}::date + 1)::timestamp at time zone ${tz})`,
    );
  const tag = filters.tag?.trim();
  // Tags are kept as typed; the filter matches any case through the GIN index on their
  // lowercased keys (`customers_tag_keys_idx`, migration 0036): its expression verbatim.
  if (tag) {
    out.push(sql`customer_tag_keys(${customers.tags}) @> array[${tag.toLowerCase()}::text]`);
  }
  return out.filter((c): c is SQL => c !== undefined);
}

/** Each sort's key column and direction; the id ends each key so the order is total. */
const sortKeys: Record<CustomerSort, { column: AnyPgColumn; direction: 'asc' | 'desc' }> = {
  newest: { column: customers.createdAt, direction: 'desc' },
  oldest: { column: customers.createdAt, direction: 'asc' },
  name_asc: { column: customers.name, direction: 'asc' },
  name_desc: { column: customers.name, direction: 'desc' },
  last_order_desc: { column: customers.lastOrderAt, direction: 'desc' },
  last_order_asc: { column: customers.lastOrderAt, direction: 'asc' },
  orders_desc: { column: customers.ordersCount, direction: 'desc' },
  orders_asc: { column: customers.ordersCount, direction: 'asc' },
  spent_desc: { column: customers.totalSpentMinor, direction: 'desc' },
  spent_asc: { column: customers.totalSpentMinor, direction: 'asc' },
};

/**
 * The ORDER BY of `sort`, as its index reads (key, then id, one direction). Never-ordered
 * customers come last either way on the last-order sorts: ascending puts nulls last already,
 * descending says `nulls last`, as `customers_store_last_order_desc_idx` is built.
 */
export function customerOrderBy(sort: CustomerSort | undefined): SQL[] {
  const { column, direction } = sortKeys[sort ?? 'newest'];
  if (direction === 'asc') return [asc(column), asc(customers.id)];
  if (column === customers.lastOrderAt) return [sql`${column} desc nulls last`, desc(customers.id)];
  return [desc(column), desc(customers.id)];
}

/** A customer row as the merchant sees them; amounts in `currency`. */
export function toCustomerDto(row: typeof customers.$inferSelect, currency: string): CustomerDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    accountSince: row.accountSince?.toISOString() ?? null,
    ordersCount: row.ordersCount,
    totalSpent: toDecimal(row.totalSpentMinor, currency),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    tags: row.tags,
    emailMarketing: row.emailMarketing,
    marketingUpdatedAt: row.marketingUpdatedAt?.toISOString() ?? null,
    source: row.marketingSource,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page (zero-based) of the store's customers under `query`, sorted, with the count. */
export async function listCustomers(
  db: Db,
  storeId: string,
  currency: string,
  query: Omit<CustomerListQuery, 'storeId'>,
): Promise<CustomerListDto> {
  const { rows, position } = await pageWithCappedCount(
    db,
    customers,
    storeId,
    and(...customerFilterConditions(storeId, query, currency)),
    customerOrderBy(query.sort),
    query,
    query.q?.trim()
      ? and(...customerFilterConditions(storeId, query, currency, 'walk'))
      : undefined,
  );
  return { customers: rows.map((r) => toCustomerDto(r, currency)), ...position };
}
