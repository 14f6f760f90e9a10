/**
 * The product editor's form values and their two translations: from the API's product
 * (`toProductFormValues`) and into the add/update body (`toProductBody`), plus the way
 * back for messages (`productFieldPath`: an API field path -> the form field showing it).
 * Pure. The form differs from the body in three ways: images are one ordered list (the
 * first is `productImage`, the rest `galleryImages`); a variant holds its option values by
 * option position (renaming an option never touches the variants); a number input may be
 * empty (`''`): a sale price then means none, a variant's price the product's (spec 4),
 * and a required number is refused by the schema.
 */
import {
  fromGrams,
  slugify,
  toGrams,
  splitTags,
  type AddProductBody,
  type AdminProduct,
  type InventoryPolicy,
  type UpdateProductBody,
  type WeightUnit,
} from '../../../shared';

export type OptionType = 'select' | 'color' | 'other';

/** A number input's value: `''` while empty. */
export type NumberValue = number | '';

export interface OptionGroupValues {
  name: string;
  type: OptionType;
  values: string[];
  /** Swatch colour (#rrggbb) per value of a colour option. */
  swatches: Record<string, string>;
}

export interface VariantValues {
  /** An existing variation's id (keeps it and its order history). */
  id?: string | undefined;
  /** One value per option, by option position; `''` while an option has no value yet. */
  options: string[];
  /** Empty: the product's price. */
  price: NumberValue;
  /** Empty: no sale. */
  discountPrice: NumberValue;
  sku: string;
  stock: NumberValue;
  inventoryPolicy: InventoryPolicy;
  image: string;
  /** In the product's weight unit; empty: the product's weight. */
  weight: NumberValue;
  /** Sent by post (shown per variant; saved as "as the product" when it matches). */
  requiresShipping: boolean;
  barcode: string;
  /** Empty: not given. */
  cost: NumberValue;
}

export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  price: NumberValue;
  /** Empty: no sale. */
  discountPrice: NumberValue;
  /** Each image's URL and alt text (what it shows, for those who cannot see it). */
  images: { url: string; alt: string }[];
  seoTitle: string;
  metaDescription: string;
  status: 'draft' | 'active';
  categoryIds: string[];
  vendor: string;
  productType: string;
  /** Comma-separated, as typed. */
  tags: string;
  sku: string;
  stock: NumberValue;
  /** How the product's own stock sells (without variants). */
  inventoryPolicy: InventoryPolicy;
  lowStockThreshold: NumberValue;
  /** Shipping weight in `weightUnit`; empty: not given. */
  weight: NumberValue;
  /** The unit weights are shown and typed in (grams are stored). */
  weightUnit: WeightUnit;
  /** Sent by post (false: a service, a download: checkout asks no address). */
  requiresShipping: boolean;
  /** Carries no tax. */
  taxExempt: boolean;
  barcode: string;
  /** What one costs the merchant; empty: not given. */
  cost: NumberValue;
  /** Facts kept with the product; a new one has key '' (made from its label when saved). */
  customData: { key: string; label: string; value: string }[];
  attributeGroups: OptionGroupValues[];
  variations: VariantValues[];
}

