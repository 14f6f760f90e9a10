/**
 * The merchant's catalogue API (spec 7 "Products" and "Categories"): request schemas (strict)
 * and reply schemas. Prices are the spec's decimals in the store's currency.
 *
 * `DELETE /api/dashboard/products/delete/{storeId}/{productId}`: the spec's two ids are the
 * store's and the product's. Bulk changes: `PUT /api/dashboard/products/bulk` and
 * `DELETE /api/dashboard/products/bulk`, body = ids plus the change;
 * `DELETE /api/dashboard/categories/bulk` deletes categories.
 */
import { z } from 'zod';
import { boundedText, idSchema } from './fields';
import { deletedReplySchema } from './ok';
import { pageOf, queryWholeNumber } from './paging';
import {
  categoryRuleFields,
  inventoryPolicies,
  type InventoryPolicy,
  MAX_TAGS,
  normaliseTags,
  stockStates,
  TAG_MAX_LENGTH,
} from '../catalogue';
import { weightGramsSchema } from './shipping';
import { weightUnits } from '../shipping';
import { productCategorySchema, variationFields } from './storefront';
import { storeIdSchema } from './store';

export const productIdSchema = idSchema('productId');
export const categoryIdSchema = idSchema('categoryId');

const requiredText = (label: string, max: number) =>
  boundedText(label, max).min(1, `${label} is required`);

export const slugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .min(1, 'Slug is required')
  .max(200, 'Slug must be at most 200 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

/** An image reference: a media-library URL, a site path or an http(s) URL; '' for none. */
export const imageRefSchema = z
  .string({ error: 'Image must be a URL' })
  .trim()
  .max(2000, 'Image URL must be at most 2000 characters')
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), {
    message: 'Image must be a path or an http(s) URL',
  })
  // What the generated suites draw from (a random string is rarely an image reference).
  .meta({ examples: ['', '/media/product.webp', 'https://example.com/product.png'] });

/**
 * A price in the store's currency. The highest one depends on the currency (MAX_PRICE_MINOR
 * minor units: 10,000,000.00 USD, 1,000,000,000 VND), so the product writer checks it; this
 * bound only keeps the number finite.
 */
const price = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(1_000_000_000_000, `${label} is too large`);

/** Below 0 only where a row keeps selling at 0 (`continue`): the units owed to shoppers. */
const stockSchema = z
  .number({ error: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(-1_000_000_000, 'Stock is too small')
  .max(1_000_000_000, 'Stock is too large');

const inventoryPolicySchema = z.enum(inventoryPolicies, {
  error: 'Inventory policy is deny, continue or untracked',
});

/** GTIN, UPC, ISBN or the merchant's own code. */
const barcodeSchema = boundedText('Barcode', 64);

/** One fact kept with a product (Shopify's metafield): `custom.fabric`, "Fabric", "Linen". */
export const customDataEntrySchema = z.strictObject({
  key: boundedText('Custom data key', 120).min(1, 'Give the custom data a key'),
  label: boundedText('Custom data label', 120),
  value: z
    .string({ error: 'Custom data value must be text' })
    .max(2000, 'A custom data value must be at most 2000 characters'),
});
export type CustomDataEntry = z.infer<typeof customDataEntrySchema>;
const customDataSchema = z
  .array(customDataEntrySchema)
  .max(50, 'At most 50 custom data entries')
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      if (seen.has(e.key)) {
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'This key is used twice' });
      }
      seen.add(e.key);
    });
  });

const swatchSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A swatch colour is #rrggbb');

export const attributeGroupInputSchema = z
  .strictObject({
    name: requiredText('Option name', 60),
    type: z.enum(['select', 'color', 'other'], { error: 'Option type is select, color or other' }),
    values: z
      .array(requiredText('Option value', 60))
      .min(1, 'Add at least one value')
      .max(50, 'At most 50 values'),
    swatches: z.record(z.string().max(60), swatchSchema).optional(),
  })
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.values.forEach((v, i) => {
      if (seen.has(v.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['values', i], message: `'${v}' is listed twice` });
      }
      seen.add(v.toLowerCase());
    });
  });

