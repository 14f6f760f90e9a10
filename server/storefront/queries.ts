/**
 * The storefront's read queries, scoped by store id, answering the DTOs of shared/api/storefront.
 * Owns: what a shopper may see (active products, published pages, sanitised HTML), decimal
 * prices, batched variation/category lookups. Not: HTTP, caching, writes.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  isSellable,
  reviewSummaryOf,
  shownRating,
  toDecimal,
  parseContentDocument,
  storeHostName,
  type CategoryDto,
  type CollectionDto,
  type GlobalContentDto,
  type PageDto,
  type ProductDto,
  type SearchResultDto,
  type Component,
  type StorefrontStoreDto,
} from '../../shared';
import type { Db } from '../db/client';
import {
  categories,
  pages,
  productCategories,
  products,
  productVariations,
  searchWords,
  stores,
  type ContentDocument,
} from '../db/schema';
import { richTextHtml, sanitizeContentHtml, sanitizeMerchantHtml } from '../lib/sanitize-html';
import { likeStartingWith } from '../lib/sql';
import {
  correctGroup,
  isOneTypo,
  parseSearchTerm,
  type CorrectedGroup,
  type Correction,
  type SearchQuery,
} from './search-query';

/** A product's row as stored (the catalogue's writers read it too). */
export type ProductRow = typeof products.$inferSelect;
/** A variation's row as stored. */
export type VariationRow = typeof productVariations.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
/** The product and variation columns a shopper's product is made of. */
type ProductDtoRow = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'priceMinor'
  | 'discountPriceMinor'
  | 'productImage'
  | 'galleryImages'
  | 'imageAlts'
  | 'description'
  | 'seoTitle'
  | 'metaDescription'
  | 'stock'
  | 'inventoryPolicy'
  | 'rating'
  | 'reviewStars'
  | 'attributeGroups'
>;
type ProductDtoVariation = Pick<
  VariationRow,
  | 'id'
  | 'priceMinor'
  | 'discountPriceMinor'
  | 'image'
  | 'attributes'
  | 'stock'
  | 'inventoryPolicy'
  | 'position'
>;

/** Maps one product row (with its variations and categories) to the API's product. */
export function toProductDto(
  row: ProductDtoRow,
  variations: ProductDtoVariation[],
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
    ...(Object.keys(row.imageAlts).length ? { imageAlts: row.imageAlts } : {}),
    description: sanitizeMerchantHtml(row.description),
    seoTitle: row.seoTitle,
    metaDescription: row.metaDescription,
    stockStatus: ordered.length
      ? ordered.some((v) => isSellable(v.stock, v.inventoryPolicy))
      : isSellable(row.stock, row.inventoryPolicy),
    // The reviews' average once it has any; the default (spec: 4) before.
    rating: shownRating(row.rating, row.reviewStars),
    reviewCount: reviewSummaryOf(row.reviewStars).count,
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
      stockStatus: isSellable(v.stock, v.inventoryPolicy),
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

/** The categories of products `ids` of the store, one row per link (a query to refine). */
export function productCategoryLinks(db: Pick<Db, 'select'>, storeId: string, ids: string[]) {
  return db
    .select({
      productId: productCategories.productId,
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
    })
    .from(productCategories)
    .innerJoin(
      categories,
      and(
        eq(categories.storeId, productCategories.storeId),
        eq(categories.id, productCategories.categoryId),
      ),
    )
    .where(and(eq(productCategories.storeId, storeId), inArray(productCategories.productId, ids)))
    .$dynamic();
}

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
    productCategoryLinks(db, storeId, ids).orderBy(asc(categories.position), asc(categories.name)),
  ]);
  return {
    variationsByProduct: groupBy(variationRows, (v) => v.productId),
    categoriesByProduct: groupBy(categoryLinks, (c) => c.productId),
  };
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
/** A product's category links, joined on the store too (the keys of a store-sharded table). */
const sameStoreProduct = and(
  eq(productCategories.storeId, products.storeId),
  eq(productCategories.productId, products.id),
);

