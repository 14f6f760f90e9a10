/**
 * The storefront's read queries, scoped by store id, answering the DTOs of shared/api/storefront.
 * Owns: what a shopper may see (active products, published pages, sanitised HTML), decimal
 * prices, batched variation/category lookups. Not: HTTP, caching, writes.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  currencies,
  fromMinorUnits,
  parseContentDocument,
  storeHostName,
  type CategoryDto,
  type CollectionDto,
  type CurrencyCode,
  type GlobalContentDto,
  type PageDto,
  type ProductDto,
  type SearchResultDto,
  type SectionComponent,
  type StorefrontStoreDto,
} from '../../shared';
import type { Db } from '../db/client';
import {
  categories,
  pages,
  productCategories,
  products,
  productVariations,
  stores,
  type ContentDocument,
} from '../db/schema';
import { sanitizeContentHtml, sanitizeMerchantHtml } from '../lib/sanitize-html';
import { escapeLike, parseSearchTerm, type SearchQuery } from './search-query';

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof productVariations.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** Decimal amount of `minor` units; an unknown currency code is read with 2 decimals. */
function toDecimal(minor: number, currency: string): number {
  return Object.hasOwn(currencies, currency)
    ? fromMinorUnits(minor, currency as CurrencyCode)
    : minor / 100;
}

/** Maps one product row (with its variations and categories) to the API's product. */
export function toProductDto(
  row: ProductRow,
  variations: VariationRow[],
  productCategoryRows: Pick<CategoryRow, 'id' | 'name' | 'slug'>[],
  currency: string,
): ProductDto {
  const ordered = [...variations].sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: toDecimal(row.priceMinor, currency),
    discountPrice: toDecimal(row.discountPriceMinor, currency),
    productImage: row.productImage,
    galleryImages: row.galleryImages,
    description: sanitizeMerchantHtml(row.description),
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    stockStatus: ordered.length ? ordered.some((v) => v.stock > 0) : row.stock > 0,
    rating: row.rating,
    attributeGroups: row.attributeGroups.map((g) => ({
      name: g.name,
      type: g.type,
      values: [...g.values],
      ...(g.swatches ? { swatches: { ...g.swatches } } : {}),
    })),
    variations: ordered.map((v) => ({
      id: v.id,
      price: toDecimal(v.priceMinor, currency),
      discountPrice: toDecimal(v.discountPriceMinor, currency),
      image: v.image,
      attributes: v.attributes,
      stockStatus: v.stock > 0,
    })),
    categories: productCategoryRows.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
  };
}

function toCategoryDto(row: Pick<CategoryRow, 'id' | 'slug' | 'name' | 'image'>): CategoryDto {
  return { id: row.id, slug: row.slug, name: row.name, image: row.image };
}

/** The currency of `storeId`, or undefined when there is no such store. */
async function getStoreCurrency(db: Db, storeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row?.currency;
}

/** True when a store with this id exists. */
export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  return (await getStoreCurrency(db, storeId)) !== undefined;
}

type ProductCategoryLink = Pick<CategoryRow, 'id' | 'name' | 'slug'> & { productId: string };

/**
 * The variations and categories of products `ids` of the store, in two batched lookups,
 * grouped by product. Shared by the storefront's DTOs and the merchant's product reads.
 */
export async function loadProductRelations(
  db: Pick<Db, 'select'>,
  storeId: string,
  ids: string[],
): Promise<{
  variationsByProduct: Map<string, VariationRow[]>;
  categoriesByProduct: Map<string, ProductCategoryLink[]>;
}> {
  const [variationRows, categoryLinks] = await Promise.all([
    db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.storeId, storeId), inArray(productVariations.productId, ids)))
      .orderBy(asc(productVariations.position)),
    db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.storeId, storeId), inArray(productCategories.productId, ids)))
      .orderBy(asc(categories.position), asc(categories.name)),
  ]);
  return {
    variationsByProduct: groupBy(variationRows, (v) => v.productId),
    categoriesByProduct: groupBy(categoryLinks, (c) => c.productId),
  };
}

