/**
 * A Shopify product CSV export, read as it is (Shopify's documented product CSV columns:
 * https://help.shopify.com/en/manual/products/import-export/using-csv).
 *
 * - Rows with the same `Handle` are one product; its first row carries `Title`, `Body (HTML)`,
 *   `Type`, `Published`/`Status`, the option names and SEO; each row with option values or
 *   variant cells is one variant; rows with only `Image Src` add images.
 * - Prices: `Variant Price` is what the shopper pays; `Variant Compare At Price`, when higher,
 *   is the original price. Ours are the other way round: `price` is the regular price and
 *   `discountPrice` the lower sale price, so compare-at 30 / price 25 becomes price 30, sale
 *   price 25; without a (higher) compare-at price the price is Variant Price and no sale.
 * - One option `Title` = `Default Title` (Shopify's product without options) is no option.
 * - Images are recorded by URL, never fetched: `Image Src` in `Image Position` order gives the
 *   product image and the gallery (30 at most); `Variant Image` the variant's image. A HEIC
 *   or HEIF image (no browser shows one) is left out and counted in the dry run.
 * - `Status` active -> active, draft/archived -> draft; without it `Published` TRUE -> active.
 *   Active but `Published` FALSE (not on the online store) -> draft: hidden, said in the dry run.
 * - `Type` becomes a category (created when missing, automatic: "Product type is Rings", so
 *   every product of that type is in it, whatever its case) added to the product's
 *   categories; types spelled apart only by case ("Ear Hook", "Ear hook") share one, said in
 *   the dry run.
 * - Stock rules per variant: `Variant Inventory Tracker` empty (or "not tracked") -> not
 *   tracked (always buyable); else tracked, and `Variant Inventory Policy` (the template's
 *   `Continue selling when out of stock`) continue/TRUE -> keeps selling at 0, deny/FALSE ->
 *   stops. Without either column an update keeps the variant's rule (a new one: tracked, stops).
 * - `Variant Inventory Qty` as written (below 0 on a variant that keeps selling: units owed;
 *   on one that stops, 0); empty as 0; without the column an update keeps the stock (a new
 *   product starts at 0, said in the dry run).
 * - `Variant Grams` may have decimals: kept to the milligram (a 0.6 g ring). `Variant Weight
 *   Unit` (the first variant's) is the unit the product's weights show in.
 * - `Variant Requires Shipping` FALSE: not sent by post (a service, a download; counted in
 *   the dry run); the product ships when any variant does, a variant that differs says so.
 * - Both header generations (the export's `Handle`, `Variant Price`; the current template's
 *   `URL handle`, `Price`): read-csv.ts reads the template's columns by the export's names.
 * - `Vendor`, `Type` (also the product type) and `Tags` (comma-separated) are kept.
 * - Not carried over: tax flags, gift cards, fulfilment services: the dry run
 *   lists every column it leaves out, by name. On an update,
 *   fields Shopify has no column for (rating, low-stock threshold) are kept.
 */
import {
  countOf,
  slugify,
  splitTags,
  type ImportRowError,
  type InventoryPolicy,
  type WeightUnit,
  weightUnits,
} from '../../../shared';
import { rowsByProduct, slugOfHandle } from './native-format';
import { DraftBuilder, type ProductDraft } from './product-draft';
import type { CsvRow, CsvTable } from './read-csv';

const MAX_GALLERY = 30;

const VARIANT_KEYS = [
  'option1 value',
  'option2 value',
  'option3 value',
  'variant sku',
  'variant price',
  'variant compare at price',
  'variant inventory qty',
];

export function shopifyDrafts(table: CsvTable): {
  drafts: ProductDraft[];
  errors: ImportRowError[];
  notices: string[];
} {
  const readHandle = (r: CsvRow) => {
    const handle = r.get('handle');
    return { handle, slug: slugOfHandle(handle) };
  };
  const { groups, errors } = rowsByProduct(table, readHandle, 'Handle', 'Every row needs a Handle');
  const drafts = [...groups].map(([slug, rows]) => shopifyDraft(table, slug, rows));
  const kept = metafieldColumns(table).map((c) => c.header);
  const notices = kept.length
    ? [
        `${countOf(kept.length, 'column is', 'columns are')} kept as custom data: ${kept.join(', ')}.`,
      ]
    : [];
  if (!table.columns.has('variant inventory qty')) {
    notices.push(
      'The file has no inventory quantity column: products already in the store keep their stock; new ones start at 0 (a tracked one shows “Out of stock” until you enter its stock).',
    );
  }
  return { drafts, errors, notices: [...notices, ...mergedTypes(drafts)] };
}

