/**
 * Prices from the database, never from the client: loads a store's products, variations and
 * shipping rates, and prices checkout lines (unit price, stock, availability per line).
 * Owns: the pricing read and the product-pricing-shipping answer. Not: writes, HTTP.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { readCheckoutSettings, toDecimal } from '../../shared';
import { offeredPaymentMethods } from './payment-methods';
import {
  MAX_LINE_QUANTITY,
  cartWeightGrams,
  isSellable,
  sellableUnits,
  unitPriceMinor,
  type CheckoutLine,
  type CheckoutLineState,
  type PaymentProviderId,
  type ProviderMode,
  type ProductPricingShippingDto,
  type QuoteRate,
  type QuoteZone,
  type ShippingRateDto,
  type ShippingZoneDto,
} from '../../shared';
import type { Db } from '../db/client';
import { automaticDiscounts } from '../discounts/checkout-discounts';
import { getTaxSettings } from '../taxes/taxes';
import { regionCode, taxRegionLists } from '../taxes/regions';
import {
  productCategories,
  products,
  productVariations,
  shippingRates,
  shippingZones,
  stores,
  type BankAccount,
  type StoreAddress,
} from '../db/schema';
import type { FieldError } from '../http/errors';

export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;
export type ShippingRateRow = typeof shippingRates.$inferSelect;
export type ShippingZoneRow = typeof shippingZones.$inferSelect;
/** Any Drizzle handle: the database or a transaction. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface CheckoutStore {
  id: string;
  name: string;
  currency: string;
  contactEmail: string;
  /** Store details: the logo shopper emails start with ('' for none). */
  logoUrl: string;
  bankTransferInstructions: string;
  bankAccount: BankAccount;
  codEnabled: boolean;
  bankTransferEnabled: boolean;
  codFeeMinor: number;
  bankTransferExpiryDays: number | null;
  cardPaymentWindowMinutes: number;
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  /** The store's own address: where tax is charged for an order with nothing to ship. */
  address: StoreAddress;
  /** The provider taking card payments; null: none. */
  cardProvider: PaymentProviderId | null;
  cardMode: ProviderMode | null;
  /** A delivered order's email asks for reviews (server/reviews/). */
  reviewRequests: boolean;
  /** Raw JSON: read it with shared/checkout-settings.ts. */
  checkoutSettings: Record<string, unknown>;
  subdomain: string;
  customDomain: string | null;
  createdBy: string | null;
}

/** The columns a `CheckoutStore` is read from. */
export const checkoutStoreFields = {
  id: stores.id,
  name: stores.name,
  currency: stores.currency,
  contactEmail: stores.contactEmail,
  logoUrl: stores.logoUrl,
  bankTransferInstructions: stores.bankTransferInstructions,
  bankAccount: stores.bankAccount,
  codEnabled: stores.codEnabled,
  bankTransferEnabled: stores.bankTransferEnabled,
  codFeeMinor: stores.codFeeMinor,
  bankTransferExpiryDays: stores.bankTransferExpiryDays,
  cardPaymentWindowMinutes: stores.cardPaymentWindowMinutes,
  pricesIncludeTax: stores.pricesIncludeTax,
  taxShipping: stores.taxShipping,
  address: stores.address,
  cardProvider: stores.cardProvider,
  cardMode: stores.cardMode,
  reviewRequests: stores.reviewRequests,
  checkoutSettings: stores.checkoutSettings,
  subdomain: stores.subdomain,
  customDomain: stores.customDomain,
  createdBy: stores.createdBy,
};

