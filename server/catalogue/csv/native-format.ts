/**
 * Our own CSV format (columns: `nativeCsvColumns` in shared/api/catalogue-csv.ts): the rows
 * one product becomes in an export, and the products an imported file of this format holds.
 *
 * One row per variant; the product's own cells on its first row. A product with options but
 * no variants is one row whose option values list the values (`S|M|L`) and whose variant
 * cells are empty. Text that a spreadsheet would run as a formula (starting with `=`, `+`,
 * `-`, `@`, a tab or CR) is written with a leading `'` (server/lib/csv.ts guards every cell;
 * the items of a `|` list are guarded here one by one), which the import takes off again.
 */
import {
  nativeCsvColumns,
  slugify,
  slugSchema,
  splitTags,
  type AdminProduct,
  type ImportRowError,
  type NativeCsvColumn,
} from '../../../shared';
import { DraftBuilder, splitList, type ProductDraft } from './product-draft';
import type { CsvRow, CsvTable } from './read-csv';
import { guardFormula, unguardFormula, type CsvValue } from '../../lib/csv';

const unguard = unguardFormula;

/** A number the app computed: written as it is (never guarded: `-2` stock is no formula). */
const num = (n: number) => n;

/** The rows of one product, each a list of cells in `nativeCsvColumns` order. */
export function nativeRows(p: AdminProduct): CsvValue[][] {
  const groups = p.attributeGroups.slice(0, 3);
  const swatches = Object.fromEntries(
    groups
      .filter((g) => g.swatches && Object.keys(g.swatches).length)
      .map((g) => [g.name, g.swatches]),
  );
  const product: Partial<Record<NativeCsvColumn, CsvValue>> = {
    handle: p.slug,
    name: guardFormula(p.name),
    description_html: guardFormula(p.description),
    status: p.status,
    price: num(p.price),
    sale_price: num(p.discountPrice),
    sku: guardFormula(p.sku),
    stock: num(p.stock),
    inventory_policy: p.inventoryPolicy,
    low_stock_threshold: num(p.lowStockThreshold),
    weight_grams: p.weightGrams === null ? '' : num(p.weightGrams),
    weight_unit: p.weightUnit,
    requires_shipping: String(p.requiresShipping),
    barcode: guardFormula(p.barcode),
    cost: p.cost === null ? '' : num(p.cost),
    categories: p.categories.map((c) => c.slug).join('|'),
    category_names: p.categories.map((c) => guardFormula(c.name.replace(/\|/g, '/'))).join('|'),
    vendor: guardFormula(p.vendor),
    product_type: guardFormula(p.productType),
    tags: guardFormula(p.tags.join(', ')),
    custom_data: p.customData.length ? JSON.stringify(p.customData) : '',
    product_image: p.productImage,
    gallery_images: p.galleryImages.join('|'),
    image_alts: Object.keys(p.imageAlts).length ? JSON.stringify(p.imageAlts) : '',
    seo_title: guardFormula(p.seoTitle),
    seo_description: guardFormula(p.metaDescription),
    // A stored real (4.3 may read back as 4.300000190734863): two decimals, as the API keeps.
    rating: num(Math.round(p.rating * 100) / 100),
    swatches: Object.keys(swatches).length ? JSON.stringify(swatches) : '',
  };
  groups.forEach((g, i) => {
    product[`option${i + 1}_name` as NativeCsvColumn] = guardFormula(g.name);
    product[`option${i + 1}_type` as NativeCsvColumn] = g.type;
  });
  const toCells = (row: Partial<Record<NativeCsvColumn, CsvValue>>) =>
    nativeCsvColumns.map((c) => row[c] ?? '');
  if (!p.variations.length) {
    groups.forEach((g, i) => {
      product[`option${i + 1}_value` as NativeCsvColumn] = g.values
        .map((v) => guardFormula(v))
        .join('|');
    });
    return [toCells(product)];
  }
  return p.variations.map((v, index) => {
    const row: Partial<Record<NativeCsvColumn, CsvValue>> =
      index === 0 ? { ...product } : { handle: p.slug };
    groups.forEach((g, i) => {
      row[`option${i + 1}_value` as NativeCsvColumn] = guardFormula(v.attributes[g.name] ?? '');
    });
    row.variant_price = num(v.price);
    row.variant_sale_price = num(v.discountPrice);
    row.variant_sku = guardFormula(v.sku);
    row.variant_stock = num(v.stock);
    row.variant_inventory_policy = v.inventoryPolicy;
    row.variant_image = v.image;
    row.variant_weight_grams = v.weightGrams === null ? '' : num(v.weightGrams);
    row.variant_requires_shipping = v.requiresShipping === null ? '' : String(v.requiresShipping);
    row.variant_barcode = guardFormula(v.barcode);
    row.variant_cost = v.cost === null ? '' : num(v.cost);
    return toCells(row);
  });
}