/**
 * The file's metafield columns, kept as the product's custom data: Shopify writes them as
 * `Fabric (product.metafields.custom.fabric)`, and its Google channel's as `Google Shopping /
 * Gender`. Key, label and the header as spelled.
 */
function metafieldColumns(
  table: CsvTable,
): { column: string; key: string; label: string; header: string }[] {
  const out: { column: string; key: string; label: string; header: string }[] = [];
  for (const [column, header] of table.columns) {
    const metafield = /^(.*?)\s*\(product\.metafields\.([^)\s]+)\)\s*$/i.exec(header);
    if (metafield) {
      out.push({
        column,
        key: metafield[2]!,
        label: metafield[1]!.trim() || metafield[2]!,
        header,
      });
      continue;
    }
    const google = /^google shopping\s*\/\s*(.+)$/i.exec(header);
    if (google) {
      const label = google[1]!.trim();
      const key = `google_shopping.${slugify(label).replace(/-/g, '_')}`;
      out.push({ column, key, label: `Google Shopping: ${label}`, header });
    }
  }
  return out;
}

/**
 * Types spelled apart only by case or punctuation ("Ear Hook", "Ear hook") make one category:
 * said in the dry run, with the name the category takes (the first spelling).
 */
function mergedTypes(drafts: ProductDraft[]): string[] {
  const spellings = new Map<string, string[]>();
  for (const d of drafts) {
    if (!d.input) continue;
    for (const c of d.categories) {
      const names = spellings.get(c.slug) ?? [];
      if (!names.includes(c.name)) names.push(c.name);
      spellings.set(c.slug, names);
    }
  }
  return [...spellings.values()]
    .filter((names) => names.length > 1)
    .map(
      (names) =>
        `Types ${names.map((n) => `“${n}”`).join(' and ')} go into one category, ${names[0]}.`,
    );
}