/** The store's checkout settings, or undefined when there is no such store. */
export async function getCheckoutStore(
  db: DbOrTx,
  storeId: string,
): Promise<CheckoutStore | undefined> {
  const [row] = await db
    .select(checkoutStoreFields)
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

/** A rate as the shipping quote reads it (shared/shipping.ts), in minor units, with its row. */
export interface QuotedRateRow extends QuoteRate {
  row: ShippingRateRow;
}
/** A zone as the shipping quote reads it, with its active rates in order. */
export interface QuotedZoneRow extends QuoteZone {
  row: ShippingZoneRow;
  rates: QuotedRateRow[];
}

export function toQuotedRate(row: ShippingRateRow): QuotedRateRow {
  return {
    row,
    kind: row.kind,
    price: row.priceMinor,
    freeOver: row.freeOverMinor,
    minSubtotal: row.minSubtotalMinor,
    weightBands: row.weightBands.map((b) => ({ upToGrams: b.upToGrams, price: b.priceMinor })),
  };
}

/**
 * The store's shipping zones in order (rest of world last) and its rates in order: every rate
 * (the merchant's list) or, with `activeOnly`, those checkout offers.
 */
export async function readZonesAndRates(
  db: DbOrTx,
  storeId: string,
  activeOnly: boolean,
): Promise<{ zones: ShippingZoneRow[]; rates: ShippingRateRow[] }> {
  const ofStore = eq(shippingRates.storeId, storeId);
  // One query after the other: inside a transaction both share one connection.
  const zones = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.storeId, storeId))
    .orderBy(asc(shippingZones.restOfWorld), asc(shippingZones.position), asc(shippingZones.name));
  const rates = await db
    .select()
    .from(shippingRates)
    .where(activeOnly ? and(ofStore, eq(shippingRates.active, true)) : ofStore)
    .orderBy(asc(shippingRates.position), asc(shippingRates.name));
  return { zones, rates };
}

/** The store's shipping zones (rest of world last), each with its active rates in order. */
export async function getCheckoutZones(db: DbOrTx, storeId: string): Promise<QuotedZoneRow[]> {
  const { zones, rates } = await readZonesAndRates(db, storeId, true);
  return toQuotedZones(zones, rates);
}

/** Zones (in order) with their rates (active ones, in order) as the shipping quote reads them. */
export function toQuotedZones(zones: ShippingZoneRow[], rates: ShippingRateRow[]): QuotedZoneRow[] {
  return zones.map((row) => ({
    row,
    countries: row.countries,
    restOfWorld: row.restOfWorld,
    rates: rates.filter((r) => r.zoneId === row.id).map(toQuotedRate),
  }));
}

export function toShippingRateDto(rate: ShippingRateRow, currency: string): ShippingRateDto {
  return {
    id: rate.id,
    name: rate.name,
    description: rate.description,
    kind: rate.kind,
    price: toDecimal(rate.priceMinor, currency),
    freeOver: rate.freeOverMinor === null ? null : toDecimal(rate.freeOverMinor, currency),
    minSubtotal: rate.minSubtotalMinor === null ? null : toDecimal(rate.minSubtotalMinor, currency),
    weightBands: rate.weightBands.map((b) => ({
      upToGrams: b.upToGrams,
      price: toDecimal(b.priceMinor, currency),
    })),
  };
}

function toShippingZoneDto(zone: QuotedZoneRow, currency: string): ShippingZoneDto {
  return {
    id: zone.row.id,
    name: zone.row.name,
    countries: zone.row.countries,
    restOfWorld: zone.row.restOfWorld,
    rates: zone.rates.map((r) => toShippingRateDto(r.row, currency)),
  };
}

export interface Catalogue {
  products: Map<string, ProductRow>;
  /** Variations of the loaded products, by variation id. */
  variations: Map<string, VariationRow>;
  /** Variations per product id, in their position order. */
  variationsByProduct: Map<string, VariationRow[]>;
}

/** The store's products with these ids and all their variations (other stores' ids are absent). */
export async function loadCatalogue(
  db: DbOrTx,
  storeId: string,
  productIds: string[],
): Promise<Catalogue> {
  const ids = [...new Set(productIds)];
  // One query after the other: inside a transaction both share one connection.
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, ids)));
  const variationRows = await db
    .select()
    .from(productVariations)
    .where(and(eq(productVariations.storeId, storeId), inArray(productVariations.productId, ids)))
    .orderBy(asc(productVariations.position));
  return toCatalogue(productRows, variationRows);
}

/** The catalogue of these product rows and their variation rows (in position order). */
export function toCatalogue(productRows: ProductRow[], variationRows: VariationRow[]): Catalogue {
  const catalogue: Catalogue = {
    products: new Map(productRows.map((p) => [p.id, p])),
    variations: new Map(variationRows.map((v) => [v.id, v])),
    variationsByProduct: new Map(),
  };
  for (const v of variationRows) {
    const list = catalogue.variationsByProduct.get(v.productId) ?? [];
    list.push(v);
    catalogue.variationsByProduct.set(v.productId, list);
  }
  return catalogue;
}

