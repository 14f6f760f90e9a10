/**
 * A CSV import: the plan (the file read into product drafts, in either format), the dry run
 * the preview answers (what would be created and updated, every row's errors; writes
 * nothing) and one batch of the real thing (categories created when missing, each product
 * created or updated through products.ts in its own savepoint, so one failing product never
 * takes the others with it). Idempotent by slug: a product whose slug the store has is
 * updated (its variants matched by their option values keep their ids), never duplicated.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  combinationKey,
  countOf,
  toDecimal,
  pluralWord,
  MAX_IMPORT_ERRORS,
  type AdminProduct,
  type CsvFormat,
  type ImportPreviewReply,
  type ImportRowError,
} from '../../../shared';
import type { Db, Tx, DbOrTx } from '../../db/client';
import { categories, productCategories, products, productVariations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { createProduct, loadAdminProducts, updateProduct } from '../products';
import { storeCurrency } from '../../db/store-rows';
import { importChanges } from './import-changes';
import { copiedImages, remoteImagesOf, withCopies } from './import-images';
import { syncRuleCategories } from '../category-rules';
import { planLimitMessage, roomLeft, storeLimits } from '../../billing/limits';
import { nativeDrafts } from './native-format';
import {
  mergeCustomData,
  type DraftCategory,
  type ImportNote,
  type ProductDraft,
  type VariantFileField,
} from './product-draft';
import { readCsv } from './read-csv';
import { shopifyDrafts } from './shopify-format';

export interface ImportPlan {
  format: CsvFormat;
  /** Data rows of the file (blank ones included). */
  rowCount: number;
  drafts: ProductDraft[];
  /** Errors of rows that belong to no product (no handle, or unreadable). */
  orphanErrors: ImportRowError[];
  /** Columns of the file the import reads nothing from, as the file spells them. */
  ignoredColumns: string[];
  /** What the file's format says about the whole file (types merged into one category). */
  formatNotices: string[];
}

/** Reads the file (a 400 naming `csv` when it cannot be read) into product drafts. */
export function planImport(csv: string): ImportPlan {
  const table = readCsv(csv);
  const { drafts, errors, notices } =
    table.format === 'shopify' ? shopifyDrafts(table) : { ...nativeDrafts(table), notices: [] };
  return {
    format: table.format,
    rowCount: table.rowCount,
    drafts,
    orphanErrors: [...table.unreadable, ...errors],
    ignoredColumns: table.unusedColumns(),
    formatNotices: notices,
  };
}

/** The dry run's sentences for what the import does without it being an error. */
const noteText: Record<ImportNote, (n: number) => string> = {
  notShipped: (n) =>
    `${countOf(n, 'variant is', 'variants are')} not shipped (a service, a download, a gift card): a cart of only such items checks out with no address and no shipping.`,
  unshowableImage: (n) =>
    `${countOf(n, 'image is', 'images are')} HEIC or HEIF, which browsers cannot show: left out (the products keep their other images).`,
  untracked: (n) =>
    `${countOf(n, 'variant is', 'variants are')} not tracked: always buyable, whatever the stock.`,
  continueSelling: (n) =>
    `${countOf(n, 'variant keeps', 'variants keep')} selling when out of stock (the stock goes below 0).`,
  unpublished: (n) =>
    `${countOf(n, 'active product', 'active products')} not published to the online store ${pluralWord(n, 'comes', 'come')} in as ${pluralWord(n, 'a draft', 'drafts')}, hidden from shoppers.`,
};

/** The notes of a plan's valid products, as sentences. */
function planNotices(plan: ImportPlan): string[] {
  const counts = new Map<ImportNote, number>();
  for (const d of plan.drafts) {
    if (!d.input) continue;
    for (const [kind, n] of d.notes) counts.set(kind, (counts.get(kind) ?? 0) + n);
  }
  return [...[...counts].map(([kind, n]) => noteText[kind](n)), ...plan.formatNotices];
}

