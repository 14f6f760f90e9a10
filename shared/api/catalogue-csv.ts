/**
 * The catalogue's CSV import and export (issue 10): our own export's columns, and the
 * request and reply schemas of
 *
 * - `GET  /api/dashboard/products/export?storeId` — the catalogue as CSV (streamed);
 * - `POST /api/dashboard/products/import/preview` — a dry run: format, counts, per-row errors;
 * - `POST /api/dashboard/products/import/start` — the same file as a background job;
 * - `GET  /api/dashboard/products/import/status?storeId&jobId` — the job's progress and result.
 *
 * Row numbers are those a spreadsheet shows: the header is row 1, the first product row 2 (a
 * cell with line breaks still counts as one row).
 */
import { z } from 'zod';
import { boundedText } from './fields';
import { storeIdSchema } from './store';

/**
 * Our export's columns, in order. One row per variant (a product without variants: one row).
 * The product's own columns (`name` … `swatches`) are filled on its first row only; every row
 * carries `handle`, its option values and its variant columns. Lists (`categories`,
 * `category_names`, `gallery_images`) are separated by `|`; `swatches` is JSON
 * (`{"Colour":{"Red":"#ff0000"}}`); prices are decimals in the store's currency.
 */
export const nativeCsvColumns = [
  /** The product's slug: rows with the same handle are one product; an import updates the product with this slug. */
  'handle',
  'name',
  'description_html',
  /** `active` or `draft`; empty: a new product is a draft, an existing one keeps its status. */
  'status',
  'price',
  'sale_price',
  'sku',
  /** The product's own stock (a product with variants counts its variants' stock). */
  'stock',
  /** `deny` (stop selling at 0), `continue` (keep selling) or `untracked`; empty: deny. */
  'inventory_policy',
  'low_stock_threshold',
  /** Shipping weight in grams, decimals allowed (to the milligram); empty: not given (an import leaves the product's as it is when the column is absent). */
  'weight_grams',
  /** The unit weights show in: `g`, `kg`, `oz` or `lb` (grams are stored); empty: g. */
  'weight_unit',
  /** `true` (sent by post) or `false` (a service, a download); empty: true. */
  'requires_shipping',
  'barcode',
  /** What one unit costs the merchant; empty: not given. */
  'cost',
  /** Category slugs; a missing category is created (named from `category_names`). */
  'categories',
  'category_names',
  'vendor',
  'product_type',
  /** Comma-separated, as Shopify writes them. */
  'tags',
  /** The product's custom data as JSON: `[{"key":"custom.fabric","label":"Fabric","value":"Linen"}]`. */
  'custom_data',
  'product_image',
  'gallery_images',
  /** Alt text per image URL, as JSON: `{"/media/a.webp":"A red mug"}`. */
  'image_alts',
  'seo_title',
  'seo_description',
  'rating',
  'option1_name',
  /** `select`, `color` or `other`. */
  'option1_type',
  'option1_value',
  'option2_name',
  'option2_type',
  'option2_value',
  'option3_name',
  'option3_type',
  'option3_value',
  'variant_price',
  'variant_sale_price',
  'variant_sku',
  'variant_stock',
  'variant_inventory_policy',
  'variant_image',
  /** The variant's weight in grams; empty: the product's weight. */
  'variant_weight_grams',
  /** `true` or `false`; empty: as the product. */
  'variant_requires_shipping',
  'variant_barcode',
  'variant_cost',
  'swatches',
] as const;
export type NativeCsvColumn = (typeof nativeCsvColumns)[number];

export const csvFormats = ['native', 'shopify'] as const;
export type CsvFormat = (typeof csvFormats)[number];

/** The largest CSV an import takes (characters; the route's body limit is a little above). */
export const MAX_IMPORT_CSV_CHARS = 20_000_000;
/** Per-row errors kept in an answer or a job (the count says how many there were in all). */
export const MAX_IMPORT_ERRORS = 1000;

export const importBodySchema = z.strictObject({
  storeId: storeIdSchema,
  fileName: boundedText('fileName', 255).default(''),
  csv: z
    .string({ error: 'csv must be the file’s text' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CSV_CHARS, 'The file is larger than 20 MB'),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importStatusQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  jobId: z.uuid({ error: 'jobId must be an import job id (UUID)' }),
});

export const importRowErrorSchema = z.object({
  /** The spreadsheet row (the header is row 1). */
  row: z.number(),
  /** The column's header as the file names it ('' when the row as a whole is wrong). */
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** One field an import would change in the products it updates. */
export const importFieldChangesSchema = z.object({
  /** The product field (`price`). */
  field: z.string(),
  /** As the merchant reads it (`Price`). */
  label: z.string(),
  /** Products whose field changes. */
  count: z.number(),
  /** The first 50: the product, and the value before and after (null: too long to show). */
  samples: z.array(
    z.object({ product: z.string(), from: z.string().nullable(), to: z.string().nullable() }),
  ),
});
export type ImportFieldChanges = z.infer<typeof importFieldChangesSchema>;

export const importPreviewReplySchema = z.object({
  format: z.enum(csvFormats),
  /** Data rows (the header not counted). */
  rows: z.number(),
  /** Products the file holds (rows grouped by handle). */
  products: z.number(),
  /** Valid products that would be created / update the product with the same slug. */
  toCreate: z.number(),
  toUpdate: z.number(),
  /** Products skipped because one of their rows is wrong. */
  skipped: z.number(),
  /** The first MAX_IMPORT_ERRORS errors, by row. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number(),
  /** Categories the import would create. */
  newCategories: z.array(z.string()),
  /** Columns of the file the import reads nothing from, by name (left out, not an error). */
  ignoredColumns: z.array(z.string()),
  /** What the import does that is no error but worth knowing ("3 weights … rounded"). */
  notices: z.array(z.string()),
  /** What the updates change, field by field (a field the file lacks is never changed). */
  changes: z.array(importFieldChangesSchema),
});
export type ImportPreviewReply = z.infer<typeof importPreviewReplySchema>;

export const importJobStatuses = ['pending', 'running', 'done', 'failed'] as const;

export const importJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(importJobStatuses),
  format: z.enum(csvFormats),
  fileName: z.string(),
  totalRows: z.number(),
  processedRows: z.number(),
  created: z.number(),
  updated: z.number(),
  errors: z.array(importRowErrorSchema),
  /** Images the file links to, copied into the media library after the rows: how many, how far. */
  images: z.object({ total: z.number(), copied: z.number(), failed: z.number() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/**
 * The export's answer: CSV text, streamed (the handler hands Fastify a stream, which is sent
 * as it is read, never serialised).
 */
export const csvStreamReplySchema = z.custom<AsyncIterable<unknown>>(
  (v) => typeof v === 'object' && v !== null && Symbol.asyncIterator in v,
  { message: 'a stream' },
);