/** Turns product rows into DTOs with two batched lookups (variations, categories), in order. */
async function hydrateProducts(
  db: Db,
  storeId: string,
  rows: ProductRow[],
  currency?: string,
): Promise<ProductDto[]> {
  if (!rows.length) return [];
  const [{ variationsByProduct, categoriesByProduct }, storeCurrency] = await Promise.all([
    loadProductRelations(
      db,
      storeId,
      rows.map((r) => r.id),
    ),
    currency ?? getStoreCurrency(db, storeId),
  ]);
  return rows.map((row) =>
    toProductDto(
      row,
      variationsByProduct.get(row.id) ?? [],
      categoriesByProduct.get(row.id) ?? [],
      storeCurrency ?? 'USD',
    ),
  );
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const activeIn = (storeId: string) =>
  and(eq(products.storeId, storeId), eq(products.status, 'active'));
/** Newest first; ties broken by id so pages never overlap. */
const newestFirst = [desc(products.createdAt), asc(products.id)];

/** The active product `slug` of the store, or undefined. */
export async function getProductBySlug(
  db: Db,
  storeId: string,
  slug: string,
): Promise<ProductDto | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(activeIn(storeId), eq(products.slug, slug)))
    .limit(1);
  const [dto] = await hydrateProducts(db, storeId, rows);
  return dto;
}

/**
 * The `count` newest active products, of the category `collection` (a slug) or of the whole
 * store when it is null; an unknown collection gives an empty list.
 */
export async function getProductsByCollection(
  db: Db,
  storeId: string,
  collection: string | null,
  limit: number,
): Promise<ProductDto[]> {
  if (collection === null) {
    const rows = await db
      .select()
      .from(products)
      .where(activeIn(storeId))
      .orderBy(...newestFirst)
      .limit(limit);
    return hydrateProducts(db, storeId, rows);
  }
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(activeIn(storeId), eq(categories.storeId, storeId), eq(categories.slug, collection)))
    .orderBy(...newestFirst)
    .limit(limit);
  return hydrateProducts(
    db,
    storeId,
    rows.map((r) => r.product),
  );
}

/** One zero-based page of the store's active products, newest first. */
export async function listProducts(
  db: Db,
  storeId: string,
  pageNumber: number,
  pageSize: number,
): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(activeIn(storeId))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  return hydrateProducts(db, storeId, rows);
}

/** The store's categories in their set order. */
export async function getCategories(db: Db, storeId: string): Promise<CategoryDto[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map(toCategoryDto);
}

/** One zero-based page of the category `slug`'s active products, or undefined for no such category. */
export async function getCollection(
  db: Db,
  storeId: string,
  slug: string,
  pageNumber: number,
  pageSize: number,
): Promise<CollectionDto | undefined> {
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.slug, slug)))
    .limit(1);
  if (!category) return undefined;
  const inCategory = and(activeIn(storeId), eq(productCategories.categoryId, category.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.productId, products.id))
      .where(inCategory)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.productId, products.id))
      .where(inCategory),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    category: toCategoryDto(category),
    products: await hydrateProducts(
      db,
      storeId,
      rows.map((r) => r.product),
    ),
    pageNumber,
    pageSize,
    totalPages: Math.ceil(totalElements / pageSize),
    totalElements,
  };
}

/** A column of `products` the Drizzle table does not declare (generated by migration 0002). */
const searchColumn = (name: 'search_name' | 'search_compact' | 'search_vector') =>
  sql`${products}.${sql.identifier(name)}`;
const searchName = searchColumn('search_name');
const searchCompact = searchColumn('search_compact');
const searchVector = searchColumn('search_vector');

const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * How a search matches. `exact`: every word as a lexeme of the name or description (the last
 * as a prefix), or the whole term inside the compact name (`T SHIRT`, `tshirt` find
 * "T-Shirt"). `typo`, tried when `exact` finds nothing: every word as a lexeme or within one
 * typo of a name word (5+ letters: anywhere, `snekers`, `t-shrit`; 4 letters: one added at the
 * end, Shopify's rule). Every branch is indexable (GIN on search_vector, trigram GIN on
 * search_compact and search_name), so a big catalogue is searched with bitmap index scans;
 * user text only ever reaches SQL as bound parameters.
 */