const byRow = (a: ImportRowError, b: ImportRowError) => a.row - b.row;

/** All errors of a plan, in row order. */
export function planErrors(plan: ImportPlan): ImportRowError[] {
  return [...plan.orphanErrors, ...plan.drafts.flatMap((d) => d.errors)].sort(byRow);
}

/** The store's products among `slugs`: slug -> id. */
async function existingSlugs(
  db: DbOrTx,
  storeId: string,
  slugs: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < slugs.length; i += 1000) {
    const chunk = slugs.slice(i, i + 1000);
    const rows = await db
      .select({ slug: products.slug, id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.slug, chunk)));
    for (const r of rows) found.set(r.slug, r.id);
  }
  return found;
}

/** What the drafts that update a product would change in it (see import-changes.ts). */
async function updateChanges(
  db: Db,
  storeId: string,
  updates: { draft: ProductDraft; id: string }[],
): Promise<ImportPreviewReply['changes']> {
  if (!updates.length) return [];
  const currency = await storeCurrency(db, storeId);
  const pairs: { draft: ProductDraft; current: AdminProduct }[] = [];
  for (let i = 0; i < updates.length; i += 500) {
    const chunk = updates.slice(i, i + 500);
    const current = await loadAdminProducts(
      db,
      storeId,
      chunk.map((u) => u.id),
      currency,
    );
    const byId = new Map(current.map((p) => [p.id, p]));
    for (const u of chunk) {
      const product = byId.get(u.id);
      if (product) pairs.push({ draft: u.draft, current: product });
    }
  }
  return importChanges(pairs, currency);
}

/** The dry run: what the import would do. Writes nothing. */
export async function previewImport(
  db: Db,
  storeId: string,
  plan: ImportPlan,
): Promise<ImportPreviewReply> {
  const valid = plan.drafts.filter((d) => d.input);
  const remote = remoteImagesOf(valid);
  const copies = await copiedImages(db, storeId, remote);
  for (const d of valid) d.input = withCopies(d.input!, copies);
  const toCopy = new Set(remote.filter((url) => !copies.has(url))).size;
  const existing = await existingSlugs(
    db,
    storeId,
    valid.map((d) => d.slug),
  );
  const wanted = new Map<string, string>();
  for (const d of valid)
    for (const c of d.categories) if (!wanted.has(c.slug)) wanted.set(c.slug, c.name);
  const haveCategories = wanted.size
    ? await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(and(eq(categories.storeId, storeId), inArray(categories.slug, [...wanted.keys()])))
    : [];
  const have = new Set(haveCategories.map((c) => c.slug));
  const errors = planErrors(plan);
  const updates = valid.flatMap((draft) => {
    const id = existing.get(draft.slug);
    return id ? [{ draft, id }] : [];
  });
  const toUpdate = updates.length;
  return {
    format: plan.format,
    rows: plan.rowCount,
    products: plan.drafts.length,
    toCreate: valid.length - toUpdate,
    toUpdate,
    skipped: plan.drafts.length - valid.length,
    errors: errors.slice(0, MAX_IMPORT_ERRORS),
    errorCount: errors.length,
    newCategories: [...wanted].filter(([slug]) => !have.has(slug)).map(([, name]) => name),
    ignoredColumns: plan.ignoredColumns,
    notices: [
      ...planNotices(plan),
      ...(toCopy
        ? [
            `${countOf(toCopy, 'image is', 'images are')} copied into your media library after the rows are imported; an image that cannot be fetched is reported and left out.`,
          ]
        : []),
    ],
    changes: await updateChanges(db, storeId, updates),
  };
}

