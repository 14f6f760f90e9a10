/**
 * An order's use of a discount, taken inside the order's transaction: one guarded statement
 * counts the use (`used_count`, never past `usage_limit`: of two checkouts racing for the last
 * use, the second finds none) and the customer's (by email, never past `per_customer_limit`),
 * and adds what the order saved. Row locks are taken in discount-id order, before any stock
 * row, so two checkouts never wait on each other in a cycle.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountCustomerUses, discounts } from '../db/schema';

export type ClaimRefusal = 'used_up' | 'customer_limit';

/** Takes one use of `discountId` for `email`: null, or why it cannot. */
export async function claimDiscountUse(
  tx: Pick<Db, 'execute'>,
  storeId: string,
  discountId: string,
  email: string,
  savedMinor: number,
): Promise<ClaimRefusal | null> {
  const who = email.trim().toLowerCase();
  const result = await tx.execute(sql`with claimed as (
      update ${discounts} set used_count = used_count + 1, saved_minor = saved_minor + ${savedMinor}
      where store_id = ${storeId} and id = ${discountId}
        and (usage_limit is null or used_count < usage_limit)
      returning per_customer_limit),
    counted as (
      insert into ${discountCustomerUses} (store_id, discount_id, email, uses)
      select ${storeId}, ${discountId}, ${who}, 1 from claimed
      on conflict (store_id, discount_id, email) do update
        set uses = ${discountCustomerUses}.uses + 1
        where ${discountCustomerUses}.uses < coalesce((select per_customer_limit from claimed), 2147483647)
      returning uses)
    select (select count(*) from claimed)::int as claimed, (select count(*) from counted)::int as counted`);
  const row = (result as unknown as { rows: { claimed: number; counted: number }[] }).rows[0];
  if (!row || Number(row.claimed) === 0) return 'used_up';
  return Number(row.counted) === 0 ? 'customer_limit' : null;
}
