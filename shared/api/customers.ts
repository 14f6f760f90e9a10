/**
 * The merchant's customers contract: a store's customers (today the shoppers who signed up to
 * its newsletter) with their email-marketing consent; the filtered list, its CSV export (same
 * filters) and removing a customer's consent. The merchant can remove consent, never add it.
 */
import { z } from 'zod';
import { idSchema, oneLineText, oneOf } from './fields';
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
export type CustomerMarketingFilter = (typeof customerMarketingFilters)[number];

/** The longest customer search (the search box stops there too): an email's longest. */
export const CUSTOMER_SEARCH_MAX = 254;

/** The filters the list and the CSV export share. */
export const customerFiltersSchema = z.strictObject({
  storeId: storeIdSchema,
  /** Part of the email, any case. */
  q: oneLineText('q', CUSTOMER_SEARCH_MAX).optional(),
  marketing: oneOf('marketing', customerMarketingFilters).default('all'),
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
