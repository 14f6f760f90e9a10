/**
 * Automatic categories (a rule: "tag is sale", "product type is Rings", compared without
 * case): their product links are kept in `product_categories` like a hand-filled category's,
 * so every reader (storefront pages, counts, search) stays as it is; this module keeps them
 * true after each write that can change them — a category's rule saved, products created or
 * updated (one at a time or a whole import batch). Owns: which products a rule takes.
 * Not: the rule's shape (shared `CategoryRule`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categories, productCategories, products } from '../db/schema';

/** Whether product `p` meets category `c`'s rule (both aliases of the statement). */
const meetsRule = sql`case c.rule->>'field'
    when 'tag' then exists (select 1 from unnest(p.tags) t where lower(t) = lower(c.rule->>'value'))
    when 'type' then lower(p.product_type) = lower(c.rule->>'value')
    when 'vendor' then lower(p.vendor) = lower(c.rule->>'value')
    else false end`;

/**
 * Makes the links of the store's automatic categories true: of category `categoryId` alone,
 * or of products `productIds` alone (both: that pair), or all of them.
 */
export async function syncRuleCategories(
  db: DbOrTx,
  storeId: string,
  scope: { categoryId?: string; productIds?: string[] },
): Promise<void> {
  if (scope.productIds && !scope.productIds.length) return;
  const ids = scope.productIds
    ? sql`array[${sql.join(
        scope.productIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : undefined;
  const onCategory = (c: SQL) => (scope.categoryId ? sql` and ${c} = ${scope.categoryId}` : sql``);
  const onProduct = (p: SQL) => (ids ? sql` and ${p} = any(${ids})` : sql``);
  // Links the rule no longer gives go; then every pair the rule gives is there.
  await db.execute(sql`delete from ${productCategories} pc
    using ${categories} c, ${products} p
    where pc.store_id = ${storeId} and c.store_id = pc.store_id and c.id = pc.category_id
      and p.store_id = pc.store_id and p.id = pc.product_id and c.rule is not null
      ${onCategory(sql`c.id`)}${onProduct(sql`p.id`)}
      and not (${meetsRule})`);
  await db.execute(sql`insert into ${productCategories} (store_id, product_id, category_id)
    select p.store_id, p.id, c.id from ${products} p
    join ${categories} c on c.store_id = p.store_id and c.rule is not null
    where p.store_id = ${storeId}${onCategory(sql`c.id`)}${onProduct(sql`p.id`)} and ${meetsRule}
    on conflict do nothing`);
}
