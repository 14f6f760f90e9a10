/**
 * The merchant's products: read (with variations and categories, drafts included), the
 * filtered list of the products screen, create/update in one transaction (variations and
 * category links replaced as a whole), delete, and the bulk changes (all or nothing).
 * Every query is scoped by the verified store id. Used by the routes and the CSV import.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  changedPriceMinor,
  productIssues,
  productStorefrontPath,
  slugify,
  stockState,
  toDecimal,
  toMinor,
  uniqueSlug,
  marginPercent,
  unitPriceMinor,
  formatMoney,
  MAX_PRICE_MINOR,
  type AddProductBody,
  type AdminProduct,
  type BulkChange,
  type BulkUpdateReply,
  type FilteredProductsQuery,
  type ProductListItem,
  type ProductPage,
  type ProductTagsReply,
  type UpdateProductBody,
  pagePosition,
} from '../../shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx, DbOrTx } from '../db/client';
import { storeCurrency } from '../db/store-rows';
import { categories, productCategories, products, productVariations } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { rethrowUnique } from '../lib/pg-errors';
import { sanitizeMerchantHtml } from '../lib/sanitize-html';
import { likeContaining, likeStartingWith } from '../lib/sql';
import {
  loadProductRelations,
  productCategoryLinks,
  type ProductRow,
  type VariationRow,
} from '../storefront/queries';
import { clearRedirectFrom, recordPathChange } from '../seo/redirects';
import { countedUnits, productColumn, unitsOnHand } from '../db/units-on-hand';
import { syncRuleCategories } from './category-rules';

export const productNotFound = (field = 'productId') =>
  notFound('Product not found', field, 'No such product in this store');

/**
 * `products.<column>` written out in full. Drizzle leaves the columns of a single-table select
 * list unqualified, and inside a subquery on product_variations an unqualified `"id"` or
 * `"stock"` is the variation's: the list then showed a product's own stock and 0 variants.
 */
/** Units on hand (`unitsOnHand`) of the product in the select list: one subquery. */
const totalStock = sql<
  number | null
>`(select ${unitsOnHand(sql`count(*)`, countedUnits(sql`pv`))} from ${productVariations} pv where pv.store_id = ${productColumn('store_id')} and pv.product_id = ${productColumn('id')})`;

/** How many variations the product has. */
const variationCount = sql<number>`(select count(*) from ${productVariations} pv where pv.store_id = ${productColumn('store_id')} and pv.product_id = ${productColumn('id')})::int`;

/**
 * What each product's variants sell for, lowest and highest, in minor units: each variant's
 * price as the shopper pays it (`unitPriceMinor`, the one rule for it). Products without
 * variants are absent.
 */