export const variationInputSchema = z.strictObject({
  /** An existing variation's id keeps it (and its order history); omitted for a new one. */
  id: idSchema('variation id').optional(),
  price: price('Price'),
  discountPrice: price('Sale price').default(0),
  image: imageRefSchema.default(''),
  attributes: z.record(z.string().max(60), z.string().max(60)),
  sku: boundedText('SKU', 100).default(''),
  stock: stockSchema.default(0),
  inventoryPolicy: inventoryPolicySchema.default('deny'),
  /** Shipping weight in grams; null: the product's weight. */
  weightGrams: weightGramsSchema.nullable().default(null),
  /** Sent by post; null: as the product. */
  requiresShipping: z
    .boolean({ error: 'requiresShipping must be true, false or null' })
    .nullable()
    .default(null),
  barcode: barcodeSchema.default(''),
  /** What one costs the merchant; null: not given. */
  cost: price('Cost per item').nullable().default(null),
});

const productFields = {
  name: requiredText('Name', 200),
  slug: slugSchema.optional(),
  description: z.string().max(100_000, 'Description must be at most 100000 characters'),
  price: price('Price'),
  discountPrice: price('Sale price'),
  productImage: imageRefSchema,
  galleryImages: z.array(imageRefSchema).max(30, 'At most 30 gallery images'),
  /** Alt text per image URL of the product image and the gallery; others are dropped. */
  imageAlts: z
    .record(
      z.string().max(2000),
      z
        .string({ error: 'Alt text must be text' })
        .trim()
        .max(300, 'Alt text must be at most 300 characters'),
    )
    .refine((r) => Object.keys(r).length <= 31, 'At most 31 alt texts'),
  seoTitle: boundedText('SEO title', 200),
  metaDescription: boundedText('Meta description', 500),
  /** Kept to two decimals (a tiny fraction would not fit the stored real). */
  rating: z
    .number({ error: 'Rating must be a number' })
    .min(0, 'Rating is 0 to 5')
    .max(5, 'Rating is 0 to 5')
    .transform((r) => Math.round(r * 100) / 100),
  attributeGroups: z.array(attributeGroupInputSchema).max(3, 'At most 3 options'),
  variations: z.array(variationInputSchema).max(250, 'At most 250 variants'),
  status: z.enum(['draft', 'active'], { error: 'Status is draft or active' }),
  sku: boundedText('SKU', 100),
  stock: stockSchema,
  /** How `stock` sells when the product has no variants. */
  inventoryPolicy: inventoryPolicySchema,
  /** Shipping weight in grams (weight-band rates); null: not given, weighs nothing. */
  weightGrams: weightGramsSchema.nullable(),
  /** The unit the merchant reads weights in (grams are stored). */
  weightUnit: z.enum(weightUnits, { error: `Weight unit is one of ${weightUnits.join(', ')}` }),
  /** Sent by post (false: a service, a download, a gift card: no address, no shipping). */
  requiresShipping: z.boolean({ error: 'requiresShipping must be true or false' }),
  /** Carries no tax (a gift card, a tax-free good). */
  taxExempt: z.boolean({ error: 'taxExempt must be true or false' }),
  lowStockThreshold: z
    .number({ error: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold must be a whole number')
    .min(0, 'Low-stock threshold must be at least 0')
    .max(1_000_000, 'Low-stock threshold is too large'),
  categoryIds: z.array(categoryIdSchema).max(50, 'At most 50 categories'),
  barcode: barcodeSchema,
  /** What one costs the merchant (merchant-only); null: not given. */
  cost: price('Cost per item').nullable(),
  customData: customDataSchema,
  vendor: boundedText('Vendor', 120),
  productType: boundedText('Product type', 120),
  tags: z
    .array(
      z
        .string({ error: 'A tag must be text' })
        .max(TAG_MAX_LENGTH, `A tag must be at most ${TAG_MAX_LENGTH} characters`),
    )
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .transform(normaliseTags),
};

export type ProductShape = {
  price?: number;
  discountPrice?: number;
  stock?: number;
  inventoryPolicy?: InventoryPolicy;
  attributeGroups?: { name: string; values: string[] }[];
  variations?: {
    price: number;
    discountPrice?: number;
    stock?: number;
    inventoryPolicy?: InventoryPolicy;
    attributes: Record<string, string>;
  }[];
};

/** Stock below 0 means units owed: only a row that keeps selling at 0 can owe any. */
const BELOW_ZERO = 'Stock can be below 0 only where it keeps selling at 0';

export interface ProductIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a product as a whole: sale prices must be below prices, stock below 0
 * only where it keeps selling, option names must differ, each variation must pick one value
 * of every option, once. The server runs it
 * again on the stored product merged with an update.
 */
export function productIssues(p: ProductShape): ProductIssue[] {
  const issues: ProductIssue[] = [];
  if (p.price !== undefined && p.discountPrice && p.discountPrice >= p.price) {
    issues.push({
      path: ['discountPrice'],
      message: 'The sale price must be lower than the price',
    });
  }
  if (
    p.stock !== undefined &&
    p.stock < 0 &&
    p.inventoryPolicy &&
    p.inventoryPolicy !== 'continue'
  ) {
    issues.push({ path: ['stock'], message: BELOW_ZERO });
  }
  p.variations?.forEach((v, i) => {
    if (v.stock !== undefined && v.stock < 0 && v.inventoryPolicy !== 'continue') {
      issues.push({ path: ['variations', i, 'stock'], message: BELOW_ZERO });
    }
  });
  const groups = p.attributeGroups;
  const names = new Set<string>();
  groups?.forEach((g, i) => {
    if (names.has(g.name.toLowerCase())) {
      issues.push({ path: ['attributeGroups', i, 'name'], message: 'Option names must differ' });
    }
    names.add(g.name.toLowerCase());
  });
  if (!p.variations || !groups) return issues;
  const seen = new Set<string>();
  p.variations.forEach((v, i) => {
    if (v.discountPrice && v.discountPrice >= v.price) {
      issues.push({
        path: ['variations', i, 'discountPrice'],
        message: 'The sale price must be lower than the price',
      });
    }
    for (const g of groups) {
      const value = v.attributes[g.name];
      if (value === undefined || !g.values.includes(value)) {
        issues.push({
          path: ['variations', i, 'attributes', g.name],
          message: `Choose one of the ${g.name} values`,
        });
      }
    }
    for (const key of Object.keys(v.attributes)) {
      if (!groups.some((g) => g.name === key)) {
        issues.push({
          path: ['variations', i, 'attributes', key],
          message: `'${key}' is not an option of this product`,
        });
      }
    }
    const key = JSON.stringify(groups.map((g) => v.attributes[g.name]));
    if (seen.has(key)) {
      issues.push({ path: ['variations', i], message: 'This variant is listed twice' });
    }
    seen.add(key);
  });
  return issues;
}

function checkProduct(p: ProductShape, ctx: z.RefinementCtx) {
  for (const issue of productIssues(p)) ctx.addIssue({ code: 'custom', ...issue });
}

export const addProductBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    name: productFields.name,
    slug: productFields.slug,
    description: productFields.description.default(''),
    price: productFields.price,
    discountPrice: productFields.discountPrice.default(0),
    productImage: productFields.productImage.default(''),
    galleryImages: productFields.galleryImages.default([]),
    imageAlts: productFields.imageAlts.default({}),
    seoTitle: productFields.seoTitle.default(''),
    metaDescription: productFields.metaDescription.default(''),
    rating: productFields.rating.default(4),
    attributeGroups: productFields.attributeGroups.default([]),
    variations: productFields.variations.default([]),
    status: productFields.status.default('draft'),
    sku: productFields.sku.default(''),
    stock: productFields.stock.default(0),
    inventoryPolicy: productFields.inventoryPolicy.default('deny'),
    weightGrams: productFields.weightGrams.default(null),
    weightUnit: productFields.weightUnit.default('g'),
    requiresShipping: productFields.requiresShipping.default(true),
    taxExempt: productFields.taxExempt.default(false),
    lowStockThreshold: productFields.lowStockThreshold.default(5),
    categoryIds: productFields.categoryIds.default([]),
    barcode: productFields.barcode.default(''),
    cost: productFields.cost.default(null),
    customData: productFields.customData.default([]),
    vendor: productFields.vendor.default(''),
    productType: productFields.productType.default(''),
    tags: productFields.tags.default([]),
  })
  .superRefine(checkProduct);