export type SearchMode = 'exact' | 'typo';

function searchCondition(storeId: string, q: SearchQuery, mode: SearchMode): SQL {
  const branches: SQL[] = [];
  if (mode === 'exact') {
    branches.push(sql`${searchVector} @@ ${tsquery(q.tsquery)}`);
    if (q.substring) branches.push(sql`${searchCompact} like ${q.substring}`);
  } else {
    // Every word matches as a lexeme or, for some, with one typo: a BitmapAnd of per-word
    // BitmapOrs. (All words as lexemes would have matched in `exact`.)
    for (const group of q.typoGroups) {
      const everyWord = group.lexemes.map((lexeme, i) => {
        const typo = group.typos[i];
        const asLexeme = sql`${searchVector} @@ ${tsquery(lexeme)}`;
        if (!typo) return asLexeme;
        const withTypo = sql.join(
          typo.regexes.map((regex) => sql`${searchName} ~ ${regex}`),
          sql` or `,
        );
        return group.lexemes.length === 1 ? withTypo : sql`(${asLexeme} or ${withTypo})`;
      });
      branches.push(sql`(${sql.join(everyWord, sql` and `)})`);
    }
  }
  if (!branches.length) branches.push(sql`false`);
  return sql`${products.storeId} = ${storeId} and ${products.status} = 'active'
    and (${sql.join(branches, sql` or `)})`;
}

/**
 * One page of matching product ids with the match count (`count(*) over ()`). Order: the
 * exact name, then names starting with the term, then full-text rank (name words weigh more
 * than description words); typo matches by trigram similarity of the name instead. Name and
 * id break ties, so pages never overlap.
 */
export function searchQuery(
  db: Db,
  storeId: string,
  q: SearchQuery,
  mode: SearchMode,
  page: number,
  size: number,
) {
  const nameClass = sql`case when ${searchName} = ${q.name} or ${searchCompact} = ${q.compact} then 0
    when ${searchCompact} like ${`${escapeLike(q.compact)}%`} then 1 else 2 end`;
  const score =
    mode === 'exact'
      ? sql`ts_rank(${searchVector}, ${tsquery(q.tsquery)}) desc`
      : sql`word_similarity(${q.name}, ${searchName}) desc`;
  return db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(searchCondition(storeId, q, mode))
    .orderBy(nameClass, score, asc(products.name), asc(products.id))
    .limit(size)
    .offset(page * size);
}

async function searchPage(
  db: Db,
  storeId: string,
  q: SearchQuery,
  mode: SearchMode,
  page: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await searchQuery(db, storeId, q, mode, page, size);
  if (rows.length || page === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page: count alone.
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(searchCondition(storeId, q, mode));
  return { ids: [], total: row?.n ?? 0 };
}

/**
 * Planner settings for the search transaction only: the matches of a common word can be a
 * tenth of a big store, where the default costs (cold, spinning disks) pick a sequential scan
 * of every product, several times slower than the bitmap index scans on a cached table (the
 * store's btree index stays available for small stores); JIT compiling costs more than it
 * saves on queries this size. Neither changes what matches.
 */
export const searchPlannerSettings = sql`select set_config('enable_seqscan', 'off', true),
  set_config('jit', 'off', true)`;

/** The page's ids and the match count: `exact`, then `typo` when `exact` finds nothing. */
async function searchIds(
  db: Db,
  storeId: string,
  q: SearchQuery,
  page: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(searchPlannerSettings);
    const exact = await searchPage(tx, storeId, q, 'exact', page, size);
    if (exact.total > 0 || !q.typoGroups.length) return exact;
    return searchPage(tx, storeId, q, 'typo', page, size);
  });
}

/**
 * Active products of the store matching `term` (see SearchMode), ranked, zero-based `page` of
 * `size`.
 */