/** Category ids by slug, creating the missing ones (a concurrent import's are reused). */
async function ensureCategories(
  tx: Tx,
  storeId: string,
  wanted: DraftCategory[],
  now: Date,
): Promise<Map<string, string>> {
  const bySlug = new Map<string, string>();
  if (!wanted.length) return bySlug;
  const slugs = [...new Set(wanted.map((c) => c.slug))];
  const read = async () => {
    const rows = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), inArray(categories.slug, slugs)));
    for (const r of rows) bySlug.set(r.slug, r.id);
  };
  await read();
  const missing = new Map<string, DraftCategory>();
  for (const c of wanted) if (!bySlug.has(c.slug) && !missing.has(c.slug)) missing.set(c.slug, c);
  if (missing.size) {
    await tx
      .insert(categories)
      .values(
        [...missing.values()].map((c) => ({
          storeId,
          name: c.name || c.slug,
          slug: c.slug,
          rule: c.rule ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await read();
  }
  return bySlug;
}

export interface BatchResult {
  created: number;
  updated: number;
  errors: ImportRowError[];
  /** Rows of the batch's products. */
  rows: number;
}

/** The message and cell of a write's failure. */
function writeErrors(draft: ProductDraft, error: unknown): ImportRowError[] {
  if (error instanceof HttpError) {
    const details = error.details?.length ? error.details : [{ field: '', message: error.message }];
    return details.map((d) => {
      const path = d.field ? d.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
      const { row, column } = draft.locate(path);
      return { row, column, message: d.message };
    });
  }
  const message = isUniqueViolation(error)
    ? 'Another product took this slug while the import ran'
    : 'The product could not be saved';
  return [{ row: draft.rows[0] ?? 0, column: '', message }];
}

/** A product of an optimistic batch failed: the batch is rolled back and written again. */
export class BatchNeedsSavepoints extends Error {
  constructor() {
    super('a product of the batch failed; write it again product by product');
  }
}

/**
 * Writes `drafts` (one batch) in `tx`. Drafts with errors are skipped and their errors
 * returned with the write failures. Optimistic (`savepoints: false`): the products are
 * written straight into `tx` (the drafts were checked by the same schema, so writes rarely
 * fail) and the first failure throws BatchNeedsSavepoints; the caller then rolls back and
 * writes the batch again with `savepoints: true`, each product in its own savepoint, so one
 * failing product never takes the others with it.
 */
export async function applyBatch(
  tx: Tx,
  storeId: string,
  currency: string,
  drafts: ProductDraft[],
  now: Date,
  savepoints = true,
): Promise<BatchResult> {
  const result: BatchResult = { created: 0, updated: 0, errors: [], rows: 0 };
  for (const d of drafts) result.rows += d.rows.length;
  const valid = drafts.filter((d) => d.input);
  for (const d of drafts) if (!d.input) result.errors.push(...d.errors);
  if (!valid.length) return result;
  // Images the store has copied before are written as their copies (import-images.ts).
  const copies = await copiedImages(tx, storeId, remoteImagesOf(valid));
  for (const d of valid) d.input = withCopies(d.input!, copies);

  const categoryIds = await ensureCategories(
    tx,
    storeId,
    valid.flatMap((d) => d.categories),
    now,
  );
  const existing = await tx
    .select({ id: products.id, slug: products.slug, customData: products.customData })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        inArray(
          products.slug,
          valid.map((d) => d.slug),
        ),
      ),
    );
  const idBySlug = new Map(existing.map((p) => [p.slug, p.id]));
  // The plan's products per store: past it, each new product is a row error (updates go on).
  const limits = valid.some((d) => !idBySlug.has(d.slug))
    ? await storeLimits(tx, storeId)
    : undefined;
  let room = limits ? await roomLeft(tx, storeId, 'products', limits) : null;
  const existingIds = existing.map((p) => p.id);
  /** The rows of `table` that belong to the store's existing products. */
  const ofExisting = (table: typeof productVariations | typeof productCategories) =>
    and(eq(table.storeId, storeId), inArray(table.productId, existingIds));
  const [variations, links] = existingIds.length
    ? await Promise.all([
        tx
          .select({
            id: productVariations.id,
            productId: productVariations.productId,
            attributes: productVariations.attributes,
            weightGrams: productVariations.weightGrams,
            requiresShipping: productVariations.requiresShipping,
            stock: productVariations.stock,
            inventoryPolicy: productVariations.inventoryPolicy,
            barcode: productVariations.barcode,
            costMinor: productVariations.costMinor,
          })
          .from(productVariations)
          .where(ofExisting(productVariations)),
        tx
          .select({
            productId: productCategories.productId,
            categoryId: productCategories.categoryId,
          })
          .from(productCategories)
          .where(ofExisting(productCategories)),
      ])
    : [[], []];

  /** Products this batch wrote (a failed savepoint's are not here). */
  const written: string[] = [];
  for (const d of valid) {
    const input = d.input!;
    const ids = d.categories.flatMap((c) => {
      const id = categoryIds.get(c.slug);
      return id ? [id] : [];
    });
    const productId = idBySlug.get(d.slug);
    if (!productId && room !== null && limits) {
      if (room <= 0) {
        const message = planLimitMessage(limits, 'products');
        result.errors.push({ row: d.rows[0] ?? 0, column: '', message });
        continue;
      }
      room--;
    }
    try {
      const write = async (sp: Tx) => {
        if (!productId) {
          const customData = mergeCustomData([], input.customData);
          written.push(
            await createProduct(
              sp,
              storeId,
              currency,
              { ...input, customData, categoryIds: ids },
              now,
              { syncRules: false },
            ),
          );
          return;
        }
        // An update changes only what the file gives; variants keep their ids by option values.
        const change: Parameters<typeof updateProduct>[3] = { productId };
        for (const field of d.fields) {
          (change as Record<string, unknown>)[field] = input[field];
        }
        change.slug = d.slug;
        if (change.customData) {
          const current = existing.find((p) => p.id === productId)?.customData ?? [];
          change.customData = mergeCustomData(current, change.customData);
        }
        if (change.variations) {
          const mine = new Map(
            variations
              .filter((v) => v.productId === productId)
              .map((v) => [combinationKey(v.attributes), v]),
          );
          change.variations = change.variations.map((v) => {
            const kept = mine.get(combinationKey(v.attributes));
            if (!kept) return v;
            // A file without a variant weight column (older exports) leaves weights alone,
            // one without a stock column the stock.
            const has = (f: VariantFileField) => d.variantFields.has(f);
            return {
              ...v,
              id: kept.id,
              weightGrams: has('weightGrams') ? v.weightGrams : kept.weightGrams,
              requiresShipping: has('requiresShipping')
                ? v.requiresShipping
                : kept.requiresShipping,
              stock: has('stock') ? v.stock : kept.stock,
              inventoryPolicy: has('inventoryPolicy') ? v.inventoryPolicy : kept.inventoryPolicy,
              barcode: has('barcode') ? v.barcode : kept.barcode,
              cost: has('cost')
                ? v.cost
                : kept.costMinor === null
                  ? null
                  : toDecimal(kept.costMinor, currency),
            };
          });
        }
        if (d.categoryMode === 'replace') change.categoryIds = ids;
        if (d.categoryMode === 'merge') {
          const current = links.filter((l) => l.productId === productId).map((l) => l.categoryId);
          change.categoryIds = [...new Set([...current, ...ids])];
        }
        await updateProduct(sp, storeId, currency, change, now, { syncRules: false });
        written.push(productId);
      };
      if (savepoints) await tx.transaction(write);
      else await write(tx);
      if (productId) result.updated++;
      else result.created++;
    } catch (error) {
      if (!savepoints) throw new BatchNeedsSavepoints();
      result.errors.push(...writeErrors(d, error));
    }
  }
  // The batch's products in the store's automatic categories, in two statements.
  await syncRuleCategories(tx, storeId, { productIds: written });
  result.errors.sort(byRow);
  return result;
}
