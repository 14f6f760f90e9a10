/**
 * The discounts a checkout prices with: the store's automatic discounts in their schedule, and
 * those the shopper's codes name (whatever their state, so the engine can say why one does not
 * apply: expired, used up, …), as the checkout reads them (`CheckoutDiscountDto`: no usage
 * counts, no other codes). The storefront's preview and the server's placement both price with
 * this list (shared/pricing/).
 */
import { and, eq, inArray, isNull, lte, or, gt } from 'drizzle-orm';
import { normaliseCode, type CheckoutDiscountDto } from '../../shared';
import type { Db } from '../db/client';

type DbOrTx = Pick<Db, 'select'>;
import { discountCodes, discounts } from '../db/schema';

type DiscountRow = typeof discounts.$inferSelect;

export function toCheckoutDiscount(row: DiscountRow, code: string | null): CheckoutDiscountDto {
  return {
    id: row.id,
    title: row.title,
    code,
    effect: row.effect,
    minimum: row.minimum,
    combinesWith: row.combinesWith,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usedUp: row.usageLimit !== null && row.usedCount >= row.usageLimit,
  };
}

/** The store's automatic discounts in effect at `now`. */
export async function automaticDiscounts(
  db: DbOrTx,
  storeId: string,
  now: Date,
): Promise<CheckoutDiscountDto[]> {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.storeId, storeId),
        eq(discounts.method, 'automatic'),
        or(isNull(discounts.startsAt), lte(discounts.startsAt, now)),
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
      ),
    );
  return rows.map((r) => toCheckoutDiscount(r, null));
}

/** The discounts `codes` name (each with the code, in capitals); unknown codes are absent. */
export async function discountsForCodes(
  db: DbOrTx,
  storeId: string,
  codes: readonly string[],
): Promise<CheckoutDiscountDto[]> {
  const wanted = [...new Set(codes.map(normaliseCode).filter(Boolean))];
  if (!wanted.length) return [];
  const rows = await db
    .select({ code: discountCodes.code, discount: discounts })
    .from(discountCodes)
    .innerJoin(
      discounts,
      and(eq(discounts.storeId, discountCodes.storeId), eq(discounts.id, discountCodes.discountId)),
    )
    .where(and(eq(discountCodes.storeId, storeId), inArray(discountCodes.code, wanted)));
  // Two codes of one discount: it applies once, under the first code entered.
  const seen = new Set<string>();
  const out: CheckoutDiscountDto[] = [];
  for (const code of wanted) {
    const row = rows.find((r) => r.code === code);
    if (!row || seen.has(row.discount.id)) continue;
    seen.add(row.discount.id);
    out.push(toCheckoutDiscount(row.discount, code));
  }
  return out;
}