export async function searchProducts(
  db: Db,
  storeId: string,
  term: string,
  page: number,
  size: number,
): Promise<SearchResultDto> {
  const q = parseSearchTerm(term);
  if (!q.words.length) return { content: [], totalPages: 0, totalElements: 0, page };
  const { ids, total } = await searchIds(db, storeId, q, page, size);
  const rows = ids.length
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return {
    content: await hydrateProducts(db, storeId, rows),
    totalPages: Math.ceil(total / size),
    totalElements: total,
    page,
  };
}

/**
 * Saved components as a shopper gets them: migrated and defaulted when they validate against
 * the registry (as saved as-is otherwise), with every HTML prop sanitised.
 */
export function toShopperComponents(
  document: ContentDocument | null | undefined,
): SectionComponent[] {
  if (!document) return [];
  const parsed = parseContentDocument(document);
  const components = parsed.ok
    ? parsed.document.components
    : (document.components as SectionComponent[]);
  return sanitizeContentHtml(components);
}

/**
 * The published page `slug` (never the draft), or undefined when it does not exist or was
 * never published. `productHost` makes `storeDomain`.
 */
export async function getPublishedPage(
  db: Db,
  storeId: string,
  slug: string,
  productHost: string,
): Promise<PageDto | undefined> {
  const [row] = await db
    .select({ page: pages, subdomain: stores.subdomain })
    .from(pages)
    .innerJoin(stores, eq(stores.id, pages.storeId))
    .where(and(eq(pages.storeId, storeId), eq(pages.slug, slug)))
    .limit(1);
  if (!row?.page.publishedContent) return undefined;
  const { page } = row;
  return {
    pageId: page.id,
    storeId: page.storeId,
    storeDomain: storeHostName(row.subdomain, productHost),
    slug: page.slug,
    title: page.title,
    pageType: page.pageType,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    content: toShopperComponents(page.publishedContent),
  };
}

/** The store's header/footer sections, or undefined for no such store. */
export async function getGlobalContent(
  db: Db,
  storeId: string,
): Promise<GlobalContentDto | undefined> {
  const [row] = await db
    .select({ globalContent: stores.globalContent })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) return undefined;
  return { storeId, globalContent: toShopperComponents(row.globalContent) };
}

/** The store as a storefront needs it, or undefined. `productHost` makes `storeDomain`. */
export async function getStorefrontStore(
  db: Db,
  storeId: string,
  productHost: string,
): Promise<StorefrontStoreDto | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!row) return undefined;
  return {
    storeId: row.id,
    name: row.name,
    currency: row.currency,
    fbPixelId: row.fbPixelId,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    socialLinks: row.socialLinks,
    storeDomain: storeHostName(row.subdomain, productHost),
    description: row.description,
  };
}

/** What a sitemap lists for one store: published pages, active products, categories. */
export interface SitemapEntries {
  pages: { slug: string; lastmod: Date }[];
  products: { slug: string; lastmod: Date }[];
  categories: { slug: string; lastmod: Date }[];
}

/** A sitemap file holds at most 50,000 URLs; products take what pages and categories leave. */
const SITEMAP_MAX_PRODUCTS = 45_000;

/** Every public URL source of the store, with its last change. */
export async function getSitemapEntries(db: Db, storeId: string): Promise<SitemapEntries> {
  const [pageRows, productRows, categoryRows] = await Promise.all([
    db
      .select({ slug: pages.slug, publishedAt: pages.publishedAt, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.storeId, storeId), sql`${pages.publishedContent} is not null`))
      .orderBy(asc(pages.slug)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(activeIn(storeId))
      .orderBy(...newestFirst)
      .limit(SITEMAP_MAX_PRODUCTS),
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.name)),
  ]);
  return {
    pages: pageRows.map((p) => ({ slug: p.slug, lastmod: p.publishedAt ?? p.updatedAt })),
    products: productRows.map((p) => ({ slug: p.slug, lastmod: p.updatedAt })),
    categories: categoryRows.map((c) => ({ slug: c.slug, lastmod: c.updatedAt })),
  };
}
