/**
 * The discounts API: a merchant's discounts (codes or automatic offers) as the Discounts screen
 * edits them and the checkout reads them. Amounts are decimals in the store's currency and
 * rates are percentages (the pricing engine's minor units and PPM come from `toDiscountRule`,
 * shared/pricing/discount-rule-dto.ts). Schedules are instants (ISO 8601); the dashboard
 * enters and shows them in the store's time zone.
 */
import { z } from 'zod';
import { idSchema, oneOf, requiredLine } from './fields';
import { deletedReplySchema } from './ok';
import { storeIdSchema } from './store';

export const discountIdSchema = idSchema('discountId');

export const discountKinds = ['order', 'products', 'buy_x_get_y', 'free_shipping'] as const;
export const discountMethods = ['code', 'automatic'] as const;
export const discountStatuses = ['active', 'scheduled', 'expired'] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

/** At most this many codes per discount (one, or many generated). */
export const MAX_DISCOUNT_CODES = 1000;
/** At most this many codes a shopper enters on one order. */
export const MAX_ENTERED_CODES = 5;
/** The largest fixed amount or minimum (a decimal in the store's currency). */
export const MAX_DISCOUNT_AMOUNT = 10_000_000;
/** Products or categories one discount may name. */
export const MAX_DISCOUNT_TARGETS = 250;

/** A code as shoppers type it: letters, digits, - and _, case-insensitive (stored in capitals). */
export const discountCodeSchema = z
  .string({ error: 'A code must be text' })
  .trim()
  .min(1, 'A code is required')
  .max(40, 'A code must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A code may hold letters, digits, - and _ only')
  .transform((c) => c.toUpperCase())
  .meta({ examples: ['SUMMER10', 'welcome-5', 'FREESHIP'] });

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .gt(0, `${label} must be more than 0%`)
    .max(100, `${label} must be at most 100%`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      message: `${label} may have at most 2 decimals`,
    });

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(MAX_DISCOUNT_AMOUNT, `${label} must be at most ${MAX_DISCOUNT_AMOUNT}`)
    // The store's currency's own digits are checked on save (server/discounts/).
    .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, {
      message: `${label} may have at most 3 decimals`,
    });

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

const ids = (name: string) =>
  z
    .array(idSchema(name))
    .min(1, `Choose at least one`)
    .max(MAX_DISCOUNT_TARGETS, `At most ${MAX_DISCOUNT_TARGETS}`);

export const discountTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({ kind: z.literal('products'), productIds: ids('productIds') }),
    z.strictObject({ kind: z.literal('categories'), categoryIds: ids('categoryIds') }),
  ],
  { error: 'kind must be one of all, products, categories' },
);

export const discountValueSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('percentage'), percent: percent('The percentage') }),
    z.strictObject({
      type: z.literal('fixed'),
      amount: money('The amount').refine((n) => n > 0, 'The amount must be more than 0'),
      /** Products only: off each item (else once for the order). */
      perItem: z.boolean({ error: 'perItem must be true or false' }).default(false),
    }),
  ],
  { error: 'type must be one of percentage, fixed' },
);

export const discountEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('order'), value: discountValueSchema }),
    z.strictObject({
      kind: z.literal('products'),
      value: discountValueSchema,
      target: discountTargetSchema,
    }),
    z.strictObject({
      kind: z.literal('buy_x_get_y'),
      buy: z.strictObject({ quantity: count('Buy quantity', 100), target: discountTargetSchema }),
      get: z.strictObject({
        quantity: count('Get quantity', 100),
        target: discountTargetSchema,
        /** Off each item got: 100 is free. */
        percent: percent('The percentage off'),
      }),
      usesPerOrder: count('Uses per order', 1000).nullable().default(null),
    }),
    z.strictObject({
      kind: z.literal('free_shipping'),
      /** Only to these shipping zones; null: every zone. */
      zoneIds: z
        .array(idSchema('zoneIds'))
        .min(1, 'Choose at least one zone, or every zone')
        .max(100)
        .nullable()
        .default(null),
    }),
  ],
  { error: `kind must be one of ${discountKinds.join(', ')}` },
);
export type DiscountEffectBody = z.infer<typeof discountEffectSchema>;

export const discountMinimumSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('subtotal'),
      amount: money('The minimum subtotal').refine((n) => n > 0, 'The minimum must be more than 0'),
    }),
    z.strictObject({ kind: z.literal('quantity'), count: count('The minimum quantity', 10_000) }),
  ],
  { error: 'kind must be one of none, subtotal, quantity' },
);