function shopifyDraft(table: CsvTable, slug: string, rows: CsvRow[]): ProductDraft {
  const first = rows.find((r) => r.get('title')) ?? rows[0]!;
  const b = new DraftBuilder(table, slug, rows[0]!.row);
  b.rows.push(...rows.map((r) => r.row));
  const f = first.row;
  b.set('name', first.get('title'), f, 'title');
  if (b.has('body (html)')) b.set('description', first.raw('body (html)').trim(), f, 'body (html)');
  const status = first.get('status').toLowerCase();
  const published = first.get('published').toLowerCase();
  if (status) {
    // Active but not published to the online store: hidden from shoppers, so a draft here.
    if (status === 'active' && b.has('published') && published === 'false') {
      b.set('status', 'draft', f, 'published');
      b.note('unpublished');
    } else if (status === 'active') b.set('status', 'active', f, 'status');
    else if (status === 'draft' || status === 'archived') b.set('status', 'draft', f, 'status');
    else b.error(f, 'status', 'Status is active, draft or archived');
  } else if (b.has('published')) {
    b.set('status', published === 'true' ? 'active' : 'draft', f, 'published');
  }
  if (b.has('seo title')) b.set('seoTitle', first.get('seo title'), f, 'seo title');
  if (b.has('seo description')) {
    b.set('metaDescription', first.get('seo description'), f, 'seo description');
  }
  const metafields = metafieldColumns(table);
  if (metafields.length) {
    // The file's facts, by key (an empty cell removes that fact; the rest are kept: import-plan).
    b.set(
      'customData',
      metafields.map((m) => ({ key: m.key, label: m.label, value: first.get(m.column) })),
      f,
      metafields[0]!.column,
    );
  }
  if (b.has('vendor')) b.set('vendor', first.get('vendor'), f, 'vendor');
  if (b.has('type')) b.set('productType', first.get('type'), f, 'type');
  if (b.has('tags')) b.set('tags', splitTags(first.get('tags')), f, 'tags');
  const type = first.get('type');
  if (type) {
    const catSlug = slugify(type);
    if (catSlug) {
      const name = type.slice(0, 120);
      // Automatic: a product typed so later (by hand or by a re-import) goes in too.
      b.categories.push({ slug: catSlug, name, rule: { field: 'type', value: name } });
      b.categoryMode = 'merge';
    }
  }

  // Images: every row may add one; ordered by Image Position, then by row.
  const images: { src: string; position: number; row: number; alt: string }[] = [];
  for (const r of rows) {
    const src = r.get('image src');
    if (!src || images.some((i) => i.src === src)) continue;
    if (!browserShowable(src)) {
      b.note('unshowableImage');
      continue;
    }
    const position = Number(r.get('image position'));
    images.push({
      src,
      position: Number.isFinite(position) && position > 0 ? position : Infinity,
      row: r.row,
      alt: r.get('image alt text'),
    });
  }
  images.sort((a, b) => a.position - b.position || a.row - b.row);
  if (b.has('image src')) {
    const [main, ...gallery] = images;
    b.set('productImage', main?.src ?? '', main?.row ?? f, 'image src');
    b.set(
      'galleryImages',
      gallery.slice(0, MAX_GALLERY).map((i) => i.src),
      f,
      'image src',
    );
    gallery
      .slice(0, MAX_GALLERY)
      .forEach((img, i) => b.at(`galleryImages.${i}`, img.row, 'image src'));
    if (b.has('image alt text')) {
      const kept = images.slice(0, MAX_GALLERY + 1).filter((i) => i.alt);
      b.set(
        'imageAlts',
        Object.fromEntries(kept.map((i) => [i.src, i.alt.slice(0, 300)])),
        kept[0]?.row ?? f,
        'image alt text',
      );
    }
  }

  // Options: names on the first row; `Title` / `Default Title` is Shopify's "no options".
  const options: { name: string; key: string; values: string[] }[] = [];
  for (let i = 1; i <= 3; i++) {
    const name = first.get(`option${i} name`);
    if (!name) continue;
    if (i === 1 && name === 'Title' && first.get('option1 value') === 'Default Title') break;
    b.at(`attributeGroups.${options.length}.name`, f, `option${i} name`);
    b.at(`attributeGroups.${options.length}`, f, `option${i} value`);
    options.push({ name, key: `option${i} value`, values: [] });
  }

  const variantRows = rows.filter((r) => VARIANT_KEYS.some((k) => r.get(k) !== ''));
  b.variantColumn('stock', 'variant inventory qty');
  if (b.has('variant inventory tracker') || b.has('variant inventory policy')) {
    b.variantFields.add('inventoryPolicy');
  }
  b.variantColumn('weightGrams', 'variant grams');
  b.variantColumn('requiresShipping', 'variant requires shipping');
  b.variantColumn('barcode', 'variant barcode');
  // The unit the merchant reads weights in: the first variant's (grams are kept either way).
  const unit = variantRows[0] ? weightUnitOf(b, variantRows[0]) : undefined;
  if (unit) b.set('weightUnit', unit, variantRows[0]!.row, 'variant weight unit');
  const ships = variantRows.map((r) => shipsOf(b, r));
  // The product ships when any variant does (or the file does not say).
  const productShips = ships.length === 0 || ships.some((s) => s !== false);
  if (b.has('variant requires shipping') && variantRows[0]) {
    b.set('requiresShipping', productShips, variantRows[0].row, 'variant requires shipping');
  }
  b.variantColumn('cost', 'cost per item');
  const priced = variantRows.map((r) => prices(b, r));
  if (options.length) {
    const variations = variantRows.map((r, k) => {
      const policy = policyOf(b, r);
      const attributes: Record<string, string> = {};
      options.forEach((g, i) => {
        const value = r.get(g.key);
        b.at(`variations.${k}.attributes.${g.name}`, r.row, g.key);
        if (!value) {
          b.error(r.row, g.key, `Give this variant's ${g.name}`);
          return;
        }
        if (!g.values.includes(value)) {
          b.at(`attributeGroups.${i}.values.${g.values.length}`, r.row, g.key);
          g.values.push(value);
        }
        attributes[g.name] = value;
      });
      b.at(`variations.${k}`, r.row, options[0]!.key);
      b.at(`variations.${k}.price`, r.row, priced[k]!.priceKey);
      b.at(`variations.${k}.discountPrice`, r.row, 'variant price');
      b.at(`variations.${k}.sku`, r.row, 'variant sku');
      b.at(`variations.${k}.image`, r.row, 'variant image');
      b.at(`variations.${k}.weightGrams`, r.row, 'variant grams');
      b.at(`variations.${k}.requiresShipping`, r.row, 'variant requires shipping');
      b.at(`variations.${k}.inventoryPolicy`, r.row, 'variant inventory policy');
      b.at(`variations.${k}.barcode`, r.row, 'variant barcode');
      b.at(`variations.${k}.cost`, r.row, 'cost per item');
      return {
        price: priced[k]!.price ?? 0,
        discountPrice: priced[k]!.discountPrice,
        sku: r.get('variant sku'),
        stock: stockOf(b, r, policy),
        inventoryPolicy: policy ?? 'deny',
        image: variantImage(b, r),
        weightGrams: gramsOf(b, r),
        // As the product unless it differs (a print book's ebook variant).
        requiresShipping: ships[k] === undefined || ships[k] === productShips ? null : ships[k],
        barcode: r.get('variant barcode'),
        cost: costOf(b, r),
        attributes,
      };
    });
    b.set(
      'attributeGroups',
      options.map((g) => ({ name: g.name, type: 'select', values: g.values })),
      f,
      'option1 name',
    );
    b.set('variations', variations, f, 'variant price');
    b.set('stock', 0, f, 'variant inventory qty');
    b.set('sku', '', f, 'variant sku');
  } else {
    const [only, ...extra] = variantRows;
    for (const r of extra) {
      b.error(
        r.row,
        'option1 value',
        'A second variant of a product without options (give Option1 Name and values)',
      );
    }
    b.set('attributeGroups', [], f, 'option1 name');
    b.set('variations', [], f, 'variant price');
    if (only) {
      b.set('sku', only.get('variant sku'), only.row, 'variant sku');
      // No stock column: the product's stock stays as it is (a new one starts at 0).
      const policy = policyOf(b, only);
      if (b.has('variant inventory qty')) {
        b.set('stock', stockOf(b, only, policy), only.row, 'variant inventory qty');
      }
      if (policy) b.set('inventoryPolicy', policy, only.row, 'variant inventory policy');
      if (b.has('variant grams')) b.set('weightGrams', gramsOf(b, only), only.row, 'variant grams');
      if (b.has('variant barcode')) {
        b.set('barcode', only.get('variant barcode'), only.row, 'variant barcode');
      }
      if (b.has('cost per item')) b.set('cost', costOf(b, only), only.row, 'cost per item');
    }
  }
  const lead = priced[0];
  if (lead?.price !== undefined) {
    b.set('price', lead.price, variantRows[0]!.row, lead.priceKey);
    b.set('discountPrice', lead.discountPrice, variantRows[0]!.row, 'variant price');
  } else if (!variantRows.length) {
    b.error(f, 'variant price', 'The product has no variant row with a Variant Price');
  }
  return b.finish();
}