async function variantFigures(
  db: DbOrTx,
  storeId: string,
  rows: { id: string; priceMinor: number; discountPriceMinor: number; costMinor: number | null }[],
): Promise<{ prices: Map<string, Bounds>; margins: Map<string, Bounds> }> {
  const variations = await db
    .select({
      productId: productVariations.productId,
      priceMinor: productVariations.priceMinor,
      discountPriceMinor: productVariations.discountPriceMinor,
      costMinor: productVariations.costMinor,
    })
    .from(productVariations)
    .where(
      and(
        eq(productVariations.storeId, storeId),
        inArray(
          productVariations.productId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const productById = new Map(rows.map((r) => [r.id, r]));
  const prices = new Map<string, Bounds>();
  const margins = new Map<string, Bounds>();
  const widen = (map: Map<string, Bounds>, id: string, n: number) => {
    const b = map.get(id);
    map.set(id, b ? { min: Math.min(b.min, n), max: Math.max(b.max, n) } : { min: n, max: n });
  };
  for (const v of variations) {
    const product = productById.get(v.productId);
    if (!product) continue;
    const paid = unitPriceMinor(product, v).paid;
    widen(prices, v.productId, paid);
    const margin = marginPercent(paid, v.costMinor ?? product.costMinor);
    if (margin !== null) widen(margins, v.productId, margin);
  }
  // A product without variants: its own price and cost.
  for (const r of rows) {
    if (prices.has(r.id)) continue;
    const margin = marginPercent(unitPriceMinor(r, null).paid, r.costMinor);
    if (margin !== null) margins.set(r.id, { min: margin, max: margin });
  }
  return { prices, margins };
}

/** The lowest and highest of some figure over a product's variants. */
interface Bounds {
  min: number;
  max: number;
}

/**
 * A price in minor units of the store's `currency`; above MAX_PRICE_MINOR (10,000,000.00 USD,
 * 1,000,000,000 VND) a 400 naming `field` and the highest price in that currency.
 */
function priceMinor(value: number, currency: string, field: string): number {
  const minor = toMinor(value, currency);
  if (minor > MAX_PRICE_MINOR) {
    const message = `Must be at most ${formatMoney(MAX_PRICE_MINOR, currency)}`;
    throw new HttpError(400, `Price too high: ${message.toLowerCase()}`, [{ field, message }]);
  }
  return minor;
}

/** The alt texts of `images` only, empty ones dropped. */
function altsOf(alts: Record<string, string>, images: string[]): Record<string, string> {
  return Object.fromEntries(
    images.flatMap((url) => (url && alts[url]?.trim() ? [[url, alts[url]!.trim()]] : [])),
  );
}

/** Products `ids` of the store, as the product editor reads them (drafts included). */
export async function loadAdminProducts(
  db: DbOrTx,
  storeId: string,
  ids: string[],
  currency?: string,
): Promise<AdminProduct[]> {
  if (!ids.length) return [];
  const [rows, { variationsByProduct, categoriesByProduct }, cur] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, ids))),
    loadProductRelations(db, storeId, ids),
    currency ?? storeCurrency(db, storeId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const variations = variationsByProduct.get(id) ?? [];
    const cats = categoriesByProduct.get(id) ?? [];
    return [toAdminProduct(row, variations, cats, cur)];
  });
}

function toAdminProduct(
  row: ProductRow,
  variations: VariationRow[],
  cats: { id: string; name: string; slug: string }[],
  currency: string,
): AdminProduct {
  // Units on hand: the product's own, or its counted variations' (server/db/units-on-hand.ts).
  const counted = variations.filter((v) => v.inventoryPolicy !== 'untracked');
  const stock = variations.length ? counted.reduce((s, v) => s + v.stock, 0) : row.stock;
  const tracked = variations.length ? counted.length > 0 : row.inventoryPolicy !== 'untracked';
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: toDecimal(row.priceMinor, currency),
    discountPrice: toDecimal(row.discountPriceMinor, currency),
    productImage: row.productImage,
    galleryImages: row.galleryImages,
    imageAlts: row.imageAlts,
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    rating: row.rating,
    attributeGroups: row.attributeGroups,
    variations: variations.map((v) => ({
      id: v.id,
      price: toDecimal(v.priceMinor, currency),
      discountPrice: toDecimal(v.discountPriceMinor, currency),
      image: v.image,
      attributes: v.attributes,
      sku: v.sku,
      stock: v.stock,
      inventoryPolicy: v.inventoryPolicy,
      weightGrams: v.weightGrams,
      requiresShipping: v.requiresShipping,
      barcode: v.barcode,
      cost: v.costMinor === null ? null : toDecimal(v.costMinor, currency),
    })),
    status: row.status,
    vendor: row.vendor,
    productType: row.productType,
    tags: row.tags,
    barcode: row.barcode,
    cost: row.costMinor === null ? null : toDecimal(row.costMinor, currency),
    customData: row.customData,
    sku: row.sku,
    stock,
    inventoryPolicy: row.inventoryPolicy,
    weightGrams: row.weightGrams,
    weightUnit: row.weightUnit,
    requiresShipping: row.requiresShipping,
    taxExempt: row.taxExempt,
    lowStockThreshold: row.lowStockThreshold,
    stockState: stockState(stock, row.lowStockThreshold, tracked),
    categories: cats.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function requireAdminProduct(
  db: DbOrTx,
  storeId: string,
  productId: string,
  field = 'productId',
): Promise<AdminProduct> {
  const [product] = await loadAdminProducts(db, storeId, [productId]);
  if (!product) throw productNotFound(field);
  return product;
}

/** A 400 naming every problem of a product as a whole. */
function requireConsistent(product: Parameters<typeof productIssues>[0]): void {
  const issues = productIssues(product);
  if (!issues.length) return;
  throw new HttpError(
    400,
    `Invalid body: ${issues.map((i) => i.path.join('.')).join(', ')}`,
    issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  );
}

/** Categories `ids` must all be this store's (a 400 naming the first that is not). */
async function requireStoreCategories(tx: DbOrTx, storeId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), inArray(categories.id, ids)));
  const have = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !have.has(id));
  if (missing !== -1) {
    throw new HttpError(400, 'Unknown category', [
      { field: `categoryIds.${missing}`, message: 'No such category in this store' },
    ]);
  }
}

