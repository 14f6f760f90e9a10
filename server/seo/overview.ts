/**
 * The SEO overview: every page, product and category of a store with the title search engines
 * get (the merchant's own, else the storefront's automatic one: storefront/app/head.ts) and
 * its warnings — no title at all (a good automatic title is not a warning), no description,
 * longer than the guidance, or the same as another entry's in this store. One query over the three tables with window counts for the
 * duplicates, paged (50); the warning totals cover the whole store.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEO_DESCRIPTION_GUIDE,
  SEO_OVERVIEW_PAGE_SIZE,
  SEO_TITLE_GUIDE,
  categoryStorefrontPath,
  pagePath,
  productStorefrontPath,
  seoWarnings,
  type SeoEntry,
  type SeoEntryKind,
  type SeoOverviewReply,
  type SeoWarning,
  pagePosition,
} from '../../shared';
import type { Db } from '../db/client';

interface EntryRow {
  kind: SeoEntryKind;
  id: string;
  name: string;
  slug: string;
  page_type: string;
  live: boolean;
  meta_title: string;
  meta_description: string;
  title: string;
  title_missing: boolean;
  title_too_long: boolean;
  title_duplicate: boolean;
  description_missing: boolean;
  description_too_long: boolean;
  description_duplicate: boolean;
  total: number | string;
}

type CountRow = Record<SeoWarning, number | string>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Each warning's column in the query. */
const warningColumns: Record<SeoWarning, keyof EntryRow> = {
  titleMissing: 'title_missing',
  titleTooLong: 'title_too_long',
  titleDuplicate: 'title_duplicate',
  descriptionMissing: 'description_missing',
  descriptionTooLong: 'description_too_long',
  descriptionDuplicate: 'description_duplicate',
};

/** The store's entries with their warning flags, as a CTE named `f`. */
function entries(storeId: string): SQL {
  return sql`with e as (
    select 'page' as kind, 0 as kind_order, p.id::text as id, p.title as name, p.slug,
      p.page_type, p.published_content is not null as live, p.meta_title, p.meta_description,
      case when p.meta_title <> '' then p.meta_title
           when p.slug = 'home' then s.name
           else p.title || ' | ' || s.name end as title
    from pages p join stores s on s.id = p.store_id
    -- The product template is no page of its own (every product page is drawn with it).
    where p.store_id = ${storeId} and p.page_type <> 'product'
    union all
    select 'category', 1, c.id::text, c.name, c.slug, '', true, '', '', c.name || ' | ' || s.name
    from categories c join stores s on s.id = c.store_id where c.store_id = ${storeId}
    union all
    select 'product', 2, pr.id::text, pr.name, pr.slug, '', pr.status = 'active', pr.seo_title,
      pr.meta_description,
      case when pr.seo_title <> '' then pr.seo_title else pr.name || ' | ' || s.name end
    from products pr join stores s on s.id = pr.store_id where pr.store_id = ${storeId}
  ), w as (
    select e.*,
      count(*) over (partition by lower(btrim(e.title))) as title_count,
      count(*) over (partition by lower(btrim(e.meta_description))) as description_count
    from e
  ), f as (
    select w.*,
      -- The automatic title (name | store) is a good one: only no title at all is missing.
      (btrim(w.title) = '') as title_missing,
      (char_length(w.title) > ${SEO_TITLE_GUIDE}) as title_too_long,
      (w.title_count > 1) as title_duplicate,
      (w.kind <> 'category' and w.meta_description = '') as description_missing,
      (char_length(w.meta_description) > ${SEO_DESCRIPTION_GUIDE}) as description_too_long,
      (w.meta_description <> '' and w.description_count > 1) as description_duplicate
    from w
  )`;
}

const anyWarning = sql.raw(
  `(${Object.values(warningColumns)
    .map((c) => `f.${c}`)
    .join(' or ')})`,
);

function pathOf(row: EntryRow): string {
  if (row.kind === 'product') return productStorefrontPath(row.slug);
  if (row.kind === 'category') return categoryStorefrontPath(row.slug);
  return pagePath({ slug: row.slug, pageType: row.page_type });
}

function toEntry(row: EntryRow): SeoEntry {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: pathOf(row),
    live: Boolean(row.live),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    title: row.title,
    warnings: seoWarnings.filter((w) => Boolean(row[warningColumns[w]])),
  };
}

export async function getSeoOverview(
  db: Db,
  storeId: string,
  options: { kind: 'all' | SeoEntryKind; issues: boolean; page: number },
): Promise<SeoOverviewReply> {
  const filters: SQL[] = [sql`true`];
  if (options.kind !== 'all') filters.push(sql`f.kind = ${options.kind}`);
  if (options.issues) filters.push(anyWarning);
  const [rows, counts] = await Promise.all([
    db.execute(sql`${entries(storeId)}
      select f.*, count(*) over () as total from f
      where ${sql.join(filters, sql` and `)}
      order by f.kind_order, f.slug <> 'home', lower(f.name), f.id
      limit ${SEO_OVERVIEW_PAGE_SIZE} offset ${options.page * SEO_OVERVIEW_PAGE_SIZE}`),
    db.execute(sql`${entries(storeId)}
      select ${sql.join(
        seoWarnings.map(
          (w) =>
            sql`count(*) filter (where f.${sql.raw(warningColumns[w])}) as ${sql.raw(`"${w}"`)}`,
        ),
        sql`, `,
      )} from f`),
  ]);
  const list = rowsOf<EntryRow>(rows);
  const [countRow] = rowsOf<CountRow>(counts);
  let totalElements = Number(list[0]?.total ?? 0);
  if (!list.length && options.page > 0) {
    // Past the last page: the total still tells the screen how many there are.
    const [all] = rowsOf<{ n: number | string }>(
      await db.execute(sql`${entries(storeId)}
        select count(*) as n from f where ${sql.join(filters, sql` and `)}`),
    );
    totalElements = Number(all?.n ?? 0);
  }
  const warningCounts = Object.fromEntries(
    seoWarnings.map((w) => [w, Number(countRow?.[w] ?? 0)]),
  ) as Record<SeoWarning, number>;
  return {
    content: list.map(toEntry),
    ...pagePosition(options.page, SEO_OVERVIEW_PAGE_SIZE, totalElements),
    warningCounts,
  };
}