export type AddProductBody = z.infer<typeof addProductBodySchema>;

/** Every field but the ids is optional; `variations`, when sent, replace all of them. */
export const updateProductBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    productId: productIdSchema,
    name: productFields.name.optional(),
    slug: productFields.slug,
    description: productFields.description.optional(),
    price: productFields.price.optional(),
    discountPrice: productFields.discountPrice.optional(),
    productImage: productFields.productImage.optional(),
    galleryImages: productFields.galleryImages.optional(),
    imageAlts: productFields.imageAlts.optional(),
    seoTitle: productFields.seoTitle.optional(),
    metaDescription: productFields.metaDescription.optional(),
    rating: productFields.rating.optional(),
    attributeGroups: productFields.attributeGroups.optional(),
    variations: productFields.variations.optional(),
    status: productFields.status.optional(),
    sku: productFields.sku.optional(),
    stock: productFields.stock.optional(),
    inventoryPolicy: productFields.inventoryPolicy.optional(),
    weightGrams: productFields.weightGrams.optional(),
    weightUnit: productFields.weightUnit.optional(),
    requiresShipping: productFields.requiresShipping.optional(),
    taxExempt: productFields.taxExempt.optional(),
    lowStockThreshold: productFields.lowStockThreshold.optional(),
    categoryIds: productFields.categoryIds.optional(),
    barcode: productFields.barcode.optional(),
    cost: productFields.cost.optional(),
    customData: productFields.customData.optional(),
    vendor: productFields.vendor.optional(),
    productType: productFields.productType.optional(),
    tags: productFields.tags.optional(),
  })
  .superRefine(checkProduct);
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const productIdParamsSchema = z.strictObject({ id: productIdSchema });
export const deleteProductParamsSchema = z.strictObject({
  storeId: storeIdSchema,
  productId: productIdSchema,
});