/** `Colour: Navy / Size: M`, in the product's attribute-group order; '' without a variation. */
export function variationLabel(product: ProductRow, variation: VariationRow | null): string {
  if (!variation) return '';
  const order = product.attributeGroups.map((g) => g.name);
  const names = [
    ...order.filter((n) => n in variation.attributes),
    ...Object.keys(variation.attributes).filter((n) => !order.includes(n)),
  ];
  return names.map((n) => `${n}: ${variation.attributes[n]}`).join(' / ');
}

/** A line the database can fill: what it costs and which stock row it takes from. */
export interface PricedLine {
  index: number;
  product: ProductRow;
  variation: VariationRow | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  label: string;
}

export interface PricedCart {
  /** Every request line as it stands now, in request order. */
  states: CheckoutLineState[];
  /** One entry per line that cannot be ordered as asked (`lines[i]`). */
  problems: FieldError[];
  lines: PricedLine[];
  subtotalMinor: number;
}

const clampAvailable = (stock: number) => Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));

/** Prices `lines` against the catalogue and checks each line's availability and stock. */
export function priceLines(
  lines: CheckoutLine[],
  catalogue: Catalogue,
  currency: string,
): PricedCart {
  const out: PricedCart = { states: [], problems: [], lines: [], subtotalMinor: 0 };
  lines.forEach((line, index) => {
    const field = `lines[${index}]`;
    const product = catalogue.products.get(line.productId);
    const base = {
      index,
      productId: line.productId,
      variationId: line.variationId,
      quantity: line.quantity,
    };
    if (!product || product.status !== 'active') {
      // A draft (or deleted) product is "not available", nothing more: not even its name.
      out.states.push({
        ...base,
        name: '',
        variationLabel: '',
        unitPrice: null,
        regularPrice: null,
        available: 0,
        status: 'unavailable',
      });
      out.problems.push({ field, message: 'This product is no longer available' });
      return;
    }
    const hasVariations = (catalogue.variationsByProduct.get(product.id)?.length ?? 0) > 0;
    const variation = line.variationId
      ? (catalogue.variations.get(line.variationId) ?? null)
      : null;
    const wrongVariation = line.variationId
      ? !variation || variation.productId !== product.id
      : hasVariations;
    if (wrongVariation) {
      out.states.push({
        ...base,
        name: product.name,
        variationLabel: '',
        unitPrice: null,
        regularPrice: null,
        available: 0,
        status: 'unavailable',
      });
      out.problems.push({
        field,
        message: line.variationId
          ? `${product.name}: this option is no longer available`
          : `${product.name}: choose its options again`,
      });
      return;
    }
    const price = unitPriceMinor(product, variation);
    const row = variation ?? product;
    const stock = sellableUnits(row.stock, row.inventoryPolicy);
    const label = variationLabel(product, variation);
    const status =
      stock <= 0 ? 'out_of_stock' : stock < line.quantity ? 'insufficient_stock' : 'ok';
    out.states.push({
      ...base,
      name: product.name,
      variationLabel: label,
      unitPrice: toDecimal(price.paid, currency),
      regularPrice: toDecimal(price.regular, currency),
      available: clampAvailable(stock),
      status,
    });
    const title = label ? `${product.name} (${label})` : product.name;
    if (status === 'out_of_stock') {
      out.problems.push({ field, message: `${title} is out of stock` });
    } else if (status === 'insufficient_stock') {
      out.problems.push({
        field,
        message: `Only ${stock} of ${title} left (you asked for ${line.quantity})`,
      });
    }
    out.lines.push({
      index,
      product,
      variation,
      quantity: line.quantity,
      unitPriceMinor: price.paid,
      lineTotalMinor: price.paid * line.quantity,
      label,
    });
    out.subtotalMinor += price.paid * line.quantity;
  });
  return out;
}

/** Whether a priced line is sent by post: its variation's say, else its product's. */
const lineShips = (l: PricedCart['lines'][number]) =>
  l.variation?.requiresShipping ?? l.product.requiresShipping;