/** The store's slugs that start with `base` (for a free `base-N`). */
async function takenSlugs(tx: DbOrTx, storeId: string, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), sql`${products.slug} like ${likeStartingWith(base)}`),
    );
  return new Set(rows.map((r) => r.slug));
}

const slugTaken = () =>
  new HttpError(409, 'A product with this slug already exists', [
    { field: 'slug', message: 'Another product of this store has this slug' },
  ]);

type ProductWrite = Omit<AddProductBody, 'storeId'> & { id?: string };

/**
 * Replaces the product's variations: kept ids stay (in the new order), the rest go. New ones
 * are inserted in one statement and kept ones updated in one (a CSV import writes thousands);
 * `fresh` (a product just created) has none to read or remove.
 */
async function writeVariations(
  tx: Tx,
  storeId: string,
  productId: string,
  variations: ProductWrite['variations'],
  currency: string,
  fresh = false,
): Promise<void> {
  const existingIds = new Set<string>();
  if (!fresh) {
    const existing = await tx
      .select({ id: productVariations.id })
      .from(productVariations)
      .where(
        and(eq(productVariations.storeId, storeId), eq(productVariations.productId, productId)),
      );
    for (const v of existing) existingIds.add(v.id);
  }
  const keep = new Set(variations.flatMap((v) => (v.id && existingIds.has(v.id) ? [v.id] : [])));
  const gone = [...existingIds].filter((id) => !keep.has(id));
  if (gone.length) {
    await tx
      .delete(productVariations)
      .where(and(eq(productVariations.storeId, storeId), inArray(productVariations.id, gone)));
  }
  const rows = variations.map((v, position) => ({
    id: v.id && keep.has(v.id) ? v.id : undefined,
    priceMinor: priceMinor(v.price, currency, `variations.${position}.price`),
    discountPriceMinor: priceMinor(
      v.discountPrice,
      currency,
      `variations.${position}.discountPrice`,
    ),
    image: v.image,
    attributes: v.attributes,
    sku: v.sku,
    stock: v.stock,
    inventoryPolicy: v.inventoryPolicy,
    weightGrams: v.weightGrams,
    requiresShipping: v.requiresShipping,
    barcode: v.barcode,
    costMinor: v.cost === null ? null : priceMinor(v.cost, currency, `variations.${position}.cost`),
    position,
  }));
  const added = rows.filter((r) => !r.id);
  if (added.length) {
    await tx
      .insert(productVariations)
      .values(added.map(({ id: _id, ...values }) => ({ storeId, productId, ...values })));
  }
  const kept = rows.filter((r) => r.id);
  if (kept.length) {
    const values = sql.join(
      kept.map(
        (r) =>
          sql`(${r.id}::uuid, ${r.priceMinor}::int, ${r.discountPriceMinor}::int, ${r.image}::text, ${JSON.stringify(r.attributes)}::jsonb, ${r.sku}::text, ${r.stock}::int, ${r.inventoryPolicy}::text, ${r.weightGrams}::numeric, ${r.requiresShipping}::boolean, ${r.barcode}::text, ${r.costMinor}::int, ${r.position}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${productVariations} set
        price_minor = d.price_minor, discount_price_minor = d.discount_price_minor,
        image = d.image, attributes = d.attributes, sku = d.sku, stock = d.stock,
        inventory_policy = d.inventory_policy, weight_grams = d.weight_grams, requires_shipping = d.requires_shipping, barcode = d.barcode, cost_minor = d.cost_minor,
        position = d.position
      from (values ${values}) as d(id, price_minor, discount_price_minor, image, attributes, sku, stock, inventory_policy, weight_grams, requires_shipping, barcode, cost_minor, position)
      where ${productVariations.id} = d.id and ${productVariations.storeId} = ${storeId}`);
  }
}

async function writeCategories(
  tx: Tx,
  storeId: string,
  productId: string,
  categoryIds: string[],
  fresh = false,
): Promise<void> {
  if (!fresh) {
    await tx
      .delete(productCategories)
      .where(
        and(eq(productCategories.storeId, storeId), eq(productCategories.productId, productId)),
      );
  }
  const unique = [...new Set(categoryIds)];
  if (unique.length) {
    await tx
      .insert(productCategories)
      .values(unique.map((categoryId) => ({ storeId, productId, categoryId })));
  }
}

/**
 * How a write treats the store's automatic categories: `syncRules` false leaves them to the
 * caller (an import syncs a whole batch at once: category-rules.ts).
 */
interface WriteOptions {
  syncRules?: boolean;
}

/** Creates a product (slug from the name, made unique, unless given). Answers its id. */
export async function createProduct(
  tx: Tx,
  storeId: string,
  currency: string,
  input: ProductWrite,
  now: Date,
  { syncRules = true }: WriteOptions = {},
): Promise<string> {
  requireConsistent(input);
  await requireStoreCategories(tx, storeId, input.categoryIds);
  let slug = input.slug;
  if (!slug) {
    const base = slugify(input.name) || 'product';
    slug = uniqueSlug(base, await takenSlugs(tx, storeId, base));
  }
  const [row] = await tx
    .insert(products)
    .values({
      storeId,
      name: input.name,
      slug,
      description: sanitizeMerchantHtml(input.description),
      priceMinor: priceMinor(input.price, currency, 'price'),
      discountPriceMinor: priceMinor(input.discountPrice, currency, 'discountPrice'),
      productImage: input.productImage,
      galleryImages: input.galleryImages,
      imageAlts: altsOf(input.imageAlts, [input.productImage, ...input.galleryImages]),
      seoTitle: input.seoTitle,
      metaDescription: input.metaDescription,
      rating: input.rating,
      attributeGroups: input.attributeGroups,
      status: input.status,
      vendor: input.vendor,
      productType: input.productType,
      tags: input.tags,
      barcode: input.barcode,
      costMinor: input.cost === null ? null : priceMinor(input.cost, currency, 'cost'),
      customData: input.customData,
      sku: input.sku,
      stock: input.stock,
      inventoryPolicy: input.inventoryPolicy,
      weightGrams: input.weightGrams,
      weightUnit: input.weightUnit,
      requiresShipping: input.requiresShipping,
      taxExempt: input.taxExempt,
      lowStockThreshold: input.lowStockThreshold,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  // Its path is live now: an old redirect from it would never answer again.
  await clearRedirectFrom(tx, storeId, productStorefrontPath(slug));
  await writeVariations(tx, storeId, row.id, input.variations, currency, true);
  await writeCategories(tx, storeId, row.id, input.categoryIds, true);
  if (syncRules) await syncRuleCategories(tx, storeId, { productIds: [row.id] });
  return row.id;
}

/** Updates the fields `input` names; `variations` and `categoryIds`, when sent, replace all. */
export async function updateProduct(
  tx: Tx,
  storeId: string,
  currency: string,
  input: Omit<UpdateProductBody, 'storeId'>,
  now: Date,
  { syncRules = true }: WriteOptions = {},
): Promise<void> {
  const [current] = await tx
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, input.productId)))
    .limit(1)
    .for('update');
  if (!current) throw productNotFound();
  const currentVariations =
    input.variations ??
    (
      await tx
        .select()
        .from(productVariations)
        .where(
          and(eq(productVariations.storeId, storeId), eq(productVariations.productId, current.id)),
        )
    ).map((v) => ({
      price: toDecimal(v.priceMinor, currency),
      discountPrice: toDecimal(v.discountPriceMinor, currency),
      attributes: v.attributes,
    }));
  requireConsistent({
    price: input.price ?? toDecimal(current.priceMinor, currency),
    discountPrice: input.discountPrice ?? toDecimal(current.discountPriceMinor, currency),
    attributeGroups: input.attributeGroups ?? current.attributeGroups,
    variations: currentVariations,
  });
  if (input.categoryIds) await requireStoreCategories(tx, storeId, input.categoryIds);
  const set: Partial<typeof products.$inferInsert> = { updatedAt: now };
  if (input.name !== undefined) set.name = input.name;
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.description !== undefined) set.description = sanitizeMerchantHtml(input.description);
  if (input.price !== undefined) set.priceMinor = priceMinor(input.price, currency, 'price');
  if (input.discountPrice !== undefined)
    set.discountPriceMinor = priceMinor(input.discountPrice, currency, 'discountPrice');
  if (input.productImage !== undefined) set.productImage = input.productImage;
  if (input.galleryImages !== undefined) set.galleryImages = input.galleryImages;
  if (input.imageAlts !== undefined) {
    // Pruned to the images this write names; an update without images keeps the texts given.
    set.imageAlts =
      input.productImage !== undefined || input.galleryImages !== undefined
        ? altsOf(input.imageAlts, [input.productImage ?? '', ...(input.galleryImages ?? [])])
        : altsOf(input.imageAlts, Object.keys(input.imageAlts));
  }
  if (input.seoTitle !== undefined) set.seoTitle = input.seoTitle;
  if (input.metaDescription !== undefined) set.metaDescription = input.metaDescription;
  if (input.rating !== undefined) set.rating = input.rating;
  if (input.attributeGroups !== undefined) set.attributeGroups = input.attributeGroups;
  if (input.vendor !== undefined) set.vendor = input.vendor;
  if (input.productType !== undefined) set.productType = input.productType;
  if (input.tags !== undefined) set.tags = input.tags;
  if (input.barcode !== undefined) set.barcode = input.barcode;
  if (input.customData !== undefined) set.customData = input.customData;
  if (input.cost !== undefined) {
    set.costMinor = input.cost === null ? null : priceMinor(input.cost, currency, 'cost');
  }
  if (input.status !== undefined) set.status = input.status;
  if (input.sku !== undefined) set.sku = input.sku;
  if (input.stock !== undefined) set.stock = input.stock;
  if (input.inventoryPolicy !== undefined) set.inventoryPolicy = input.inventoryPolicy;
  if (input.weightGrams !== undefined) set.weightGrams = input.weightGrams;
  if (input.weightUnit !== undefined) set.weightUnit = input.weightUnit;
  if (input.requiresShipping !== undefined) set.requiresShipping = input.requiresShipping;
  if (input.taxExempt !== undefined) set.taxExempt = input.taxExempt;
  if (input.lowStockThreshold !== undefined) set.lowStockThreshold = input.lowStockThreshold;
  await tx
    .update(products)
    .set(set)
    .where(and(eq(products.storeId, storeId), eq(products.id, current.id)));
  if (input.slug !== undefined && input.slug !== current.slug) {
    // The old URL answers a 301 to the new one (made only where shoppers could reach it).
    await recordPathChange(
      tx,
      storeId,
      productStorefrontPath(current.slug),
      productStorefrontPath(input.slug),
      now,
      current.status === 'active',
    );
  }
  if (input.variations) {
    await writeVariations(tx, storeId, current.id, input.variations, currency);
  }
  if (input.categoryIds) await writeCategories(tx, storeId, current.id, input.categoryIds);
  // Its tags, type or vendor may have changed (and chosen categories replace all of them).
  if (syncRules) await syncRuleCategories(tx, storeId, { productIds: [current.id] });
}