/**
 * A product's DTO columns: the row's, and its variations, categories and the store's currency
 * as JSON aggregates, so a product (or a list of them) is one round trip.
 */
function productDtoFields() {
  // Written out: Drizzle leaves a one-table select's columns unqualified, and these
  // subqueries name the outer product's.
  const currency = sql<string | null>`(select s.currency from stores s
    where s.id = products.store_id)`;
  const variations = sql<ProductDtoVariation[]>`(select coalesce(json_agg(json_build_object(
      'id', v.id, 'priceMinor', v.price_minor, 'discountPriceMinor', v.discount_price_minor,
      'image', v.image, 'attributes', v.attributes, 'stock', v.stock,
      'inventoryPolicy', v.inventory_policy, 'position', v.position
    ) order by v.position), '[]'::json)
    from product_variations v
    where v.store_id = products.store_id and v.product_id = products.id)`;
  const productCategoryList = sql<Pick<CategoryRow, 'id' | 'name' | 'slug'>[]>`(select
      coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
      order by c.position, c.name), '[]'::json)
    from product_categories pc inner join categories c on c.store_id = pc.store_id and c.id = pc.category_id
    where pc.store_id = products.store_id and pc.product_id = products.id)`;
  return {
    id: products.id,
    name: products.name,
    slug: products.slug,
    priceMinor: products.priceMinor,
    discountPriceMinor: products.discountPriceMinor,
    productImage: products.productImage,
    galleryImages: products.galleryImages,
    imageAlts: products.imageAlts,
    description: products.description,
    seoTitle: products.seoTitle,
    metaDescription: products.metaDescription,
    stock: products.stock,
    inventoryPolicy: products.inventoryPolicy,
    rating: products.rating,
    reviewStars: products.reviewStars,
    attributeGroups: products.attributeGroups,
    currency,
    variations,
    categories: productCategoryList,
  };
}
const dtoFields = productDtoFields();
type ProductDtoFieldsRow = ProductDtoRow & {
  currency: string | null;
  variations: ProductDtoVariation[];
  categories: Pick<CategoryRow, 'id' | 'name' | 'slug'>[];
};

/** A row of `dtoFields` as the API's product. */
function fromDtoRow(row: ProductDtoFieldsRow): ProductDto {
  const { variations, categories: links, currency, ...product } = row;
  return toProductDto(product, variations, links, currency ?? 'USD');
}

/**
 * The product page's statement: the active product `slug` with its variations, categories and
 * the store's currency (dtoFields), in one round trip. Prepared once per database.
 */
function productBySlugStatement(db: Db) {
  const storeId = sql.placeholder('storeId');
  return db
    .select(dtoFields)
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.status, 'active'),
        eq(products.slug, sql.placeholder('slug')),
      ),
    )
    .limit(1)
    .prepare('storefront_product_by_slug');
}
const productBySlug = new WeakMap<Db, ReturnType<typeof productBySlugStatement>>();

/** The active product `slug` of the store, or undefined: one statement (see above). */
export async function getProductBySlug(
  db: Db,
  storeId: string,
  slug: string,
): Promise<ProductDto | undefined> {
  let statement = productBySlug.get(db);
  if (!statement) productBySlug.set(db, (statement = productBySlugStatement(db)));
  const [row] = await statement.execute({ storeId, slug });
  return row ? fromDtoRow(row) : undefined;
}