export const productSorts = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type ProductSort = (typeof productSorts)[number];

const wholeNumber = queryWholeNumber;

export const filteredProductsQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  /** Zero-based. */
  page: wholeNumber('page', 0, 100_000, 0),
  size: wholeNumber('size', 1, 100, 20),
  category: categoryIdSchema.optional(),
  status: z.enum(['draft', 'active'], { error: 'status is draft or active' }).optional(),
  stock: z
    .enum(stockStates, { error: 'stock is in_stock, low_stock, out_of_stock or untracked' })
    .optional(),
  search: boundedText('search', 200).optional(),
  /** Products carrying this tag, whatever its case. */
  tag: boundedText('tag', TAG_MAX_LENGTH).min(1, 'tag is empty').optional(),
  sort: z
    .enum(productSorts, { error: `sort is one of ${productSorts.join(', ')}` })
    .default('newest'),
});
export type FilteredProductsQuery = z.infer<typeof filteredProductsQuerySchema>;

const idsSchema = z
  .array(productIdSchema)
  .min(1, 'Select at least one product')
  .max(1000, 'At most 1000 products at once');

export const bulkChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('status'), status: z.enum(['draft', 'active']) }),
    z.strictObject({ kind: z.literal('addCategory'), categoryId: categoryIdSchema }),
    z.strictObject({ kind: z.literal('removeCategory'), categoryId: categoryIdSchema }),
    z.strictObject({
      kind: z.literal('price'),
      mode: z.enum(['percent', 'fixed']),
      /** percent: −100 to 1000 (−10 lowers by 10 %); fixed: a decimal added to each price. */
      amount: z.number().min(-10_000_000).max(10_000_000),
    }),
  ],
  { error: 'change.kind is status, addCategory, removeCategory or price' },
);
export type BulkChange = z.infer<typeof bulkChangeSchema>;

export const bulkUpdateBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    ids: idsSchema,
    change: bulkChangeSchema,
    /** true: answer what would change (old -> new prices), write nothing. */
    dryRun: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.change.kind === 'price' && b.change.mode === 'percent' && b.change.amount < -100) {
      ctx.addIssue({
        code: 'custom',
        path: ['change', 'amount'],
        message: 'A price cannot fall by more than 100%',
      });
    }
  });
export const bulkDeleteBodySchema = z.strictObject({ storeId: storeIdSchema, ids: idsSchema });

// ---- categories ----

/** An automatic category's rule; null: its products are chosen by hand. */
export const categoryRuleSchema = z.strictObject({
  field: z.enum(categoryRuleFields, { error: 'A rule matches tag, type or vendor' }),
  value: z
    .string({ error: 'Give the rule a value' })
    .trim()
    .min(1, 'Give the rule a value')
    .max(120, 'A rule value must be at most 120 characters'),
});

const categoryFields = {
  name: requiredText('Name', 120),
  slug: slugSchema.optional(),
  image: imageRefSchema,
  description: boundedText('Description', 5000),
  rule: categoryRuleSchema.nullable(),
};

export const addCategoryBodySchema = z.strictObject({
  storeId: storeIdSchema,
  name: categoryFields.name,
  slug: categoryFields.slug,
  image: categoryFields.image.default(''),
  description: categoryFields.description.default(''),
  rule: categoryFields.rule.default(null),
});
export const updateCategoryBodySchema = z.strictObject({
  storeId: storeIdSchema,
  categoryId: categoryIdSchema,
  name: categoryFields.name.optional(),
  slug: categoryFields.slug,
  image: categoryFields.image.optional(),
  description: categoryFields.description.optional(),
  /** null turns an automatic category into one filled by hand (its products stay). */
  rule: categoryFields.rule.optional(),
});
export const categoryIdQuerySchema = z.strictObject({ categoryId: categoryIdSchema });
export const categoryIdParamsSchema = z.strictObject({ categoryId: categoryIdSchema });

