/**
 * What an import would change in the products it updates, for the dry run: per field the file
 * gives, how many products change and the first 50 (product, from, to). An update changes only
 * the fields the file has a column for (`ProductDraft.fields`), so a column the file lacks
 * never appears here, and a value equal to the stored one is no change.
 */
import {
  combinationKey,
  formatAmount,
  inventoryPolicyLabels,
  type AdminProduct,
  type InventoryPolicy,
  type ImportFieldChanges,
} from '../../../shared';
import { sanitizeMerchantHtml } from '../../lib/sanitize-html';
import {
  mergeCustomData,
  type ProductDraft,
  type ProductField,
  type ProductInput,
} from './product-draft';

/** At most this many products are named per field. */
export const MAX_CHANGE_SAMPLES = 50;

interface FieldRule {
  label: string;
  /** The stored value and the file's, as the merchant reads them; null: text too long to show. */
  show: (value: unknown, currency: string) => string | null;
  /** Whether `next` differs from `current`, as the product stores it. */
  differs?: (current: AdminProduct, next: ProductInput, draft: ProductDraft) => boolean;
}

/** An object as JSON with its keys in order: two with the same entries read the same. */
const sortedJson = (o: Record<string, string>) =>
  JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const text = (v: unknown) => (typeof v === 'string' ? v : String(v ?? ''));
const money = (v: unknown, currency: string) => formatAmount(Number(v), currency);
const count = (what: string) => (v: unknown) => `${Array.isArray(v) ? v.length : 0} ${what}`;

/** A variant as the file can change it (stock and weight only when the file has them). */
const variantKey = (
  v: {
    attributes: Record<string, string>;
    price: number;
    discountPrice: number;
    sku: string;
    image: string;
    stock: number;
    inventoryPolicy: InventoryPolicy;
    weightGrams: number | null;
    requiresShipping: boolean | null;
    barcode: string;
    cost: number | null;
  },
  draft: ProductDraft,
) =>
  JSON.stringify([
    combinationKey(v.attributes),
    v.price,
    v.discountPrice,
    v.sku,
    v.image,
    draft.variantFields.has('stock') ? v.stock : null,
    draft.variantFields.has('inventoryPolicy') ? v.inventoryPolicy : null,
    draft.variantFields.has('weightGrams') ? v.weightGrams : null,
    draft.variantFields.has('requiresShipping') ? v.requiresShipping : null,
    draft.variantFields.has('barcode') ? v.barcode : null,
    draft.variantFields.has('cost') ? v.cost : null,
  ]);

const RULES: Partial<Record<ProductField, FieldRule>> = {
  name: { label: 'Name', show: text },
  description: {
    label: 'Description',
    show: () => null,
    differs: (current, next) => sanitizeMerchantHtml(next.description) !== current.description,
  },
  status: { label: 'Status', show: text },
  price: { label: 'Price', show: money },
  discountPrice: { label: 'Sale price', show: money },
  sku: { label: 'SKU', show: text },
  barcode: { label: 'Barcode', show: (v) => text(v) || 'none' },
  cost: { label: 'Cost per item', show: (v, c) => (v === null ? 'none' : money(v, c)) },
  customData: {
    label: 'Custom data',
    show: count('facts'),
    differs: (current, next) =>
      JSON.stringify(mergeCustomData(current.customData, next.customData)) !==
      JSON.stringify(current.customData),
  },
  vendor: { label: 'Vendor', show: (v) => text(v) || 'none' },
  productType: { label: 'Product type', show: (v) => text(v) || 'none' },
  tags: {
    label: 'Tags',
    show: (v) => (Array.isArray(v) && v.length ? v.join(', ') : 'none'),
  },
  stock: {
    label: 'Stock',
    show: text,
    // A product with variants counts the variants' stock: see Variants.
    differs: (current, next) => !current.variations.length && current.stock !== next.stock,
  },
  inventoryPolicy: {
    label: 'Inventory',
    show: (v) => inventoryPolicyLabels[v as InventoryPolicy] ?? text(v),
    differs: (current, next) =>
      !current.variations.length && current.inventoryPolicy !== next.inventoryPolicy,
  },
  weightGrams: { label: 'Weight (g)', show: (v) => (v === null ? 'none' : text(v)) },
  weightUnit: { label: 'Weight unit', show: text },
  requiresShipping: { label: 'Shipped', show: (v) => (v ? 'yes' : 'no') },
  productImage: { label: 'Image', show: (v) => text(v) || 'none' },
  galleryImages: { label: 'Gallery', show: count('images') },
  imageAlts: {
    label: 'Alt text',
    show: (v) => `${v && typeof v === 'object' ? Object.keys(v).length : 0} texts`,
    // By image, whatever the order (a stored JSON object keeps none).
    differs: (current, next) => sortedJson(current.imageAlts) !== sortedJson(next.imageAlts),
  },
  seoTitle: { label: 'SEO title', show: text },
  metaDescription: { label: 'SEO description', show: () => null },
  attributeGroups: {
    label: 'Options',
    show: (v) =>
      Array.isArray(v) && v.length
        ? (v as { name: string }[]).map((g) => g.name).join(', ')
        : 'none',
    differs: (current, next) =>
      JSON.stringify(current.attributeGroups.map((g) => [g.name, g.values])) !==
      JSON.stringify(next.attributeGroups.map((g) => [g.name, g.values])),
  },
  variations: {
    label: 'Variants',
    show: count('variants'),
    differs: (current, next, draft) =>
      JSON.stringify(current.variations.map((v) => variantKey(v, draft))) !==
      JSON.stringify(
        next.variations.map((v) =>
          variantKey(
            {
              ...v,
              barcode: v.barcode ?? '',
              cost: v.cost ?? null,
              discountPrice: v.discountPrice ?? 0,
              sku: v.sku ?? '',
              image: v.image ?? '',
              stock: v.stock ?? 0,
              weightGrams: v.weightGrams ?? null,
              requiresShipping: v.requiresShipping ?? null,
            },
            draft,
          ),
        ),
      ),
  },
};

/** The changes of `updates` (each draft with the product it updates), field by field. */
export function importChanges(
  updates: { draft: ProductDraft; current: AdminProduct }[],
  currency: string,
): ImportFieldChanges[] {
  const byField = new Map<ProductField, ImportFieldChanges>();
  for (const { draft, current } of updates) {
    const next = draft.input;
    if (!next) continue;
    for (const field of draft.fields) {
      const rule = RULES[field];
      if (!rule) continue;
      const before = (current as unknown as Record<string, unknown>)[field];
      const after = next[field];
      const changed = rule.differs
        ? rule.differs(current, next, draft)
        : JSON.stringify(before) !== JSON.stringify(after);
      if (!changed) continue;
      const entry = byField.get(field) ?? { field, label: rule.label, count: 0, samples: [] };
      entry.count++;
      if (entry.samples.length < MAX_CHANGE_SAMPLES) {
        entry.samples.push({
          product: current.name,
          from: rule.show(before, currency),
          to: rule.show(after, currency),
        });
      }
      byField.set(field, entry);
    }
  }
  // In the order a product screen shows its fields.
  const order = Object.keys(RULES);
  return [...byField.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
