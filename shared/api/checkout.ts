/**
 * The checkout and orders contract: the pricing read, the checkout body, the order answer,
 * the merchant's order calls (their reply schemas too), and the one pricing rule both the
 * server and tests apply.
 * Bodies are strict: a price sent by the client is an unknown field and refused.
 */
import { z } from 'zod';
import { idSchema } from './fields';
import { fieldErrorSchema } from './errors';
import { storeIdSchema } from './store';
import { checkoutSettingsDtoSchema } from '../checkout-settings';
import {
  CHECKOUT_PHONE_PATTERN,
  CHECKOUT_SINGLE_LINE_PATTERN,
  checkoutMessages,
  checkoutTextRules as rules,
  type CheckoutTextRule,
} from '../checkout-fields';
import { toCountryCode } from '../countries';
import { shippingZoneDtoSchema } from './shipping';
import { orderStatuses, paymentMethods, paymentStatuses } from '../order-lifecycle';
import { orderPaymentStatuses } from './payment-providers';
import { checkoutDiscountSchema, discountCodeSchema, MAX_ENTERED_CODES } from './discounts';
import { taxRateDtoSchema } from './taxes';

/** At most this many lines in one order. */
export const MAX_CHECKOUT_LINES = 50;
/** Each line's quantity is between 1 and this. */
export const MAX_LINE_QUANTITY = 99;

export {
  orderStatuses,
  paymentMethods,
  type OrderStatusName,
  type PaymentStatusName,
  type PaymentMethodName,
} from '../order-lifecycle';

/** A required one-line text field (labels, limits and messages: shared/checkout-fields.ts). */
const text = (rule: CheckoutTextRule) =>
  z
    .string({ error: checkoutMessages.required(rule.label) })
    .trim()
    .min(1, checkoutMessages.required(rule.label))
    .max(rule.max, checkoutMessages.tooLong(rule))
    .regex(CHECKOUT_SINGLE_LINE_PATTERN, checkoutMessages.oneLine(rule.label));

const optionalText = (rule: CheckoutTextRule, multiline = false) =>
  z
    .string({ error: `${rule.label} must be text` })
    .trim()
    .max(rule.max, checkoutMessages.tooLong(rule))
    .regex(
      multiline ? /^[^\0]*$/ : CHECKOUT_SINGLE_LINE_PATTERN,
      multiline
        ? `${rule.label} contains an invalid character`
        : checkoutMessages.oneLine(rule.label),
    )
    .optional()
    .transform((v) => v ?? '');