/** The slug a handle (or, without one, a name) gives; '' when it has nothing usable. */
export function slugOfHandle(handle: string): string {
  return slugSchema.safeParse(handle).success ? handle : slugify(handle);
}

const text = (r: CsvRow, key: string) => unguard(r.get(key));

/** Our columns that belong to a variant (`variant_price`, `variant_sku`…), in column order. */
const VARIANT_KEYS = nativeCsvColumns.filter((c) => c.startsWith('variant_'));

/**
 * A file's rows (empty ones skipped) grouped by the product slug each names, in the order of
 * their first rows. `read` gives a row's handle and its slug; a row whose slug is '' is an
 * error on the handle column (`header` when the file has none): `missing` when the handle is
 * blank, else that the handle needs letters or digits.
 */
export function rowsByProduct(
  table: CsvTable,
  read: (r: CsvRow) => { handle: string; slug: string },
  header: string,
  missing: string,
): { groups: Map<string, CsvRow[]>; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const groups = new Map<string, CsvRow[]>();
  for (const r of table.rows) {
    if (r.empty) continue;
    const { handle, slug } = read(r);
    if (!slug) {
      errors.push({
        row: r.row,
        column: table.columns.get('handle') ?? header,
        message: handle
          ? 'The handle needs letters or digits (it becomes the product’s slug)'
          : missing,
      });
      continue;
    }
    const list = groups.get(slug) ?? [];
    list.push(r);
    groups.set(slug, list);
  }
  return { groups, errors };
}

/** The products a file in our format holds, in the order of their first rows. */
export function nativeDrafts(table: CsvTable): {
  drafts: ProductDraft[];
  errors: ImportRowError[];
} {
  const readHandle = (r: CsvRow) => {
    const handle = text(r, 'handle');
    return { handle, slug: slugOfHandle(handle || text(r, 'name')) };
  };
  const { groups, errors } = rowsByProduct(
    table,
    readHandle,
    'handle',
    'Every row needs a handle (the product’s slug)',
  );
  const drafts = [...groups].map(([slug, rows]) => nativeDraft(table, slug, rows));
  return { drafts, errors };
}

interface GroupDraft {
  name: string;
  type: string;
  values: string[];
  swatches?: Record<string, string>;
}