/** The store's active products among `ids` (any order; unknown or inactive ids left out). */
export async function getActiveProductsByIds(
  db: Db,
  storeId: string,
  ids: string[],
): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(dtoFields)
    .from(products)
    .where(and(activeIn(storeId), inArray(products.id, ids)));
  return rows.map(fromDtoRow);
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
      .select(dtoFields)
      .from(products)
      .where(activeIn(storeId))
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map(fromDtoRow);
  }
  const rows = await db
    .select(dtoFields)
    .from(products)
    .innerJoin(productCategories, sameStoreProduct)
    .innerJoin(
      categories,
      and(
        eq(categories.storeId, productCategories.storeId),
        eq(categories.id, productCategories.categoryId),
      ),
    )
    .where(and(activeIn(storeId), eq(categories.storeId, storeId), eq(categories.slug, collection)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(fromDtoRow);
}

/** One zero-based page of the store's active products, newest first. */
export async function listProducts(
  db: Db,
  storeId: string,
  pageNumber: number,
  pageSize: number,
): Promise<ProductDto[]> {
  const rows = await db
    .select(dtoFields)
    .from(products)
    .where(activeIn(storeId))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  return rows.map(fromDtoRow);
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
      .select(dtoFields)
      .from(products)
      .innerJoin(productCategories, sameStoreProduct)
      .where(inCategory)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(productCategories, sameStoreProduct)
      .where(inCategory),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    category: { ...toCategoryDto(category), description: richTextHtml(category.description) },
    products: rows.map(fromDtoRow),
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
 * At most this many matches are ranked and counted: a common word in a big catalogue matches
 * thousands of products, and ranking or counting them all is what made search slow. Matches
 * in product names are taken first (see searchMatchQuery), so the best ones are among them;
 * `totalElements` never exceeds it (the storefront shows pages, not the count).
 */
export const SEARCH_MATCH_CAP = 1000;

/**
 * What a search matches. `all`: every product it finds; `named`: those it finds in product
 * names (taken first under the cap); `rank`: the tsquery ts_rank orders by.
 */
export interface SearchMatch {
  kind: 'exact' | 'typo';
  all: SQL;
  named: SQL;
  rank: string;
}

/**
 * `exact`: every word as a lexeme of the name or description (the last as a prefix), or the
 * whole term inside the compact name when the store's vocabulary holds a joined name word
 * starting with it (`tshirt`, `T SHIRT` find "T-Shirt"; the check is one InitPlan: without such
 * a word the LIKE gets a NULL pattern and its trigram index scan reads nothing).
 */
function exactMatch(storeId: string, q: SearchQuery): SearchMatch {
  const compact = q.substring
    ? sql`${searchCompact} like (select case when exists (select 1 from ${searchWords}
        where ${searchWords.storeId} = ${storeId} and ${searchWords.joined} > 0
        and ${searchWords.word} like ${q.compactPrefix}) then ${q.substring} end)`
    : null;
  const either = (lexemes: string) =>
    compact
      ? sql`(${searchVector} @@ ${tsquery(lexemes)} or ${compact})`
      : sql`${searchVector} @@ ${tsquery(lexemes)}`;
  return { kind: 'exact', all: either(q.tsquery), named: either(q.nameTsquery), rank: q.tsquery };
}

/**
 * `typo`, tried when `exact` finds nothing: each typo-capable word widened to the store's
 * vocabulary words one typo away (searched exactly, through the same full-text index); null
 * when no word has any.
 */
function typoMatch(
  q: SearchQuery,
  corrections: ReadonlyMap<string, readonly Correction[]>,
): SearchMatch | null {
  const groups = q.typoGroups
    .map((g) => correctGroup(g, corrections))
    .filter((g): g is CorrectedGroup => g !== null);
  if (!groups.length) return null;
  const condition = (g: CorrectedGroup, nameOnly: boolean) => {
    if (!g.perWord.some((w) => w.joined.length)) {
      return sql`${searchVector} @@ ${tsquery(nameOnly ? g.nameTsquery : g.tsquery)}`;
    }
    const everyWord = g.perWord.map((w) => {
      const branches = [
        sql`${searchVector} @@ ${tsquery(nameOnly ? w.nameTsquery : w.tsquery)}`,
        ...w.joined.map((pattern) => sql`${searchCompact} like ${pattern}`),
      ];
      return sql`(${sql.join(branches, sql` or `)})`;
    });
    return sql`(${sql.join(everyWord, sql` and `)})`;
  };
  const any = (nameOnly: boolean) =>
    sql`(${sql.join(
      groups.map((g) => condition(g, nameOnly)),
      sql` or `,
    )})`;
  return { kind: 'typo', all: any(false), named: any(true), rank: groups[0]!.tsquery };
}

/**
 * The store's vocabulary words that may be what each typo-capable word of `q` meant: trigram
 * neighbours (the threshold is set low enough in searchPlannerSettings for one typo in a
 * 5-letter word), kept when one typo away (isOneTypo).
 */
async function vocabularyCorrections(
  db: Db,
  storeId: string,
  q: SearchQuery,
): Promise<Map<string, Correction[]>> {
  const typed = [
    ...new Set(q.typoGroups.flatMap((g) => g.words.filter((_, i) => g.typoCapable[i]))),
  ];
  const out = new Map<string, Correction[]>();
  if (!typed.length) return out;
  const rows = (await db.execute(sql`select t.word as typed, v.word, v.joined > 0 as joined
    from regexp_split_to_table(${typed.join(' ')}, ' ') as t(word)
    cross join lateral (
      select ${searchWords.word} as word, ${searchWords.joined} as joined from ${searchWords}
      where ${searchWords.storeId} = ${storeId} and ${searchWords.word} % t.word
      order by similarity(${searchWords.word}, t.word) desc, ${searchWords.word}
      limit 40
    ) v`)) as unknown as { rows: { typed: string; word: string; joined: boolean }[] };
  for (const row of rows.rows) {
    if (!isOneTypo(row.typed, row.word)) continue;
    const list = out.get(row.typed) ?? [];
    list.push({ word: row.word, joined: row.joined });
    out.set(row.typed, list);
  }
  return out;
}

/**
 * One page of matching product ids and the match count (at most SEARCH_MATCH_CAP). Up to
 * CAP + 1 name matches are read first, then description-only matches up to the same cap; only
 * those are ranked: the exact name, then names starting with the term, then full-text rank
 * (name words weigh more than description words); name and id break ties, so pages never
 * overlap. One row: the count and the page's ids.
 */
export function searchMatchQuery(
  storeId: string,
  q: SearchQuery,
  match: SearchMatch,
  page: number,
  size: number,
): SQL {
  const base = sql`${products.storeId} = ${storeId} and ${products.status} = 'active'`;
  const columns = sql`${products.id} as id, ${products.name} as name, ${searchName} as search_name,
    ${searchCompact} as search_compact, ${searchVector} as search_vector`;
  const cap = SEARCH_MATCH_CAP + 1;
  return sql`with named as materialized (
      select ${columns} from ${products} where ${base} and ${match.named} limit ${cap}
    ), rest as materialized (
      select ${columns} from ${products} where ${base} and ${match.all}
        and ${products.id} not in (select id from named)
      limit greatest(0, ${cap} - (select count(*) from named))
    ), hits as (select * from named union all select * from rest)
    select least(count(*), ${SEARCH_MATCH_CAP})::int as total,
      to_json((array_agg(id order by
        case when search_name = ${q.name} or search_compact = ${q.compact} then 0
          when search_compact like ${likeStartingWith(q.compact)} then 1 else 2 end,
        ts_rank(search_vector, ${tsquery(match.rank)}) desc, name, id
      ))[${page * size + 1}:${page * size + size}]) as ids
    from hits`;
}

async function searchPage(
  db: Db,
  storeId: string,
  q: SearchQuery,
  match: SearchMatch,
  page: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  const res = (await db.execute(searchMatchQuery(storeId, q, match, page, size))) as unknown as {
    rows: { total: number | string; ids: string[] | null }[];
  };
  const row = res.rows[0];
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0) };
}

