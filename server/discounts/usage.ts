/**
 * An order's use of a discount, taken inside the order's transaction: one guarded statement
 * counts the use (`used_count`, never past `usage_limit`: of two checkouts racing for the last
 * use, the second finds none) and the customer's (by email, never past `per_customer_limit`),
 * and adds what the order saved. Row locks are taken in discount-id order, before any stock
 * row, so two checkouts never wait on each other in a cycle. An order cancelled before it was
 * paid (its card page or transfer expired, or the merchant cancelled it) gives its uses back,
 * in the same order and before its stock.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountCustomerUses, discounts, type OrderDiscountLine } from '../db/schema';

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

/**
 * Gives back the uses an unpaid order took (inside the transaction cancelling it, guarded so
 * it runs once): each discount's count and saving, and the customer's count. A discount
 * deleted since (no id on the line) has nothing to give back to.
 */
export async function releaseDiscountUses(
  tx: Pick<Db, 'update'>,
  storeId: string,
  order: { customerEmail: string; discountLines: readonly OrderDiscountLine[] },
): Promise<void> {
  const saved = new Map<string, number>();
  for (const line of order.discountLines) {
    if (line.discountId) {
      saved.set(line.discountId, (saved.get(line.discountId) ?? 0) + line.amountMinor);
    }
  }
  const who = order.customerEmail.trim().toLowerCase();
  for (const id of [...saved.keys()].sort()) {
    await tx
      .update(discounts)
      .set({
        usedCount: sql`greatest(${discounts.usedCount} - 1, 0)`,
        savedMinor: sql`greatest(${discounts.savedMinor} - ${saved.get(id) ?? 0}, 0)`,
      })
      .where(and(eq(discounts.storeId, storeId), eq(discounts.id, id)));
    await tx
      .update(discountCustomerUses)
      .set({ uses: sql`${discountCustomerUses.uses} - 1` })
      .where(
        and(
          eq(discountCustomerUses.storeId, storeId),
          eq(discountCustomerUses.discountId, id),
          eq(discountCustomerUses.email, who),
          gt(discountCustomerUses.uses, 0),
        ),
      );
  }
}