/** Runs a product write in a transaction; a slug clash is a 409 naming `slug`. */
export async function inProductTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    rethrowUnique(error, slugTaken);
  }
}

/** Deletes products `ids` of the store; all or nothing (a 404 when one is not the store's). */
export async function deleteProducts(db: Db, storeId: string, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, unique)))
      .returning({ id: products.id });
    if (deleted.length !== unique.length) {
      const gone = new Set(deleted.map((d) => d.id));
      const index = ids.findIndex((id) => !gone.has(id));
      // Roll back: nothing is deleted when one id is wrong.
      throw new HttpError(404, 'Product not found', [
        { field: `ids.${index}`, message: 'No such product in this store' },
      ]);
    }
    return deleted.length;
  });
}

/** The list's orders; `stock` is the units-on-hand expression the query uses. */
const sortsBy = (stock: SQL): Record<FilteredProductsQuery['sort'], SQL[]> => ({
  newest: [desc(products.createdAt), asc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), asc(products.id)],
  price_asc: [asc(products.priceMinor), asc(products.id)],
  price_desc: [desc(products.priceMinor), asc(products.id)],
  stock_asc: [asc(stock), asc(products.id)],
  stock_desc: [desc(stock), asc(products.id)],
});

/**
 * Where a query of the products list reads units on hand (the same number `totalStock`
 * gives; only the cost differs, measured at 10,000 products: bench/catalogue.ts):
 * - `aggregate`: one pass summing the store's variations per product (an index-only scan of
 *   `product_variations_store_product_stock_idx` and a hash join) — ~5 ms whatever the
 *   filter; for counting a stock filter over the whole store and for sorting by stock;
 * - `lateral`: each product's own sum, once per product that reaches it — for a page in
 *   another order (the scan stops after the page's rows) and for counts narrowed first by a
 *   category or a search;
 * - `none`: the per-product subquery in the select list only (the page's 20 rows).
 * A summed subquery in WHERE was evaluated up to three times per product (~40 ms).
 */