function nativeDraft(table: CsvTable, slug: string, rows: CsvRow[]): ProductDraft {
  const first = rows[0]!;
  const b = new DraftBuilder(table, slug, first.row);
  b.rows.push(...rows.map((r) => r.row));
  const f = first.row;
  if (b.has('name')) b.set('name', text(first, 'name'), f, 'name');
  if (b.has('description_html')) {
    b.set('description', unguard(first.raw('description_html')), f, 'description_html');
  }
  const status = text(first, 'status').toLowerCase();
  if (status) b.set('status', status, f, 'status');
  b.at('price', f, 'price');
  const price = b.decimal(first, 'price', 'Price');
  if (b.has('sale_price')) {
    b.set('discountPrice', b.decimal(first, 'sale_price', 'Sale price') ?? 0, f, 'sale_price');
  }
  if (b.has('sku')) b.set('sku', text(first, 'sku'), f, 'sku');
  if (b.has('stock')) b.set('stock', b.integer(first, 'stock', 'Stock') ?? 0, f, 'stock');
  if (b.has('inventory_policy')) {
    b.set('inventoryPolicy', policyCell(first, 'inventory_policy'), f, 'inventory_policy');
  }
  const threshold = b.integer(first, 'low_stock_threshold', 'Low-stock threshold');
  if (threshold !== undefined) b.set('lowStockThreshold', threshold, f, 'low_stock_threshold');
  if (b.has('weight_grams')) {
    b.set('weightGrams', b.decimal(first, 'weight_grams', 'Weight (g)') ?? null, f, 'weight_grams');
  }
  if (b.has('weight_unit')) {
    b.set('weightUnit', first.get('weight_unit').toLowerCase() || 'g', f, 'weight_unit');
  }
  if (b.has('requires_shipping')) {
    const ships = booleanCell(b, first, 'requires_shipping', 'Requires shipping');
    b.set('requiresShipping', ships ?? true, f, 'requires_shipping');
  }
  b.variantColumn('stock', 'variant_stock');
  b.variantColumn('inventoryPolicy', 'variant_inventory_policy');
  b.variantColumn('weightGrams', 'variant_weight_grams');
  b.variantColumn('requiresShipping', 'variant_requires_shipping');
  b.variantColumn('barcode', 'variant_barcode');
  b.variantColumn('cost', 'variant_cost');
  if (b.has('product_image'))
    b.set('productImage', text(first, 'product_image'), f, 'product_image');
  if (b.has('gallery_images')) {
    b.set('galleryImages', splitList(first.get('gallery_images')), f, 'gallery_images');
  }
  if (b.has('seo_title')) b.set('seoTitle', text(first, 'seo_title'), f, 'seo_title');
  if (b.has('image_alts')) {
    const cell = first.get('image_alts');
    try {
      b.set('imageAlts', cell ? (JSON.parse(cell) as unknown) : {}, f, 'image_alts');
    } catch {
      b.error(
        f,
        'image_alts',
        'Alt texts must be JSON, as our export writes them: {"/media/a.webp":"A red mug"}',
      );
    }
  }
  if (b.has('vendor')) b.set('vendor', text(first, 'vendor'), f, 'vendor');
  if (b.has('barcode')) b.set('barcode', text(first, 'barcode'), f, 'barcode');
  if (b.has('cost')) b.set('cost', b.decimal(first, 'cost', 'Cost') ?? null, f, 'cost');
  if (b.has('product_type')) b.set('productType', text(first, 'product_type'), f, 'product_type');
  if (b.has('tags')) b.set('tags', splitTags(text(first, 'tags')), f, 'tags');
  if (b.has('custom_data')) {
    const cell = first.get('custom_data');
    try {
      b.set('customData', cell ? (JSON.parse(cell) as unknown) : [], f, 'custom_data');
    } catch {
      b.error(
        f,
        'custom_data',
        'Custom data must be JSON, as our export writes it: [{"key":"custom.fabric","label":"Fabric","value":"Linen"}]',
      );
    }
  }
  if (b.has('seo_description')) {
    b.set('metaDescription', text(first, 'seo_description'), f, 'seo_description');
  }
  const rating = b.decimal(first, 'rating', 'Rating');
  if (rating !== undefined) b.set('rating', rating, f, 'rating');
  if (b.has('categories')) {
    const slugs = splitList(first.get('categories'));
    const names = splitList(first.get('category_names')).map(unguard);
    b.categoryMode = 'replace';
    const seen = new Set<string>();
    slugs.forEach((entry, i) => {
      const catSlug = slugOfHandle(entry);
      if (!catSlug) {
        b.error(f, 'categories', `'${entry.slice(0, 60)}' is not a category slug`);
        return;
      }
      if (seen.has(catSlug)) return;
      seen.add(catSlug);
      const name =
        names.length === slugs.length ? names[i]! : catSlug === entry ? titleOf(entry) : entry;
      b.categories.push({ slug: catSlug, name: name.slice(0, 120) });
    });
    if (b.categories.length > 50) b.error(f, 'categories', 'At most 50 categories');
  }

  // Options: names and types on the first row, values on every row.
  const options: GroupDraft[] = [];
  for (let i = 1; i <= 3; i++) {
    const name = text(first, `option${i}_name`);
    if (!name) continue;
    b.at(`attributeGroups.${options.length}.name`, f, `option${i}_name`);
    b.at(`attributeGroups.${options.length}.type`, f, `option${i}_type`);
    b.at(`attributeGroups.${options.length}`, f, `option${i}_value`);
    options.push({
      name,
      type: text(first, `option${i}_type`).toLowerCase() || 'select',
      values: [],
    });
  }
  const optionKey = (index: number) => {
    let seen = -1;
    for (let i = 1; i <= 3; i++) {
      if (text(first, `option${i}_name`)) seen++;
      if (seen === index) return `option${i}`;
    }
    return 'option1';
  };
  const swatchText = first.get('swatches');
  if (swatchText) {
    b.at('attributeGroups', f, 'swatches');
    let parsed: unknown;
    try {
      parsed = JSON.parse(swatchText);
    } catch {
      b.error(f, 'swatches', 'Swatches must be JSON like {"Colour":{"Red":"#ff0000"}}');
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      options.forEach((g, i) => {
        const s = (parsed as Record<string, unknown>)[g.name];
        if (s && typeof s === 'object' && !Array.isArray(s))
          g.swatches = s as Record<string, string>;
        b.at(`attributeGroups.${i}.swatches`, f, 'swatches');
      });
    } else if (parsed !== undefined) {
      b.error(f, 'swatches', 'Swatches must be JSON like {"Colour":{"Red":"#ff0000"}}');
    }
  }

  const variations: Record<string, unknown>[] = [];
  const hasVariantCells = (r: CsvRow) => VARIANT_KEYS.some((k) => r.get(k) !== '');
  if (options.length && rows.length === 1 && !hasVariantCells(first)) {
    // Options without variants: the values are listed in one cell each.
    options.forEach((g, i) => {
      g.values = splitList(text(first, `${optionKey(i)}_value`)).map(unguard);
    });
  } else if (options.length) {
    for (const r of rows) {
      const attributes: Record<string, string> = {};
      const k = variations.length;
      options.forEach((g, i) => {
        const key = `${optionKey(i)}_value`;
        const value = text(r, key);
        b.at(`variations.${k}.attributes.${g.name}`, r.row, key);
        if (!value) {
          b.error(r.row, key, `Give this variant's ${g.name}`);
          return;
        }
        if (!g.values.includes(value)) {
          b.at(`attributeGroups.${i}.values.${g.values.length}`, r.row, key);
          g.values.push(value);
        }
        attributes[g.name] = value;
      });
      b.at(`variations.${k}`, r.row, `${optionKey(0)}_value`);
      b.at(`variations.${k}.price`, r.row, 'variant_price');
      b.at(`variations.${k}.discountPrice`, r.row, 'variant_sale_price');
      b.at(`variations.${k}.sku`, r.row, 'variant_sku');
      b.at(`variations.${k}.stock`, r.row, 'variant_stock');
      b.at(`variations.${k}.inventoryPolicy`, r.row, 'variant_inventory_policy');
      b.at(`variations.${k}.image`, r.row, 'variant_image');
      b.at(`variations.${k}.weightGrams`, r.row, 'variant_weight_grams');
      b.at(`variations.${k}.requiresShipping`, r.row, 'variant_requires_shipping');
      b.at(`variations.${k}.barcode`, r.row, 'variant_barcode');
      b.at(`variations.${k}.cost`, r.row, 'variant_cost');
      const variantPrice = b.decimal(r, 'variant_price', 'Variant price') ?? price;
      if (variantPrice === undefined) b.error(r.row, 'variant_price', 'Give the variant a price');
      variations.push({
        price: variantPrice ?? 0,
        discountPrice: b.decimal(r, 'variant_sale_price', 'Variant sale price') ?? 0,
        sku: text(r, 'variant_sku'),
        stock: b.integer(r, 'variant_stock', 'Variant stock') ?? 0,
        inventoryPolicy: policyCell(r, 'variant_inventory_policy'),
        image: r.get('variant_image'),
        weightGrams: b.decimal(r, 'variant_weight_grams', 'Variant weight (g)') ?? null,
        requiresShipping:
          booleanCell(b, r, 'variant_requires_shipping', 'Variant requires shipping') ?? null,
        barcode: text(r, 'variant_barcode'),
        cost: b.decimal(r, 'variant_cost', 'Variant cost') ?? null,
        attributes,
      });
    }
  } else {
    for (const r of rows.slice(1)) {
      b.error(
        r.row,
        'handle',
        'Another row has this handle: the rows of one product are its variants and need option values',
      );
    }
  }
  if (options.length || b.has('option1_name')) {
    b.set('attributeGroups', options, f, 'option1_name');
    b.set('variations', variations, f, 'variant_price');
  }
  if (variations.length) {
    // With variants, `stock` is their sum (as the export writes it) and each has its own
    // rule: the product's own stock and rule are unused, so left as they are.
    b.unset('stock');
    b.unset('inventoryPolicy');
  }
  const firstVariant = variations[0] as { price: number } | undefined;
  const productPrice = price ?? firstVariant?.price;
  if (productPrice !== undefined)
    b.set('price', productPrice, f, price === undefined ? 'variant_price' : 'price');
  return b.finish();
}

/** `summer-sale` -> `Summer sale` (a category's name when the file gives only its slug). */
function titleOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An inventory-policy cell, lower-cased; empty: `deny`. Anything else goes to the schema
 * check, which names the cell ("Inventory policy is deny, continue or untracked").
 */
const policyCell = (r: CsvRow, key: string) => r.get(key).toLowerCase() || 'deny';

/** A `true` / `false` cell; undefined when empty (an error when neither). */
function booleanCell(b: DraftBuilder, r: CsvRow, key: string, label: string): boolean | undefined {
  const cell = r.get(key).toLowerCase();
  if (cell === '') return undefined;
  if (cell === 'true') return true;
  if (cell === 'false') return false;
  b.error(r.row, key, `${label} is true or false (got '${cell.slice(0, 40)}')`);
  return undefined;
}