export const checkoutLineSchema = z.strictObject({
  productId: idSchema('productId'),
  variationId: idSchema('variationId').nullable(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  /**
   * The prices a cart line carries (spec 3) may come along; they are accepted and IGNORED:
   * the server charges what the database says.
   */
  price: z.number().optional(),
  discountPrice: z.number().optional(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const checkoutCustomerSchema = z.strictObject({
  name: text(rules.name),
  /** '' when not given: whether it is required is the store's checkout settings' call. */
  phone: optionalText(rules.phone).refine(
    (v) => v === '' || CHECKOUT_PHONE_PATTERN.test(v),
    checkoutMessages.invalidPhone,
  ),
  email: z
    .string({ error: checkoutMessages.required(rules.email.label) })
    .trim()
    .toLowerCase()
    .min(1, checkoutMessages.required(rules.email.label))
    .max(rules.email.max, 'Email is too long')
    .pipe(z.email({ error: checkoutMessages.invalidEmail })),
});

/**
 * A country code (`GB`); a typed English name ("United Kingdom", from before the checkout had
 * a country list) is read as its code. Anything else is refused.
 */
const countrySchema = text(rules.country)
  .meta({ examples: ['US', 'GB', 'DE', 'United Kingdom'] })
  .transform((value, ctx) => {
    const code = toCountryCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: 'Choose a country from the list' });
    return z.NEVER;
  });

/**
 * Line 1, city and country are always required; the other fields are '' when not given, and
 * the store's checkout settings (shared/checkout-settings.ts) say which are required or hidden.
 */
export const checkoutAddressSchema = z.strictObject({
  company: optionalText(rules.company),
  line1: text(rules.line1),
  line2: optionalText(rules.line2),
  city: text(rules.city),
  region: optionalText(rules.region),
  postalCode: optionalText(rules.postalCode),
  country: countrySchema,
});

export const checkoutBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    /** A random UUID (v4) per attempt: a retried submit returns the same order. */
    idempotencyKey: z.uuidv4({ error: 'idempotencyKey must be a random UUID (v4)' }),
    customer: checkoutCustomerSchema,
    /** Where to send it; null when nothing in the cart is shipped (then it is not stored). */
    address: checkoutAddressSchema.nullable().default(null),
    /** The shipping rate chosen; null when nothing in the cart is shipped. */
    shippingRateId: idSchema('shippingRateId').nullable().default(null),
    paymentMethod: z.enum(paymentMethods, {
      error: 'paymentMethod must be cod or bank_transfer',
    }),
    note: optionalText(rules.note, true),
    lines: z
      .array(checkoutLineSchema, { error: 'lines must be a list' })
      .min(1, 'Your cart is empty')
      .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} lines per order`),
    /**
     * The discount codes the shopper entered (case-insensitive). One that does not apply when
     * the order is placed is a 409 naming it (`discountCodes.<i>`), with the total without it.
     */
    discountCodes: z
      .array(discountCodeSchema)
      .max(MAX_ENTERED_CODES, `At most ${MAX_ENTERED_CODES} discount codes`)
      .default([]),
    /**
     * The checkout this order completes (saved while typed, shared/api/abandoned-checkouts.ts):
     * it leaves the abandoned list, and counts as recovered when a reminder had been sent.
     */
    checkoutId: z.uuidv4({ error: 'checkoutId must be a random UUID (v4)' }).optional(),
    /** The total the shopper was shown; a different recomputed total is a 409 (prices changed). */
    expectedTotal: z
      .number({ error: 'expectedTotal must be a number' })
      .min(0, 'expectedTotal must be at least 0')
      .max(100_000_000, 'expectedTotal is too large')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      const key = `${line.productId}/${line.variationId ?? ''}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i],
          message: 'This product and variation is already in another line',
        });
      }
      seen.add(key);
    });
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
/** What the browser sends (before trimming and defaults). */
export type CheckoutRequest = z.input<typeof checkoutBodySchema>;