type StockSource = 'aggregate' | 'lateral' | 'none';

/** The units-on-hand expression of `source`, and the join it needs. */
function stockFrom(
  db: Db,
  storeId: string,
  source: StockSource,
): { stock: SQL<number | null>; join: <Q extends PgSelect>(query: Q) => Q } {
  if (source === 'none') return { stock: totalStock, join: (query) => query };
  if (source === 'aggregate') {
    const sums = db
      .select({
        productId: productVariations.productId,
        units: sql<number | null>`${countedUnits(sql`${productVariations}`)}`.as('units'),
        rows: sql<number>`count(*)`.as('rows'),
      })
      .from(productVariations)
      .where(eq(productVariations.storeId, storeId))
      .groupBy(productVariations.productId)
      .as('variation_stock');
    return {
      stock: unitsOnHand(sql`${sums.rows}`, sql`${sums.units}`),
      // A join adds no selected column here (the select lists its fields): the type stays.
      join: (query) =>
        query.leftJoin(sums, eq(sums.productId, products.id)) as unknown as typeof query,
    };
  }
  const sum = db
    .select({
      units: sql<number | null>`${countedUnits(sql`${productVariations}`)}`.as('units'),
      rows: sql<number>`count(*)`.as('rows'),
    })
    .from(productVariations)
    .where(
      and(eq(productVariations.storeId, storeId), eq(productVariations.productId, products.id)),
    )
    .as('variation_stock');
  return {
    stock: unitsOnHand(sql`${sum.rows}`, sql`${sum.units}`),
    join: (query) => query.crossJoinLateral(sum) as unknown as typeof query,
  };
}

