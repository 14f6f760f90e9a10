/**
 * The SEO contract (issue 12): the home page's search and sharing settings (get-homepage-seo,
 * update-seo-settings), the overview of every page, product and category with its warnings,
 * and the store's URL redirects (list, add, edit, delete). Bodies are strict.
 */
import { z } from 'zod';
import { deletedReplySchema } from './ok';
import { imageRefSchema } from './catalogue';
import { seoTextFields, updateSeoBodySchema } from './pages';
import { pageOf, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';
import { fromPathProblem, normalizeStorefrontPath, toPathProblem } from '../seo';

/** GET get-homepage-seo?storeDomain: a store host (`demo.localhost`) or its bare label (`demo`). */
export const homepageSeoQuerySchema = z.strictObject({
  storeDomain: z
    .string({ error: 'storeDomain is required' })
    .trim()
    .min(1, 'storeDomain is required')
    .max(253, 'storeDomain must be at most 253 characters'),
});

/** The home page's meta fields (as saved: '' when unset) and the store-wide SEO settings. */
export const homepageSeoReplySchema = z.object({
  storeId: z.string(),
  /** The home page, for update-seo. */
  pageId: z.string(),
  storeName: z.string(),
  /** The host shoppers reach the store on (for the search-result preview). */
  storeDomain: z.string(),
  ...seoTextFields,
  /** The social share image (og:image) of pages with no image of their own; '' for none. */
  seoImageUrl: z.string(),
  /** Every storefront page says `noindex` and robots.txt disallows everything. */
  hideFromSearch: z.boolean(),
});
export type HomepageSeoReply = z.infer<typeof homepageSeoReplySchema>;

/** PUT update-seo-settings: the store-wide share image and the hide-from-search switch. */
export const updateSeoSettingsBodySchema = z.strictObject({
  storeId: storeIdSchema,
  seoImageUrl: imageRefSchema.optional(),
  hideFromSearch: z.boolean({ error: 'hideFromSearch must be true or false' }).optional(),
});
export type UpdateSeoSettingsBody = z.infer<typeof updateSeoSettingsBodySchema>;

/**
 * The SEO screen's one form over the home page's meta fields (saved by update-seo) and the
 * store-wide settings (update-settings): both schemas' rules, one resolver.
 */
export const homepageSeoFormSchema = updateSeoBodySchema.extend({
  seoImageUrl: imageRefSchema,
  hideFromSearch: z.boolean({ error: 'hideFromSearch must be true or false' }),
});
export type HomepageSeoForm = z.infer<typeof homepageSeoFormSchema>;

export const seoSettingsReplySchema = z.object({
  storeId: z.string(),
  seoImageUrl: z.string(),
  hideFromSearch: z.boolean(),
});

export const seoEntryKinds = ['page', 'product', 'category'] as const;
export type SeoEntryKind = (typeof seoEntryKinds)[number];

export const seoWarnings = [
  'titleMissing',
  'titleTooLong',
  'titleDuplicate',
  'descriptionMissing',
  'descriptionTooLong',
  'descriptionDuplicate',
] as const;
export type SeoWarning = (typeof seoWarnings)[number];

/** GET overview?storeId&kind&issues&page: 50 entries a page, pages first, then by name. */
export const seoOverviewQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  kind: z
    .enum(['all', ...seoEntryKinds], { error: 'kind must be all, page, product or category' })
    .default('all'),
  /** `true`: only entries with at least one warning. */
  issues: z.enum(['true', 'false'], { error: 'issues must be true or false' }).default('false'),
  page: queryWholeNumber('page', 0, 100_000, 0),
});

export const SEO_OVERVIEW_PAGE_SIZE = 50;

export const seoEntrySchema = z.object({
  kind: z.enum(seoEntryKinds),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Its storefront path. */
  path: z.string(),
  /** Shoppers can reach it (a published page, an active product; categories always). */
  live: z.boolean(),
  /** The merchant's own fields ('' when unset; categories have none). */
  ...seoTextFields,
  /** The title search engines get (the own one, else the automatic one). */
  title: z.string(),
  warnings: z.array(z.enum(seoWarnings)),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;

export const seoOverviewReplySchema = pageOf(seoEntrySchema).extend({
  /** How many entries of the whole store (every kind) have each warning. */
  warningCounts: z.record(z.enum(seoWarnings), z.number()),
});
export type SeoOverviewReply = z.infer<typeof seoOverviewReplySchema>;

/** A redirect's path field: required text that `problemOf` finds nothing wrong with. */
const redirectPathSchema = (label: string, problemOf: (value: string) => string | null) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .superRefine((value, ctx) => {
      const problem = problemOf(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A redirect's `from`: a storefront path (stored decoded, without trailing slash). */
export const redirectFromSchema = redirectPathSchema('From', fromPathProblem)
  .meta({ examples: ['/old-page', '/products/old-shirt', '/summer-sale'] })
  .transform((value) => normalizeStorefrontPath(value) ?? value);

/** A redirect's `to`: a storefront path (query and #part allowed) or an http(s) URL. */
export const redirectToSchema = redirectPathSchema('To', toPathProblem).meta({
  examples: ['/shop', '/collection/summer', 'https://example.com/sale?ref=a'],
});

export const redirectIdSchema = z.uuid({ error: 'redirectId must be a redirect id (UUID)' });

export const addRedirectBodySchema = z.strictObject({
  storeId: storeIdSchema,
  fromPath: redirectFromSchema,
  toPath: redirectToSchema,
});
export type AddRedirectBody = z.input<typeof addRedirectBodySchema>;

export const updateRedirectBodySchema = z.strictObject({
  storeId: storeIdSchema,
  redirectId: redirectIdSchema,
  fromPath: redirectFromSchema.optional(),
  toPath: redirectToSchema.optional(),
});
export type UpdateRedirectBody = z.input<typeof updateRedirectBodySchema>;

export const redirectParamsSchema = z.strictObject({
  storeId: storeIdSchema,
  redirectId: redirectIdSchema,
});

/** GET redirects?storeId&q&page: newest first, 50 a page; `q` filters both paths. */
export const redirectsQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  q: z.string().trim().max(200, 'q must be at most 200 characters').default(''),
  page: queryWholeNumber('page', 0, 100_000, 0),
});

export const REDIRECTS_PAGE_SIZE = 50;

export const urlRedirectSchema = z.object({
  /** The redirect's id (`redirectId` in update-redirect and delete-redirect). */
  id: z.string(),
  fromPath: z.string(),
  toPath: z.string(),
  /** Made by a slug change (true) or by the merchant. */
  automatic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UrlRedirect = z.infer<typeof urlRedirectSchema>;

export const redirectsReplySchema = pageOf(urlRedirectSchema);
export type RedirectsReply = z.infer<typeof redirectsReplySchema>;

export const deleteRedirectReplySchema = deletedReplySchema('redirectId');