/**
 * Settings for the search transaction only: the matches of a common word can be a tenth of a
 * big store, where the default costs (cold, spinning disks) or the LIMIT pick a scan of the
 * store's products in index order, many times slower than the bitmap index scans on a cached
 * table; JIT compiling costs more than it saves on queries this size. The trigram threshold
 * lets one typo in a 5-letter word (a middle swap shares 2 of 10 trigrams) reach the
 * vocabulary lookup. None changes what matches.
 */
export const searchPlannerSettings = sql`select set_config('enable_seqscan', 'off', true),
  set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true),
  set_config('pg_trgm.similarity_threshold', '0.19', true)`;

/**
 * The page's ids and the match count: `exact`, then, when it finds nothing, the term with its
 * typos corrected to the store's vocabulary.
 */
async function searchIds(
  db: Db,
  storeId: string,
  q: SearchQuery,
  page: number,
  size: number,
): Promise<{ ids: string[]; total: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(searchPlannerSettings);
    const exact = await searchPage(tx, storeId, q, exactMatch(storeId, q), page, size);
    if (exact.total > 0 || !q.typoGroups.length) return exact;
    const typo = typoMatch(q, await vocabularyCorrections(tx, storeId, q));
    return typo ? searchPage(tx, storeId, q, typo, page, size) : exact;
  });
}