/** Image formats no browser shows (an iPhone's HEIC/HEIF photos): left out, said in the dry run. */
const UNSHOWABLE_IMAGE = /\.(heic|heif)(?:$|[?#])/i;

/** Whether a shopper's browser can show the image at `src` (by its name). */
const browserShowable = (src: string) => !UNSHOWABLE_IMAGE.test(src);

/** `Cost per item` (what one unit costs the merchant); empty: not given. */
function costOf(b: DraftBuilder, r: CsvRow): number | null {
  return b.decimal(r, 'cost per item', 'Cost per item') ?? null;
}

/** `Variant Image`, unless a browser cannot show it (then none, counted). */
function variantImage(b: DraftBuilder, r: CsvRow): string {
  const src = r.get('variant image');
  if (src && !browserShowable(src)) {
    b.note('unshowableImage');
    return '';
  }
  return src;
}

/**
 * `Variant Grams` (Shopify's shipping weight, decimals allowed: 226.796185, kept to the
 * milligram); empty or absent: not given.
 */
function gramsOf(b: DraftBuilder, r: CsvRow): number | null {
  if (!b.has('variant grams')) return null;
  return b.decimal(r, 'variant grams', 'Variant Grams') ?? null;
}

/** `Variant Weight Unit` (g, kg, lb, oz: how Shopify showed the weight); empty: not given. */
function weightUnitOf(b: DraftBuilder, r: CsvRow): WeightUnit | undefined {
  const unit = r.get('variant weight unit').toLowerCase();
  if (unit === '') return undefined;
  const known = weightUnits.find((u) => u === unit || `${u}s` === unit);
  if (!known) {
    b.error(
      r.row,
      'variant weight unit',
      `Weight unit is g, kg, lb or oz (got '${unit.slice(0, 40)}')`,
    );
  }
  return known;
}

const YES = new Set(['true', 'yes', 'y', 't', '1']);
const NO = new Set(['false', 'no', 'n', 'f', '0']);

/** `Variant Requires Shipping`: whether the variant is sent by post; undefined when empty. */
function shipsOf(b: DraftBuilder, r: CsvRow): boolean | undefined {
  if (!b.has('variant requires shipping')) return undefined;
  const cell = r.get('variant requires shipping').toLowerCase();
  if (cell === '') return undefined;
  if (YES.has(cell)) return true;
  if (NO.has(cell)) {
    b.note('notShipped');
    return false;
  }
  b.error(
    r.row,
    'variant requires shipping',
    `Requires shipping is TRUE or FALSE (got '${cell.slice(0, 40)}')`,
  );
  return undefined;
}

/** Shopify's selling price and compare-at price -> our regular price and sale price. */
function prices(b: DraftBuilder, r: CsvRow) {
  const selling = b.decimal(r, 'variant price', 'Variant Price');
  const compareAt = b.decimal(r, 'variant compare at price', 'Variant Compare At Price');
  if (selling === undefined) {
    if (!r.get('variant price'))
      b.error(r.row, 'variant price', 'Give the variant a Variant Price');
    return { price: undefined, discountPrice: 0, priceKey: 'variant price' };
  }
  if (compareAt !== undefined && compareAt > selling) {
    return { price: compareAt, discountPrice: selling, priceKey: 'variant compare at price' };
  }
  return { price: selling, discountPrice: 0, priceKey: 'variant price' };
}

/** Tracker cells meaning "not tracked" (Shopify's export writes an empty cell). */
const NOT_TRACKED = new Set([
  '',
  'false',
  'no',
  'n',
  'f',
  'not tracked',
  'not_managed',
  'untracked',
]);
const CONTINUE = new Set(['continue', 'true', 'yes', 'y', 't']);
const DENY = new Set(['deny', 'false', 'no', 'n', 'f']);

/**
 * A variant's stock rule from `Variant Inventory Tracker` and `Variant Inventory Policy`
 * (counted for the dry run); undefined when the file has neither column.
 */
function policyOf(b: DraftBuilder, r: CsvRow): InventoryPolicy | undefined {
  const hasTracker = b.has('variant inventory tracker');
  const hasPolicy = b.has('variant inventory policy');
  if (!hasTracker && !hasPolicy) return undefined;
  if (hasTracker && NOT_TRACKED.has(r.get('variant inventory tracker').toLowerCase())) {
    b.note('untracked');
    return 'untracked';
  }
  const policy = r.get('variant inventory policy').toLowerCase();
  if (!hasPolicy || policy === '' || DENY.has(policy)) return 'deny';
  if (CONTINUE.has(policy)) {
    b.note('continueSelling');
    return 'continue';
  }
  b.error(
    r.row,
    'variant inventory policy',
    `Inventory policy is deny or continue (got '${policy.slice(0, 40)}')`,
  );
  return 'deny';
}

/**
 * `Variant Inventory Qty`: what is on hand; below 0 (oversold) kept only where the variant
 * keeps selling (units owed), else 0.
 */
function stockOf(b: DraftBuilder, r: CsvRow, policy: InventoryPolicy | undefined): number {
  const units = b.integer(r, 'variant inventory qty', 'Variant Inventory Qty') ?? 0;
  return policy === 'continue' ? units : Math.max(0, units);
}
