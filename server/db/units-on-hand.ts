/**
 * The one SQL rule for a product's units on hand (the products list, its stock filters and
 * the home screen's stock queue): the product's own stock when it has no variations, else the
 * sum of its counted variations' (inventory policy other than `untracked`); null when no row
 * of the product is counted ("Not tracked", outside every stock filter). Owns: the
 * expressions. Not: how a query joins them in (server/catalogue/products.ts).
 */
import { sql, type SQL } from 'drizzle-orm';

/** `products.<column>` written out in full (inside a subquery on variations too). */
export const productColumn = (name: 'id' | 'stock' | 'store_id' | 'inventory_policy') =>
  sql`${sql.identifier('products')}.${sql.identifier(name)}`;

/**
 * Units on hand from a product's variation count (`rows`, null when joined without any) and
 * its counted variations' sum (`units`).
 */
export const unitsOnHand = (rows: SQL, units: SQL) =>
  sql<
    number | null
  >`(case when coalesce(${rows}, 0) = 0 then (case when ${productColumn('inventory_policy')} <> 'untracked' then ${productColumn('stock')} end) else ${units} end)::int`;

/** The counted variations' units of a sum over product variations aliased `pv`. */
export const countedUnits = (pv: SQL) =>
  sql`sum(${pv}.stock) filter (where ${pv}.inventory_policy <> 'untracked')`;