/** Whether anything in the priced cart is sent by post (else: no address, no shipping). */
export const pricedNeedsShipping = (priced: Pick<PricedCart, 'lines'>) =>
  priced.lines.some(lineShips);

/**
 * The priced cart's shipping weight: each unit that ships weighs its variation's, else its
 * product's, grams.
 */
export function pricedWeightGrams(priced: Pick<PricedCart, 'lines'>): number {
  return cartWeightGrams(
    priced.lines.map((l) => ({
      quantity: l.quantity,
      variationWeightGrams: l.variation?.weightGrams,
      productWeightGrams: l.product.weightGrams,
      requiresShipping: lineShips(l),
    })),
  );
}

/** The answer of GET /api/dashboard/products/product-pricing-shipping. */
export async function getProductPricingShipping(
  db: DbOrTx,
  store: CheckoutStore,
  productIds: string[],
  now: Date,
): Promise<ProductPricingShippingDto> {
  const [catalogue, zones, categoryRows, discounts, taxes] = await Promise.all([
    loadCatalogue(db, store.id, productIds),
    getCheckoutZones(db, store.id),
    productIds.length
      ? db
          .select({
            productId: productCategories.productId,
            categoryId: productCategories.categoryId,
          })
          .from(productCategories)
          .where(
            and(
              eq(productCategories.storeId, store.id),
              inArray(productCategories.productId, [...new Set(productIds)]),
            ),
          )
      : [],
    automaticDiscounts(db, store.id, now),
    getTaxSettings(db, store.id),
  ]);
  const categoriesOf = (id: string) =>
    categoryRows.filter((r) => r.productId === id).map((r) => r.categoryId);
  const currency = store.currency;
  const ids = [...new Set(productIds)];
  const found = ids
    .map((id) => catalogue.products.get(id))
    .filter((p): p is ProductRow => p !== undefined && p.status === 'active');
  return {
    storeId: store.id,
    currency,
    products: found.map((p) => {
      const variations = catalogue.variationsByProduct.get(p.id) ?? [];
      const own = unitPriceMinor(p, null);
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        productImage: p.productImage,
        price: toDecimal(p.priceMinor, currency),
        discountPrice: toDecimal(p.discountPriceMinor, currency),
        unitPrice: toDecimal(own.paid, currency),
        stockStatus: variations.length
          ? variations.some((v) => isSellable(v.stock, v.inventoryPolicy))
          : isSellable(p.stock, p.inventoryPolicy),
        available: variations.length
          ? 0
          : clampAvailable(sellableUnits(p.stock, p.inventoryPolicy)),
        weightGrams: p.weightGrams,
        requiresShipping: p.requiresShipping,
        categoryIds: categoriesOf(p.id),
        taxExempt: p.taxExempt,
        variations: variations.map((v) => {
          const price = unitPriceMinor(p, v);
          return {
            id: v.id,
            attributes: v.attributes,
            price: toDecimal(price.regular, currency),
            unitPrice: toDecimal(price.paid, currency),
            discountPrice: toDecimal(v.discountPriceMinor, currency),
            stockStatus: isSellable(v.stock, v.inventoryPolicy),
            available: clampAvailable(sellableUnits(v.stock, v.inventoryPolicy)),
            weightGrams: v.weightGrams,
            requiresShipping: v.requiresShipping ?? p.requiresShipping,
          };
        }),
      };
    }),
    missingProductIds: ids.filter((id) => !found.some((p) => p.id === id)),
    shippingZones: zones.map((z) => toShippingZoneDto(z, currency)),
    paymentMethods: offeredPaymentMethods(store),
    codFee: toDecimal(store.codFeeMinor, currency),
    checkout: readCheckoutSettings(store.checkoutSettings),
    discounts,
    taxes: {
      pricesIncludeTax: taxes.pricesIncludeTax,
      taxShipping: taxes.taxShipping,
      rates: taxes.rates,
      origin: taxOrigin(store),
      regions: taxRegionLists(taxes.rates),
    },
  };
}

/** Where tax is charged when nothing is shipped: the store's own country (and region). */
export function taxOrigin(
  store: Pick<CheckoutStore, 'address'>,
): { country: string; region: string | null } | null {
  const country = store.address.country?.trim();
  return country ? { country, region: regionCode(country, store.address.region ?? '') } : null;
}
