/**
 * What a shopper may buy on the product page (spec 4, 5 "Product page"), as pure functions:
 * toggling options, finding the variation, the price shown, whether adding is allowed, and
 * the cart line an add makes. The cart's own rules live in `shared/cart.ts`.
 */
import {
  addCartLine,
  setCartLineQuantity,
  type CartLine,
  type NewCartLine,
  type ProductDto,
  type ProductVariationDto,
} from '../../shared';

/** Chosen option per attribute group name, e.g. `{ Colour: 'Navy' }`. */
export type OptionSelection = Readonly<Record<string, string>>;

/** Why adding is blocked, or null when it is allowed. */
export type PurchaseBlock = 'outOfStock' | 'selectOptions' | 'unavailable' | null;

/** The alert shown when a product with variations has no full choice (spec 5). */
export const SELECT_ALL_OPTIONS_MESSAGE = 'Please select all options';

/** Choosing an option toggles it: the chosen one again unselects it (spec 4). */
export function toggleOption(
  selection: OptionSelection,
  group: string,
  value: string,
): OptionSelection {
  if (selection[group] === value) {
    const { [group]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [group]: value };
}

/** The attribute groups a shopper chooses from (groups without values are skipped). */
export const choosableGroups = (product: Pick<ProductDto, 'attributeGroups'>) =>
  product.attributeGroups.filter((g) => g.values.length > 0);

/** The variation matching the selection, found only when every group has a choice (spec 4). */
export function findVariation(
  product: Pick<ProductDto, 'attributeGroups' | 'variations'>,
  selection: OptionSelection,
): ProductVariationDto | null {
  const groups = choosableGroups(product);
  if (product.variations.length === 0 || groups.length === 0) return null;
  if (!groups.every((g) => selection[g.name] !== undefined)) return null;
  return (
    product.variations.find((v) =>
      groups.every((g) => v.attributes[g.name] === selection[g.name]),
    ) ?? null
  );
}

/** Whether every attribute group has a choice. */
export const isSelectionComplete = (
  product: Pick<ProductDto, 'attributeGroups'>,
  selection: OptionSelection,
) => choosableGroups(product).every((g) => selection[g.name] !== undefined);

/** The prices shown and charged: the variation's when its price is above 0, else the product's (spec 4). */
export function getPurchasePrices(
  product: Pick<ProductDto, 'price' | 'discountPrice'>,
  variation: Pick<ProductVariationDto, 'price' | 'discountPrice'> | null,
): { price: number; discountPrice: number } {
  const source = variation && variation.price > 0 ? variation : product;
  return {
    price: source.price,
    discountPrice: source.discountPrice > 0 ? source.discountPrice : 0,
  };
}

/** Whether the shopper can add now; out of stock wins over a missing choice (spec 5). */
export function getPurchaseBlock(
  product: Pick<ProductDto, 'stockStatus' | 'variations' | 'attributeGroups'>,
  selection: OptionSelection,
): PurchaseBlock {
  if (!product.stockStatus) return 'outOfStock';
  if (product.variations.length === 0) return null;
  if (!isSelectionComplete(product, selection)) return 'selectOptions';
  const variation = findVariation(product, selection);
  if (!variation) return 'unavailable';
  return variation.stockStatus ? null : 'outOfStock';
}

/** A variation's attributes in the order of the product's attribute groups. */
function orderedAttributes(
  product: Pick<ProductDto, 'attributeGroups'>,
  attributes: Record<string, string>,
): Record<string, string> {
  const ordered: Record<string, string> = {};
  for (const g of product.attributeGroups) {
    const value = attributes[g.name];
    if (value !== undefined) ordered[g.name] = value;
  }
  return { ...ordered, ...attributes };
}

/** The cart line an add of `product` (and its chosen `variation`) makes. */
export function toNewCartLine(
  product: ProductDto,
  variation: ProductVariationDto | null,
  storeId: string,
): NewCartLine {
  const { price, discountPrice } = getPurchasePrices(product, variation);
  return {
    productId: product.id,
    variationId: variation?.id ?? null,
    storeId,
    name: product.name,
    price,
    discountPrice,
    selectedAttributes: variation ? orderedAttributes(product, variation.attributes) : {},
    productImage: variation?.image || product.productImage,
  };
}

/** `quantity` successive adds of `item` (quantities below 1 count as 1). */
export function addCartLines(lines: CartLine[], item: NewCartLine, quantity: number): CartLine[] {
  const next = addCartLine(lines, item);
  const extra = Math.floor(quantity) - 1;
  if (!(extra > 0)) return next;
  const line = next.find(
    (l) => l.productId === item.productId && (l.variationId ?? null) === item.variationId,
  );
  return line ? setCartLineQuantity(next, line, line.quantity + extra) : next;
}

/** The quantity typed in a quantity input, as a whole number of at least 1 (spec 5). */
export function toQuantity(text: string): number {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= 1 ? n : 1;
}