export const combinesWithSchema = z.strictObject({
  order: z.boolean({ error: 'order must be true or false' }),
  product: z.boolean({ error: 'product must be true or false' }),
  shipping: z.boolean({ error: 'shipping must be true or false' }),
});

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be a date and time (ISO 8601)` })
    .meta({ examples: ['2026-12-01T00:00:00Z', '2026-12-31T23:59:00+01:00'] });

const discountFields = {
  storeId: storeIdSchema,
  title: requiredLine('Title', 100),
  method: oneOf('method', discountMethods),
  /** The codes that apply it (method `code`): one, or many generated; case-insensitive. */
  codes: z
    .array(discountCodeSchema)
    .max(MAX_DISCOUNT_CODES, `At most ${MAX_DISCOUNT_CODES} codes`)
    .default([]),
  effect: discountEffectSchema,
  minimum: discountMinimumSchema.prefault({ kind: 'none' }),
  combinesWith: combinesWithSchema.prefault({ order: false, product: false, shipping: false }),
  startsAt: instant('startsAt').nullable().default(null),
  endsAt: instant('endsAt').nullable().default(null),
  /** Uses in total; null: no limit. */
  usageLimit: count('The usage limit', 1_000_000).nullable().default(null),
  /** Uses per customer (by email); null: no limit. */
  perCustomerLimit: count('The limit per customer', 1000).nullable().default(null),
};

type DiscountFields = {
  method: (typeof discountMethods)[number];
  codes: string[];
  effect: DiscountEffectBody;
  startsAt: string | null;
  endsAt: string | null;
};

/** The rules across fields, one place for the form and the server. */
function checkDiscount(body: DiscountFields, ctx: z.RefinementCtx) {
  if (body.method === 'code' && body.codes.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['codes'], message: 'Add a code, or make it automatic' });
  }
  if (body.method === 'automatic' && body.codes.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['codes'], message: 'An automatic discount has no code' });
  }
  const seen = new Set<string>();
  body.codes.forEach((code, i) => {
    if (seen.has(code)) {
      ctx.addIssue({ code: 'custom', path: ['codes', i], message: `${code} is listed twice` });
    }
    seen.add(code);
  });
  const value =
    body.effect.kind === 'order' || body.effect.kind === 'products' ? body.effect.value : null;
  if (body.effect.kind === 'order' && value?.type === 'fixed' && value.perItem) {
    ctx.addIssue({
      code: 'custom',
      path: ['effect', 'value', 'perItem'],
      message: 'An amount off each item is a products discount',
    });
  }
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  }
}

export const createDiscountBodySchema = z.strictObject(discountFields).superRefine(checkDiscount);
export type CreateDiscountBody = z.infer<typeof createDiscountBodySchema>;

export const updateDiscountBodySchema = z
  .strictObject({ ...discountFields, discountId: discountIdSchema })
  .superRefine(checkDiscount);
export type UpdateDiscountBody = z.infer<typeof updateDiscountBodySchema>;

export const discountParamsSchema = z.strictObject({
  storeId: storeIdSchema,
  discountId: discountIdSchema,
});

export const discountListQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  /** Part of a title or code. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  status: oneOf('status', discountStatuses).optional(),
});

const targetDto = z.union([
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('products'), productIds: z.array(z.string()) }),
  z.object({ kind: z.literal('categories'), categoryIds: z.array(z.string()) }),
]);
const valueDto = z.union([
  z.object({ type: z.literal('percentage'), percent: z.number() }),
  z.object({ type: z.literal('fixed'), amount: z.number(), perItem: z.boolean() }),
]);

export const discountEffectDtoSchema = z.union([
  z.object({ kind: z.literal('order'), value: valueDto }),
  z.object({ kind: z.literal('products'), value: valueDto, target: targetDto }),
  z.object({
    kind: z.literal('buy_x_get_y'),
    buy: z.object({ quantity: z.number(), target: targetDto }),
    get: z.object({ quantity: z.number(), target: targetDto, percent: z.number() }),
    usesPerOrder: z.number().nullable(),
  }),
  z.object({ kind: z.literal('free_shipping'), zoneIds: z.array(z.string()).nullable() }),
]);
export type DiscountEffectDto = z.infer<typeof discountEffectDtoSchema>;

export const discountMinimumDtoSchema = z.union([
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('subtotal'), amount: z.number() }),
  z.object({ kind: z.literal('quantity'), count: z.number() }),
]);
export type DiscountMinimumDto = z.infer<typeof discountMinimumDtoSchema>;

/** What the checkout needs of a discount to price with it (no usage counts, no other codes). */
export const checkoutDiscountSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The code the shopper entered; null for an automatic discount. */
  code: z.string().nullable(),
  effect: discountEffectDtoSchema,
  minimum: discountMinimumDtoSchema,
  combinesWith: z.object({ order: z.boolean(), product: z.boolean(), shipping: z.boolean() }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** All its uses are taken (the checkout refuses the code as used up). */
  usedUp: z.boolean(),
});
export type CheckoutDiscountDto = z.infer<typeof checkoutDiscountSchema>;

/** A discount as the merchant sees it. */
export const discountDtoSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  title: z.string(),
  method: z.enum(discountMethods),
  /** Its codes (in capitals), the first ones when there are many; `codeCount` says how many. */
  codes: z.array(z.string()),
  codeCount: z.number(),
  effect: discountEffectDtoSchema,
  minimum: discountMinimumDtoSchema,
  combinesWith: z.object({ order: z.boolean(), product: z.boolean(), shipping: z.boolean() }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  /** Orders that used it. */
  usedCount: z.number(),
  /** What its orders saved, in the store's currency. */
  totalSaved: z.number(),
  status: z.enum(discountStatuses),
  /** The names of the products its targets name, by id (a deleted one is left out). */
  productNames: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountDto = z.infer<typeof discountDtoSchema>;

export const discountListReplySchema = z.object({
  storeId: z.string(),
  currency: z.string(),
  /** The store's time zone: schedules are shown in it. */
  timeZone: z.string(),
  discounts: z.array(discountDtoSchema),
});
export type DiscountListReply = z.infer<typeof discountListReplySchema>;

export const deleteDiscountReplySchema = deletedReplySchema('discountId');

/** The storefront's look-up of a code the shopper typed (the cart drawer and checkout). */
export const discountCodeQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  code: discountCodeSchema,
});
export const discountCodeReplySchema = z.object({
  /** The code, in capitals. */
  code: z.string(),
  /** What it gives (to price the cart with); null: no discount has this code. */
  discount: checkoutDiscountSchema.nullable(),
});

/** A discount's status at `now` (epoch ms): scheduled before its start, expired from its end. */
export function discountStatusAt(
  d: { startsAt: string | null; endsAt: string | null },
  now: number,
): DiscountStatus {
  if (d.startsAt && now < Date.parse(d.startsAt)) return 'scheduled';
  if (d.endsAt && now >= Date.parse(d.endsAt)) return 'expired';
  return 'active';
}