/** The match `searchProducts` would run for `term` (the bench explains it). */
export async function searchMatchFor(
  db: Db,
  storeId: string,
  term: string,
): Promise<{ q: SearchQuery; match: SearchMatch }> {
  const q = parseSearchTerm(term);
  const exact = exactMatch(storeId, q);
  return db.transaction(async (tx) => {
    await tx.execute(searchPlannerSettings);
    const found = await searchPage(tx, storeId, q, exact, 0, 1);
    if (found.total > 0) return { q, match: exact };
    return { q, match: typoMatch(q, await vocabularyCorrections(tx, storeId, q)) ?? exact };
  });
}

/**
 * Active products of the store matching `term` (exact, else with typos corrected), ranked,
 * zero-based `page` of `size`.
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
        .select(dtoFields)
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return {
    content: rows.map(fromDtoRow),
    totalPages: Math.ceil(total / size),
    totalElements: total,
    page,
  };
}

/**
 * Saved components as a shopper gets them: migrated and defaulted when they validate against
 * the registry (as saved as-is otherwise), with every HTML prop sanitised.
 */
export function toShopperComponents(document: ContentDocument | null | undefined): Component[] {
  if (!document) return [];
  const parsed = parseContentDocument(document);
  const components = parsed.ok ? parsed.document.components : (document.components as Component[]);
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
  pages: { slug: string; pageType: string; lastmod: Date }[];
  products: { slug: string; lastmod: Date }[];
  categories: { slug: string; lastmod: Date }[];
}

/** A sitemap file holds at most 50,000 URLs; products take what pages and categories leave. */
const SITEMAP_MAX_PRODUCTS = 45_000;

/** Every public URL source of the store, with its last change. */
export async function getSitemapEntries(db: Db, storeId: string): Promise<SitemapEntries> {
  const [pageRows, productRows, categoryRows] = await Promise.all([
    db
      .select({
        slug: pages.slug,
        pageType: pages.pageType,
        publishedAt: pages.publishedAt,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(
        and(
          eq(pages.storeId, storeId),
          sql`${pages.publishedContent} is not null`,
          // The product template is no page of its own.
          sql`${pages.pageType} <> 'product'`,
        ),
      )
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
    pages: pageRows.map((p) => ({
      slug: p.slug,
      pageType: p.pageType,
      lastmod: p.publishedAt ?? p.updatedAt,
    })),
    products: productRows.map((p) => ({ slug: p.slug, lastmod: p.updatedAt })),
    categories: categoryRows.map((c) => ({ slug: c.slug, lastmod: c.updatedAt })),
  };
}