/** A new product's form: a draft with no price yet. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    price: '',
    discountPrice: '',
    images: [],
    seoTitle: '',
    metaDescription: '',
    status: 'draft',
    categoryIds: [],
    vendor: '',
    productType: '',
    tags: '',
    sku: '',
    stock: 0,
    inventoryPolicy: 'deny',
    lowStockThreshold: 5,
    weight: '',
    weightUnit: 'g',
    requiresShipping: true,
    taxExempt: false,
    barcode: '',
    cost: '',
    customData: [],
    attributeGroups: [],
    variations: [],
  };
}

export function toProductFormValues(product: AdminProduct): ProductFormValues {
  const groups = product.attributeGroups;
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: product.price,
    discountPrice: orEmpty(product.discountPrice),
    images: [product.productImage, ...product.galleryImages]
      .filter((url) => url !== '')
      .map((url) => ({ url, alt: product.imageAlts[url] ?? '' })),
    seoTitle: product.seoTitle,
    metaDescription: product.metaDescription,
    status: product.status,
    categoryIds: product.categories.map((c) => c.id),
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags.join(', '),
    sku: product.sku,
    stock: product.stock,
    inventoryPolicy: product.inventoryPolicy,
    lowStockThreshold: product.lowStockThreshold,
    weight: product.weightGrams === null ? '' : fromGrams(product.weightGrams, product.weightUnit),
    weightUnit: product.weightUnit,
    requiresShipping: product.requiresShipping,
    taxExempt: product.taxExempt,
    barcode: product.barcode,
    cost: product.cost ?? '',
    customData: product.customData.map((e) => ({ ...e })),
    attributeGroups: groups.map((g) => ({
      name: g.name,
      type: g.type,
      values: [...g.values],
      swatches: { ...g.swatches },
    })),
    variations: product.variations.map((v) => ({
      id: v.id,
      options: groups.map((g) => v.attributes[g.name] ?? ''),
      price: orEmpty(v.price),
      discountPrice: orEmpty(v.discountPrice),
      sku: v.sku,
      stock: v.stock,
      inventoryPolicy: v.inventoryPolicy,
      image: v.image,
      weight: v.weightGrams === null ? '' : fromGrams(v.weightGrams, product.weightUnit),
      requiresShipping: v.requiresShipping ?? product.requiresShipping,
      barcode: v.barcode,
      cost: v.cost ?? '',
    })),
  };
}

/** The images that are sent, with each one's row in the form (empty rows are dropped). */
function filledImages(values: ProductFormValues): { url: string; row: number }[] {
  return values.images
    .map((image, row) => ({ url: image.url.trim(), row }))
    .filter((image) => image.url !== '');
}

/** A variant's `attributes` as the API keys them: by option name. */
export function toAttributes(
  groups: readonly { name: string }[],
  options: readonly string[],
): Record<string, string> {
  return Object.fromEntries(groups.map((g, i) => [g.name, options[i] ?? '']));
}

/** 0 shows as an empty input (no sale; the product's price). */
const orEmpty = (n: number): NumberValue => (n === 0 ? '' : n);
/** Empty means 0. */
const orZero = (n: NumberValue) => (n === '' ? 0 : n);
/** Empty means not given. */
const orNull = (n: NumberValue) => (n === '' ? null : n);
/** A weight typed in `unit` as the grams the API takes; empty: null. */
const gramsOf = (n: NumberValue, unit: WeightUnit) => (n === '' ? null : toGrams(n, unit));
/** Empty is refused by the schema ("… must be a number"). */
const required = (n: NumberValue) => (n === '' ? Number.NaN : n);

/** A number value as the rules read it (`''` -> 0). */
export const numberOf = orZero;

export interface ProductBodyContext {
  storeId: string;
  /** Set when editing: the body is an update. */
  productId?: string | undefined;
  /** A new product whose slug still follows its name: the server makes it unique. */
  slugFollowsName: boolean;
}

