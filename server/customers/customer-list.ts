/**
 * The merchant's customers list: the filters the list and the CSV export share (a search in
 * the email, any case; one email-marketing state or all), a page newest first with the count,
 * and the customer as the dashboard reads it. Emails are stored lowercased, so the search
 * lowercases the term and matches `email LIKE '%term%'` (LIKE's wildcards taken literally).
 */
import { and, eq, like, type SQL } from 'drizzle-orm';
import type {
  CustomerDto,
  CustomerFilters,
  CustomerListDto,
  CustomerListQuery,
} from '../../shared';
import type { Db } from '../db/client';
import { newestFirstPage } from '../db/newest-first-page';
import { customers } from '../db/schema';
import { likeContaining } from '../lib/sql';

/** The conditions of `filters` beside the store's own (which every query adds). */
export function customerFilterConditions(filters: Omit<CustomerFilters, 'storeId'>): SQL[] {
  const out: SQL[] = [];
  const term = filters.q?.trim().toLowerCase();
  if (term) out.push(like(customers.email, likeContaining(term)));
  if (filters.marketing !== 'all') out.push(eq(customers.emailMarketing, filters.marketing));
  return out;
}

/** A customer row as the merchant sees it. */
export function toCustomerDto(row: typeof customers.$inferSelect): CustomerDto {
  return {
    id: row.id,
    email: row.email,
    emailMarketing: row.emailMarketing,
    marketingUpdatedAt: row.marketingUpdatedAt?.toISOString() ?? null,
    source: row.marketingSource,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page (zero-based) of the store's customers under `query`, newest first. */
export async function listCustomers(
  db: Db,
  storeId: string,
  query: Omit<CustomerListQuery, 'storeId'>,
): Promise<CustomerListDto> {
  const conditions = customerFilterConditions(query);
  const filter = conditions.length ? and(...conditions) : undefined;
  const { content, ...position } = await newestFirstPage(db, customers, storeId, filter, query);
  return { customers: content.map(toCustomerDto), ...position };
}