/** Reads a query value that may be repeated (`?productIds=a&productIds=b`) as a list. */
const repeatedParam = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'productIds is required' })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(item)
        .min(1, 'productIds is required')
        .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} productIds`),
    );

export const productPricingQuerySchema = z.strictObject({
  /** Defaults to the store of the request's host. */
  storeId: storeIdSchema.optional(),
  productIds: repeatedParam(idSchema('productIds')),
});

/** An order as its shopper names it (the confirmation link): store, order and access token. */
export const shopperOrderRef = {
  storeId: storeIdSchema,
  orderId: idSchema('orderId'),
  token: z
    .string({ error: 'token is required' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not a valid order token'),
};

export const orderQuerySchema = z.strictObject(shopperOrderRef);

/** Minor-unit prices of one product or variation row. */
export const priceRowSchema = z.object({
  priceMinor: z.number(),
  discountPriceMinor: z.number(),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

/**
 * The unit price a shopper pays (spec 4): the variation's price when above 0, else the
 * product's; its discount price instead when that is above 0.
 */
export function unitPriceMinor(
  product: PriceRow,
  variation: PriceRow | null,
): { regular: number; paid: number } {
  const own = variation && variation.priceMinor > 0 ? variation : product;
  const discount =
    variation && variation.discountPriceMinor > 0
      ? variation.discountPriceMinor
      : own.discountPriceMinor;
  return { regular: own.priceMinor, paid: discount > 0 ? discount : own.priceMinor };
}

// ---- answers (decimals in the store's currency) ----

export const pricingVariationDtoSchema = z.object({
  id: z.string(),
  attributes: z.record(z.string(), z.string()),
  /** The unit price before a discount (variation price when above 0, else the product's). */
  price: z.number(),
  /** What the shopper pays per unit. */
  unitPrice: z.number(),
  discountPrice: z.number(),
  stockStatus: z.boolean(),
  /** Units one order may take now (stock, at most 99). */
  available: z.number(),
  /** Shipping weight in grams; null: the product's. */
  weightGrams: z.number().nullable(),
  /** Sent by post (the product's when the variant does not say). */
  requiresShipping: z.boolean(),
});

export const pricingProductDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  productImage: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  /** What the shopper pays per unit when the product has no variations. */
  unitPrice: z.number(),
  stockStatus: z.boolean(),
  available: z.number(),
  /** Shipping weight in grams; null: not given (weighs nothing). */
  weightGrams: z.number().nullable(),
  /** Sent by post (false: no address, no shipping for a cart of such). */
  requiresShipping: z.boolean(),
  /** Its categories (discounts may apply to some only). */
  categoryIds: z.array(z.string()),
  /** Carries no tax. */
  taxExempt: z.boolean(),
  variations: z.array(pricingVariationDtoSchema),
});
export type PricingProductDto = z.infer<typeof pricingProductDtoSchema>;

/** GET /api/dashboard/products/product-pricing-shipping */
export const productPricingShippingDtoSchema = z.object({
  storeId: z.string(),
  currency: z.string(),
  products: z.array(pricingProductDtoSchema),
  /** Requested ids that are not (or no longer) sold by this store. */
  missingProductIds: z.array(z.string()),
  /** Where the store ships and at what rates (active ones): see shared/shipping.ts. */
  shippingZones: z.array(shippingZoneDtoSchema),
  /** The methods the store offers now (its payment settings), in the checkout's order. */
  paymentMethods: z.array(z.enum(paymentMethods)),
  /** Added to a cash-on-delivery order's total; 0 for none. */
  codFee: z.number(),
  /** Which checkout fields show and are required, and the checkout's texts. */
  checkout: checkoutSettingsDtoSchema,
  /** The automatic discounts in effect (the cart prices with them, and with entered codes). */
  discounts: z.array(checkoutDiscountSchema),
  /** The store's taxes (shared/pricing/): rates by country and region. */
  taxes: z.object({
    pricesIncludeTax: z.boolean(),
    taxShipping: z.boolean(),
    rates: z.array(taxRateDtoSchema),
    /** Where tax is charged when nothing is shipped (the store's own country); null: none. */
    origin: z.object({ country: z.string(), region: z.string().nullable() }).nullable(),
    /**
     * The regions of each country where a rate is a region's, by country code: there the
     * checkout asks for one from this list (the order needs one of them).
     */
    regions: z.record(z.string(), z.array(z.object({ code: z.string(), name: z.string() }))),
  }),
});
export type ProductPricingShippingDto = z.infer<typeof productPricingShippingDtoSchema>;

/** One request line as it stands now; the 409 answer lists them in request order. */
export const checkoutLineStateSchema = z.object({
  index: z.number(),
  productId: z.string(),
  variationId: z.string().nullable(),
  name: z.string(),
  variationLabel: z.string(),
  quantity: z.number(),
  /** null when the product is no longer sold. */
  unitPrice: z.number().nullable(),
  regularPrice: z.number().nullable(),
  available: z.number(),
  status: z.enum(['ok', 'out_of_stock', 'insufficient_stock', 'unavailable']),
});
export type CheckoutLineState = z.infer<typeof checkoutLineStateSchema>;

/** The 409 of a checkout: out of stock, unavailable lines or a changed total. */
export const checkoutConflictBodySchema = z.object({
  error: z.string(),
  details: z.array(fieldErrorSchema),
  lines: z.array(checkoutLineStateSchema).optional(),
  total: z.number().optional(),
});
export type CheckoutConflictBody = z.infer<typeof checkoutConflictBodySchema>;

export const orderItemDtoSchema = z.object({
  productId: z.string().nullable(),
  variationId: z.string().nullable(),
  name: z.string(),
  variationLabel: z.string(),
  image: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  /** Its discounts (product and its share of the order's); 0 for none. */
  discount: z.number(),
  /** Its tax (part of `lineTotal` less `discount` when the order's prices include tax). */
  tax: z.number(),
});
export type OrderItemDto = z.infer<typeof orderItemDtoSchema>;

/** Where an order stands (order and payment) and how it is paid. */
export const orderStateFields = {
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
};

/** The order as its buyer sees it (checkout answer and confirmation page). */
export const orderDtoSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  ...orderStateFields,
  currency: z.string(),
  subtotal: z.number(),
  /** Product and order discounts taken off the subtotal. */
  discount: z.number(),
  shipping: z.number(),
  /** Taken off the shipping (free shipping). */
  shippingDiscount: z.number(),
  /** Tax charged; added to the total unless `taxIncluded` (then part of the prices). */
  tax: z.number(),
  taxIncluded: z.boolean(),
  /** The discounts applied, each with what it took off. */
  discounts: z.array(
    z.object({
      title: z.string(),
      code: z.string().nullable(),
      kind: z.enum(['order', 'product', 'shipping']),
      amount: z.number(),
    }),
  ),
  /** The tax per rate. */
  taxLines: z.array(z.object({ name: z.string(), percent: z.number(), amount: z.number() })),
  /** The cash-on-delivery fee, 0 when none. */
  paymentFee: z.number(),
  total: z.number(),
  /** Refunded so far. */
  refunded: z.number(),
  /** The tax the refunds gave back (their share of `tax`: shared/pricing refundedTaxMinor). */
  refundedTax: z.number(),
  shippingMethod: z.string(),
  /** Shown for bank-transfer orders; null otherwise. */
  bankTransferInstructions: z.string().nullable(),
  /** The store's transfer account for bank-transfer orders (fields may be empty); null otherwise. */
  bankAccount: z
    .object({
      accountName: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      bankCode: z.string(),
    })
    .nullable(),
  /** Set once the order ships. */
  tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string() }).nullable(),
  /** The latest payment proof the shopper sent, if any (bank transfer). */
  latestProof: z
    .object({
      status: z.enum(['submitted', 'approved', 'rejected']),
      reason: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Where it ships; null when nothing in the order is shipped. */
  address: z
    .object({
      line1: z.string(),
      line2: z.string(),
      company: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string(),
      country: z.string(),
    })
    .nullable(),
  note: z.string(),
  items: z.array(orderItemDtoSchema),
  createdAt: z.string(),
  /** The store's thank-you texts (checkout settings) for the confirmation page. */
  thankYou: z.object({ title: z.string(), message: z.string() }),
  /**
   * A card order's online payment: open (the shopper may pay on the provider's page, `payUrl`,
   * or has and the provider has not confirmed yet), paid, failed or expired; null for other
   * methods and before the page is opened. `testMode`: the store's provider is in test mode.
   */
  cardPayment: z
    .object({
      status: z.enum(orderPaymentStatuses),
      payUrl: z.string().nullable(),
      testMode: z.boolean(),
    })
    .nullable(),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

/** POST /api/storefront/checkout: 201 (or 200 for a replayed idempotency key). */
export const checkoutAnswerSchema = orderDtoSchema.extend({
  /** Reads this order at GET /api/storefront/order (see server/orders/order-token.ts). */
  token: z.string(),
  /** A card order: the provider's page the shopper is sent to, to pay. */
  redirectUrl: z.string().optional(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
