/**
 * The merchant's customers contract: a store's customers (every email that ordered, signed in
 * to an account or signed up to the newsletter) with their orders' numbers and email-marketing
 * consent; the filtered, sorted list, its CSV export (same filters), one customer's page (their
 * orders, note and tags), and removing a customer's consent. The merchant can remove consent,
 * never add it.
 */
import { z } from 'zod';
import { savedAddressSchema } from './accounts';
import { idSchema, oneLineText, oneOf, requiredLine } from './fields';
import { isoDateSchema, timeZoneSchema } from './orders';
import { pageFields, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';

/**
 * A customer's email-marketing state: `pending` until the emailed link is followed,
 * `subscribed` after, `unsubscribed` once they (or the merchant) withdrew it.
 */
export const emailMarketingStates = [
  'not_subscribed',
  'pending',
  'subscribed',
  'unsubscribed',
] as const;
export type EmailMarketingState = (typeof emailMarketingStates)[number];

/**
 * Where the customer's current email-marketing state came from: the newsletter signup and its
 * confirm link, the unsubscribe link of an email, the merchant's dashboard, or the customer's
 * own account (signed in with a code sent to the email, so no confirmation link is needed).
 */
export const marketingSources = ['newsletter', 'unsubscribe_link', 'merchant', 'account'] as const;
export type MarketingSource = (typeof marketingSources)[number];

/** The list's marketing filter: `all`, or one state. */
export const customerMarketingFilters = ['all', ...emailMarketingStates] as const;

/** The longest customer search (the search box stops there too): an email's longest. */
export const CUSTOMER_SEARCH_MAX = 254;

/** Whether the customer signed in to an account on the store. */
export const customerAccountFilters = ['yes', 'no'] as const;

export const customerSorts = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'last_order_desc',
  'last_order_asc',
  'orders_desc',
  'orders_asc',
  'spent_desc',
  'spent_asc',
] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** The longest tag, and the most tags a customer carries. */
export const CUSTOMER_TAG_MAX = 40;
export const CUSTOMER_TAGS_MAX = 20;
export const CUSTOMER_NOTE_MAX = 5_000;

/** A whole number in a query string, or absent. */
const optionalCount = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .optional();

/** An amount in the store's currency in a query string (`120`, `99.5`), or absent. */
const optionalAmount = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, `${name} must be an amount, like 120 or 99.50`)
    .transform(Number)
    .optional();

/** The filters the list and the CSV export share. */
export const customerFiltersSchema = z.strictObject({
  storeId: storeIdSchema,
  /** Part of the name, email or phone, any case. */
  q: oneLineText('q', CUSTOMER_SEARCH_MAX).optional(),
  marketing: oneOf('marketing', customerMarketingFilters).default('all'),
  /** Signed in to an account on the store (yes) or never (no). */
  account: oneOf('account', customerAccountFilters).optional(),
  /** Orders placed, at least and at most. */
  minOrders: optionalCount('minOrders'),
  maxOrders: optionalCount('maxOrders'),
  /** Spent (net of refunds, cancelled orders left out), at least and at most. */
  minSpent: optionalAmount('minSpent'),
  maxSpent: optionalAmount('maxSpent'),
  /** Their last order on or after this day, and on or before this one (in `tz`). */
  lastOrderFrom: isoDateSchema('lastOrderFrom').optional(),
  lastOrderTo: isoDateSchema('lastOrderTo').optional(),
  tz: timeZoneSchema.optional(),
  /** Carries this tag (any case). */
  tag: oneLineText('tag', CUSTOMER_TAG_MAX).optional(),
  sort: oneOf('sort', customerSorts).optional(),
});
export type CustomerFilters = z.infer<typeof customerFiltersSchema>;

/** GET /api/dashboard/customers/list: the filters, a zero-based page and its size. */
export const customerListQuerySchema = customerFiltersSchema.extend({
  /** Zero-based. */
  page: queryWholeNumber('page', 0, 100_000, 0),
  size: queryWholeNumber('size', 1, 100, 20),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** One customer as the merchant sees them. */
export const customerDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  /** When they first signed in to an account on the store; null: never. */
  accountSince: z.string().nullable(),
  ordersCount: z.number(),
  /** Net of refunds, cancelled orders left out, in the store's currency. */
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
  tags: z.array(z.string()),
  emailMarketing: z.enum(emailMarketingStates),
  /** When the email-marketing state last changed (the consent's date); null: never. */
  marketingUpdatedAt: z.string().nullable(),
  /** Where that state came from; null: never changed. */
  source: z.enum(marketingSources).nullable(),
  createdAt: z.string(),
});
export type CustomerDto = z.infer<typeof customerDtoSchema>;

/** One page of the store's customers, newest first. */
export const customerListDtoSchema = z.object({
  customers: z.array(customerDtoSchema),
  ...pageFields,
});
export type CustomerListDto = z.infer<typeof customerListDtoSchema>;

/** POST /api/dashboard/customers/unsubscribe: the customer whose consent the merchant removes. */
export const customerUnsubscribeBodySchema = z.strictObject({
  storeId: storeIdSchema,
  customerId: idSchema('customerId'),
});
export type CustomerUnsubscribeBody = z.infer<typeof customerUnsubscribeBodySchema>;

/** GET /api/dashboard/customers/detail: one customer of the store. */
export const customerDetailQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  customerId: idSchema('customerId'),
});

/** A tag as the merchant types it: one line, trimmed, at most CUSTOMER_TAG_MAX characters. */
const customerTagSchema = requiredLine('tag', CUSTOMER_TAG_MAX);

/** PUT /api/dashboard/customers/update: the merchant's note and tags on a customer. */
export const customerUpdateBodySchema = z.strictObject({
  storeId: storeIdSchema,
  customerId: idSchema('customerId'),
  note: z
    .string({ error: 'note must be text' })
    .max(CUSTOMER_NOTE_MAX, `The note is too long (at most ${CUSTOMER_NOTE_MAX} characters)`),
  /** Kept in the order given, the same tag in another case once. */
  tags: z
    .array(customerTagSchema, { error: 'tags must be a list' })
    .max(CUSTOMER_TAGS_MAX, `At most ${CUSTOMER_TAGS_MAX} tags a customer`),
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

/**
 * POST /api/dashboard/customers/merge: `mergeId`'s orders, tags, note and consent join
 * `customerId` (kept, with its email), and `mergeId` is deleted.
 */
export const customerMergeBodySchema = z.strictObject({
  storeId: storeIdSchema,
  customerId: idSchema('customerId'),
  mergeId: idSchema('mergeId'),
});
export type CustomerMergeBody = z.infer<typeof customerMergeBodySchema>;

/** One customer's page: who, their numbers, their latest orders, the merchant's note. */
export const customerDetailDtoSchema = customerDtoSchema.extend({
  note: z.string(),
  /** What an order not cancelled came to on average (net of refunds); 0 before any. */
  averageOrder: z.number(),
  currency: z.string(),
  firstOrderAt: z.string().nullable(),
  /** Their latest orders, newest first (the orders list has all of them by email). */
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.number(),
      createdAt: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
      total: z.number(),
      currency: z.string(),
    }),
  ),
  /** Addresses they saved on their account, the default first. */
  addresses: z.array(
    savedAddressSchema.pick({
      name: true,
      line1: true,
      line2: true,
      city: true,
      region: true,
      postalCode: true,
      country: true,
      isDefault: true,
    }),
  ),
});
export type CustomerDetailDto = z.infer<typeof customerDetailDtoSchema>;

/** How many of a customer's latest orders their page lists. */
export const CUSTOMER_DETAIL_ORDERS = 20;