/** At most this many tags are listed (the products filter's options). */
const MAX_LISTED_TAGS = 500;

/**
 * The store's tags for the products filter: one per tag whatever its case (its first
 * spelling in name order), with how many products carry it, by name.
 */
export async function productTags(db: Db, storeId: string): Promise<ProductTagsReply> {
  const rows = await db.execute(sql`
    select min(t) as tag, count(*)::int as count
    from ${products}, unnest(${products.tags}) t
    where ${products.storeId} = ${storeId}
    group by lower(t)
    order by lower(t)
    limit ${MAX_LISTED_TAGS}`);
  const list = (rows as unknown as { rows: { tag: string; count: number }[] }).rows;
  return { tags: list.map((r) => ({ tag: r.tag, count: Number(r.count) })) };
}

/** One page of the products screen: filters, search (name or SKU), sort, counts. */
export async function filterProducts(
  db: Db,
  storeId: string,
  q: FilteredProductsQuery,
): Promise<ProductPage> {
  const term = q.search?.trim().toLowerCase();
  const conditions = (stock: SQL<number | null>) => {
    const where: SQL[] = [eq(products.storeId, storeId)];
    if (q.status) where.push(eq(products.status, q.status));
    if (q.category) {
      where.push(
        sql`exists (select 1 from ${productCategories} pc where pc.store_id = ${productColumn('store_id')} and pc.product_id = ${productColumn('id')} and pc.category_id = ${q.category})`,
      );
    }
    if (q.tag) {
      where.push(
        sql`exists (select 1 from unnest(${products.tags}) t where lower(t) = lower(${q.tag}))`,
      );
    }
    if (q.stock === 'out_of_stock') where.push(sql`${stock} <= 0`);
    if (q.stock === 'low_stock')
      where.push(sql`${stock} > 0 and ${stock} <= ${products.lowStockThreshold}`);
    if (q.stock === 'in_stock') where.push(sql`${stock} > ${products.lowStockThreshold}`);
    if (q.stock === 'untracked') where.push(sql`${stock} is null`);
    if (term) {
      const like = likeContaining(term);
      // Name, product SKU or a variation's SKU: one id list from three trigram-indexed
      // matches (products_search_name_trgm_idx, products_sku_trgm_idx,
      // product_variations_sku_trgm_idx) rather than an OR that reads every product.
      where.push(
        sql`${products.id} in (select p2.id from ${products} p2 where p2.store_id = ${storeId} and (p2.search_name like ${like} or lower(p2.sku) like ${like}) union all select v.product_id from ${productVariations} v where v.store_id = ${storeId} and lower(v.sku) like ${like})`,
      );
    }
    return and(...where);
  };
  // A category or a search leaves few products: summing each one's variations is cheap. A
  // page in creation order (an index) stops after its rows. Otherwise one pass over the
  // store's variations.
  const narrowed = Boolean(q.category || term);
  const byStockOrder = q.sort === 'stock_asc' || q.sort === 'stock_desc';
  const byIndexOrder = q.sort === 'newest' || q.sort === 'oldest';
  const pageSource: StockSource =
    !q.stock && !byStockOrder
      ? 'none'
      : narrowed || (byIndexOrder && !byStockOrder)
        ? 'lateral'
        : 'aggregate';
  const pageStock = stockFrom(db, storeId, pageSource);
  const countStock = stockFrom(db, storeId, !q.stock ? 'none' : narrowed ? 'lateral' : 'aggregate');
  const pageQuery = pageStock.join(
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        status: products.status,
        priceMinor: products.priceMinor,
        discountPriceMinor: products.discountPriceMinor,
        costMinor: products.costMinor,
        productImage: products.productImage,
        sku: products.sku,
        lowStockThreshold: products.lowStockThreshold,
        updatedAt: products.updatedAt,
        stock: pageStock.stock,
        variationCount,
      })
      .from(products)
      .$dynamic(),
  );
  const countQuery = countStock.join(db.select({ n: count() }).from(products).$dynamic());
  const [rows, [total], currency] = await Promise.all([
    pageQuery
      .where(conditions(pageStock.stock))
      .orderBy(...sortsBy(pageStock.stock)[q.sort])
      .limit(q.size)
      .offset(q.page * q.size),
    countQuery.where(conditions(countStock.stock)),
    storeCurrency(db, storeId),
  ]);
  const ids = rows.map((r) => r.id);
  const [links, figures] = ids.length
    ? await Promise.all([productCategoryLinks(db, storeId, ids), variantFigures(db, storeId, rows)])
    : [[], { prices: new Map<string, Bounds>(), margins: new Map<string, Bounds>() }];
  const totalElements = total?.n ?? 0;
  const content: ProductListItem[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    status: r.status,
    price: toDecimal(r.priceMinor, currency),
    discountPrice: toDecimal(r.discountPriceMinor, currency),
    productImage: r.productImage,
    sku: r.sku,
    stock: r.stock ?? 0,
    stockState: stockState(r.stock ?? 0, r.lowStockThreshold, r.stock !== null),
    variationCount: r.variationCount,
    variantPrices: ((bounds) =>
      bounds
        ? { min: toDecimal(bounds.min, currency), max: toDecimal(bounds.max, currency) }
        : null)(figures.prices.get(r.id)),
    margin: figures.margins.get(r.id) ?? null,
    categories: links.filter((l) => l.productId === r.id).map((l) => ({ id: l.id, name: l.name })),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return {
    content,
    ...pagePosition(q.page, q.size, totalElements),
  };
}