/** The add-product or update-product body for the form's values. */
export function toProductBody(
  values: ProductFormValues,
  context: ProductBodyContext,
): AddProductBody | UpdateProductBody {
  const images = filledImages(values).map((i) => i.url);
  const hasVariants = values.variations.length > 0;
  const groups = values.attributeGroups;
  const body = {
    storeId: context.storeId,
    ...(context.productId ? { productId: context.productId } : {}),
    name: values.name,
    slug: !context.productId && context.slugFollowsName ? undefined : values.slug,
    description: values.description,
    price: required(values.price),
    discountPrice: orZero(values.discountPrice),
    productImage: images[0] ?? '',
    galleryImages: images.slice(1),
    imageAlts: Object.fromEntries(
      values.images.flatMap((i) =>
        i.url.trim() && i.alt.trim() ? [[i.url.trim(), i.alt.trim()]] : [],
      ),
    ),
    seoTitle: values.seoTitle,
    metaDescription: values.metaDescription,
    status: values.status,
    categoryIds: values.categoryIds,
    vendor: values.vendor,
    productType: values.productType,
    tags: splitTags(values.tags),
    // With variants, the product's own stock and SKU are not shown: leave them as stored.
    ...(hasVariants
      ? {}
      : {
          sku: values.sku,
          stock: required(values.stock),
          inventoryPolicy: values.inventoryPolicy,
        }),
    lowStockThreshold: required(values.lowStockThreshold),
    weightGrams: gramsOf(values.weight, values.weightUnit),
    weightUnit: values.weightUnit,
    requiresShipping: values.requiresShipping,
    taxExempt: values.taxExempt,
    barcode: values.barcode,
    cost: orNull(values.cost),
    customData: values.customData.map((e) => ({
      key: e.key || `custom.${slugify(e.label).replace(/-/g, '_') || 'entry'}`,
      label: e.label,
      value: e.value,
    })),
    attributeGroups: groups.map((g) => ({
      name: g.name,
      type: g.type,
      values: g.values,
      ...(g.type === 'color' ? { swatches: pick(g.swatches, g.values) } : {}),
    })),
    variations: values.variations.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      price: orZero(v.price),
      discountPrice: orZero(v.discountPrice),
      image: v.image.trim(),
      attributes: toAttributes(groups, v.options),
      sku: v.sku,
      stock: orZero(v.stock),
      inventoryPolicy: v.inventoryPolicy,
      weightGrams: gramsOf(v.weight, values.weightUnit),
      // Null follows the product (a later change of the product's carries over).
      requiresShipping: v.requiresShipping === values.requiresShipping ? null : v.requiresShipping,
      barcode: v.barcode,
      cost: orNull(v.cost),
    })),
  };
  return body as AddProductBody | UpdateProductBody;
}

function pick(record: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => (record[k] ? [[k, record[k]]] : [])));
}

/**
 * Where the form shows a message for API field `path`: `productImage` and
 * `galleryImages.N` go to their image rows, a variant's attributes to its row's options,
 * an option's values to its value list. `null`: no field shows it (the banner does).
 */
export function productFieldPath(values: ProductFormValues) {
  const images = filledImages(values);
  return (path: string): string | null => {
    const parts = path.split('.');
    const [head, index, field] = parts;
    switch (head) {
      case 'productImage':
        return images[0] ? `images.${images[0].row}.url` : null;
      case 'galleryImages': {
        const image = index === undefined ? undefined : images[Number(index) + 1];
        return image ? `images.${image.row}.url` : 'images';
      }
      case 'variations':
        if (index === undefined) return 'variations';
        if (field === undefined || field === 'attributes' || field === 'id') {
          return `variations.${index}.options`;
        }
        if (field === 'weightGrams') return `variations.${index}.weight`;
        return `variations.${index}.${field}`;
      case 'attributeGroups':
        if (index === undefined) return 'attributeGroups';
        if (field === 'values' || field === 'swatches') return `attributeGroups.${index}.values`;
        if (field === 'name' || field === 'type') return `attributeGroups.${index}.${field}`;
        return `attributeGroups.${index}.name`;
      case 'categoryIds':
        return 'categoryIds';
      case 'weightGrams':
        return 'weight';
      case 'name':
      case 'slug':
      case 'description':
      case 'price':
      case 'discountPrice':
      case 'seoTitle':
      case 'metaDescription':
      case 'status':
      case 'sku':
      case 'stock':
      case 'inventoryPolicy':
      case 'lowStockThreshold':
      case 'weightUnit':
      case 'requiresShipping':
      case 'vendor':
      case 'productType':
      case 'barcode':
      case 'cost':
        return head;
      case 'tags':
        return 'tags';
      case 'customData':
        if (index === undefined) return 'customData';
        return field === 'value' ? `customData.${index}.value` : `customData.${index}.label`;
      default:
        return null;
    }
  };
}