// ---- replies ----

export const adminVariationSchema = z.object({
  ...variationFields,
  sku: z.string(),
  stock: z.number(),
  inventoryPolicy: z.enum(inventoryPolicies),
  /** Grams; null: the product's weight. */
  weightGrams: z.number().nullable(),
  /** Sent by post; null: as the product. */
  requiresShipping: z.boolean().nullable(),
  barcode: z.string(),
  /** What one costs the merchant; null: not given. */
  cost: z.number().nullable(),
});

export const adminProductSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  productImage: z.string(),
  galleryImages: z.array(z.string()),
  imageAlts: z.record(z.string(), z.string()),
  seoTitle: z.string(),
  metaDescription: z.string(),
  rating: z.number(),
  attributeGroups: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['select', 'color', 'other']),
      values: z.array(z.string()),
      swatches: z.record(z.string(), z.string()).optional(),
    }),
  ),
  variations: z.array(adminVariationSchema),
  status: z.enum(['draft', 'active']),
  vendor: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  barcode: z.string(),
  /** What one costs the merchant; null: not given. */
  cost: z.number().nullable(),
  customData: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  sku: z.string(),
  /** The product's own stock, or the sum of its counted variations'. */
  stock: z.number(),
  /** How the product's own stock sells (without variants). */
  inventoryPolicy: z.enum(inventoryPolicies),
  /** Shipping weight in grams; null: not given. */
  weightGrams: z.number().nullable(),
  weightUnit: z.enum(weightUnits),
  requiresShipping: z.boolean(),
  taxExempt: z.boolean(),
  lowStockThreshold: z.number(),
  stockState: z.enum(stockStates),
  categories: z.array(productCategorySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['draft', 'active']),
  price: z.number(),
  discountPrice: z.number(),
  productImage: z.string(),
  sku: z.string(),
  stock: z.number(),
  stockState: z.enum(stockStates),
  variationCount: z.number(),
  /**
   * What its variants sell for, lowest and highest (a sale price where one runs); null
   * without variants. The list shows "€30.00 – €34.00" when they differ.
   */
  variantPrices: z.object({ min: z.number(), max: z.number() }).nullable(),
  /**
   * What it earns as a whole percent of its price (shared `marginPercent`), lowest and highest
   * over its variants (a variant without a cost of its own has the product's); null when no
   * cost is given. Merchant-only, like the cost.
   */
  margin: z.object({ min: z.number(), max: z.number() }).nullable(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productPageSchema = pageOf(productListItemSchema);

/** GET products/tags: the store's tags (one spelling per tag whatever its case), by name. */
export const productTagsReplySchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type ProductTagsReply = z.infer<typeof productTagsReplySchema>;
export type ProductPage = z.infer<typeof productPageSchema>;

export const bulkUpdateReplySchema = z.object({
  dryRun: z.boolean(),
  changed: z.number(),
  /** Price changes: each product's price and sale price before and after. */
  prices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      oldPrice: z.number(),
      newPrice: z.number(),
      oldDiscountPrice: z.number(),
      newDiscountPrice: z.number(),
    }),
  ),
});
export type BulkUpdateReply = z.infer<typeof bulkUpdateReplySchema>;

export const deleteProductsReplySchema = z.object({ deleted: z.number() });

export const adminCategorySchema = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  description: z.string(),
  rule: z.object({ field: z.enum(categoryRuleFields), value: z.string() }).nullable(),
  productCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const deleteCategoryReplySchema = deletedReplySchema('categoryId').extend({
  /** Products that were in it (they stay, without this category). */
  productCount: z.number(),
});

/** DELETE /dashboard/categories/bulk: the selected categories, all or none. */
export const bulkDeleteCategoriesBodySchema = z.strictObject({
  storeId: storeIdSchema,
  ids: z
    .array(categoryIdSchema)
    .min(1, 'Select at least one category')
    .max(1000, 'At most 1000 categories at once'),
});
export const deleteCategoriesReplySchema = z.object({
  deleted: z.number(),
  /** Products that were in any of them (they stay, without these categories). */
  productCount: z.number(),
});