/** A bulk change to products `ids` of the store: all or nothing; `dryRun` writes nothing. */
export async function bulkUpdateProducts(
  db: Db,
  storeId: string,
  ids: string[],
  change: BulkChange,
  dryRun: boolean,
  now: Date,
): Promise<BulkUpdateReply> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        priceMinor: products.priceMinor,
        discountPriceMinor: products.discountPriceMinor,
      })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, unique)))
      .orderBy(asc(products.name))
      .for('update');
    if (rows.length !== unique.length) {
      const have = new Set(rows.map((r) => r.id));
      const index = ids.findIndex((id) => !have.has(id));
      throw new HttpError(404, 'Product not found', [
        { field: `ids.${index}`, message: 'No such product in this store' },
      ]);
    }
    const currency = await storeCurrency(tx, storeId);
    const reply: BulkUpdateReply = { dryRun, changed: rows.length, prices: [] };
    if (change.kind === 'price') {
      const step =
        change.mode === 'percent'
          ? ({ mode: 'percent', amount: change.amount } as const)
          : ({ mode: 'fixed', amount: toMinor(change.amount, currency) } as const);
      for (const r of rows) {
        const newPrice = changedPriceMinor(r.priceMinor, step);
        const newDiscount = r.discountPriceMinor
          ? changedPriceMinor(r.discountPriceMinor, step)
          : 0;
        // A sale price that would reach the new price is dropped rather than kept above it.
        const discount = newDiscount > 0 && newDiscount < newPrice ? newDiscount : 0;
        reply.prices.push({
          id: r.id,
          name: r.name,
          oldPrice: toDecimal(r.priceMinor, currency),
          newPrice: toDecimal(newPrice, currency),
          oldDiscountPrice: toDecimal(r.discountPriceMinor, currency),
          newDiscountPrice: toDecimal(discount, currency),
        });
        if (!dryRun) {
          await tx
            .update(products)
            .set({ priceMinor: newPrice, discountPriceMinor: discount, updatedAt: now })
            .where(and(eq(products.storeId, storeId), eq(products.id, r.id)));
          await tx
            .update(productVariations)
            .set({
              // changedPriceMinor's rule in SQL: rounded, within 0 and MAX_PRICE_MINOR.
              priceMinor: sql`least(${MAX_PRICE_MINOR}, greatest(0, round(${step.mode === 'percent' ? sql`${productVariations.priceMinor}::bigint * ${100 + step.amount} / 100.0` : sql`${productVariations.priceMinor}::bigint + ${step.amount}`})))::int`,
              discountPriceMinor: sql`case when ${productVariations.discountPriceMinor} = 0 then 0 else least(${MAX_PRICE_MINOR}, greatest(0, round(${step.mode === 'percent' ? sql`${productVariations.discountPriceMinor}::bigint * ${100 + step.amount} / 100.0` : sql`${productVariations.discountPriceMinor}::bigint + ${step.amount}`}))) ::int end`,
            })
            .where(
              and(eq(productVariations.storeId, storeId), eq(productVariations.productId, r.id)),
            );
          // As for the product: a sale price that reached the price is dropped.
          await tx
            .update(productVariations)
            .set({ discountPriceMinor: 0 })
            .where(
              and(
                eq(productVariations.storeId, storeId),
                eq(productVariations.productId, r.id),
                sql`${productVariations.discountPriceMinor} >= ${productVariations.priceMinor}`,
              ),
            );
        }
      }
      return reply;
    }
    if (dryRun) return reply;
    if (change.kind === 'status') {
      await tx
        .update(products)
        .set({ status: change.status, updatedAt: now })
        .where(and(eq(products.storeId, storeId), inArray(products.id, unique)));
    } else {
      await requireStoreCategories(tx, storeId, [change.categoryId]).catch(() => {
        throw new HttpError(400, 'Unknown category', [
          { field: 'change.categoryId', message: 'No such category in this store' },
        ]);
      });
      if (change.kind === 'addCategory') {
        await tx
          .insert(productCategories)
          .values(
            unique.map((productId) => ({ storeId, productId, categoryId: change.categoryId })),
          )
          .onConflictDoNothing();
      } else {
        await tx
          .delete(productCategories)
          .where(
            and(
              eq(productCategories.storeId, storeId),
              eq(productCategories.categoryId, change.categoryId),
              inArray(productCategories.productId, unique),
            ),
          );
      }
    }
    return reply;
  });
}
