/**
 * The Store API contract (spec 7, /api/dashboard/store/...): request schemas and the reply
 * schemas of its answers (the store as the dashboard reads it). A store is one tenant; its
 * subdomain is unique product-wide.
 */
import { z } from 'zod';
import { boundedText, oneOf, requiredText, timeZoneField } from './fields';
import { deletedReplySchema } from './ok';
import { currencyCodes } from '../money';
import { countryCodes } from '../countries';
import { SUBDOMAIN_RESERVED_MESSAGE, isReservedSubdomain } from '../reserved-subdomains';

/** A subdomain's form (length, letters), without the reserved names: `domain-exists` reads it. */
export const subdomainFormatSchema = z
  .string({ error: 'Subdomain is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Subdomain must be at least 3 characters')
  .max(63, 'Subdomain must be at most 63 characters')
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'Use lowercase letters, digits and inner hyphens only',
  );

/**
 * A store's subdomain: the form, and none of the platform's fixed names (the dashboard's form
 * says so before asking). The server also refuses its hosts' first labels and look-alikes of
 * other stores (server/stores/subdomains.ts).
 */
export const subdomainSchema = subdomainFormatSchema.refine(
  (s) => !isReservedSubdomain(s),
  SUBDOMAIN_RESERVED_MESSAGE,
);

export const storeIdSchema = z.uuid({ error: 'storeId must be a store id (UUID)' });

export const currencySchema = oneOf('Currency', currencyCodes);

const storeNameSchema = requiredText('Store name', 80);

export const createStoreBodySchema = z.strictObject({
  name: storeNameSchema,
  subdomain: subdomainSchema,
  currency: currencySchema.default('USD'),
  /** The creator's own zone, sent by the dashboard (Store details changes it); UTC without. */
  timeZone: timeZoneField('Time zone').optional(),
});
export type CreateStoreBody = z.infer<typeof createStoreBodySchema>;

/** A store image (logo, favicon): a media-library URL, a site path or an http(s) URL; '' for none. */
const storeImageSchema = (label: string) =>
  z
    .string({ error: `${label} must be a URL` })
    .trim()
    .max(2000, `${label} URL must be at most 2000 characters`)
    .refine((v) => v === '' || /^(\/(?!\/)|https?:\/\/)/i.test(v), {
      message: `${label} must be a path or an http(s) URL`,
    })
    .meta({ examples: ['', '/media/logo.png', 'https://example.com/logo.png'] });

/** The store's address (shown to shoppers and in emails); every line optional. */
export const storeAddressSchema = z.strictObject({
  line1: boundedText('Address line 1', 200).default(''),
  line2: boundedText('Address line 2', 200).default(''),
  city: boundedText('City', 100).default(''),
  region: boundedText('Region', 100).default(''),
  postalCode: boundedText('Postal code', 20).default(''),
  country: z
    .union([z.literal(''), z.enum(countryCodes)], {
      error: 'Country must be a two-letter country code',
    })
    .default(''),
});

/** The social networks a store may link to, in the order they are shown. */
export const SOCIAL_NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['x', 'X (Twitter)'],
  ['tiktok', 'TikTok'],
  ['youtube', 'YouTube'],
  ['pinterest', 'Pinterest'],
  ['linkedin', 'LinkedIn'],
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number][0];

const socialLinkSchema = (label: string) =>
  z
    .string({ error: `${label} link must be a URL` })
    .trim()
    .max(500, `${label} link must be at most 500 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), {
      message: `${label} link must be a full http(s) URL, like https://example.com/yourstore`,
    })
    .default('')
    .meta({ examples: ['', 'https://example.com/yourstore'] });

/** Social links by network; '' (or absent) for none. */
export const socialLinksSchema = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map(([key, label]) => [key, socialLinkSchema(label)])) as {
    [K in SocialNetwork]: ReturnType<typeof socialLinkSchema>;
  },
);

export const updateStoreGeneralDetailsBodySchema = z.strictObject({
  storeId: storeIdSchema,
  name: storeNameSchema.optional(),
  currency: currencySchema.optional(),
  contactEmail: z.union([z.literal(''), z.email({ error: 'Enter a valid email' })]).optional(),
  description: z.string().max(500, 'Description must be at most 500 characters').optional(),
  logoUrl: storeImageSchema('Logo').optional(),
  faviconUrl: storeImageSchema('Favicon').optional(),
  address: storeAddressSchema.optional(),
  socialLinks: socialLinksSchema.optional(),
  /** The zone the dashboard enters and shows the store's schedules in (discounts' start and end). */
  timeZone: timeZoneField('Time zone').optional(),
});
export type UpdateStoreGeneralDetailsBody = z.infer<typeof updateStoreGeneralDetailsBodySchema>;

export const selectStoreBodySchema = z.strictObject({ storeId: storeIdSchema });

export const storeIdQuerySchema = z.strictObject({ storeId: storeIdSchema });
export const userIdQuerySchema = z.strictObject({
  userId: z.uuid({ error: 'userId must be a user id (UUID)' }),
});
export const domainQuerySchema = z.strictObject({
  domain: z.string({ error: 'domain is required' }).trim().min(1, 'domain is required').max(253),
});
export const storeDomainQuerySchema = z.strictObject({
  storeDomain: z
    .string({ error: 'storeDomain is required' })
    .trim()
    .min(1, 'storeDomain is required')
    .max(253),
});

/** A store as the dashboard sees it. */
export const storeSummarySchema = z.object({
  storeId: z.string(),
  name: z.string(),
  subdomain: z.string(),
  /** The host it answers on, e.g. `demo.localhost`. */
  storeDomain: z.string(),
  customDomain: z.string().nullable(),
  currency: z.string(),
  fbPixelId: z.string().nullable(),
  contactEmail: z.string(),
  description: z.string(),
  /** Store details: logo and favicon ('' for none), address and social links (all keys). */
  logoUrl: z.string(),
  faviconUrl: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map(([key]) => [key, z.string()])) as {
      [K in SocialNetwork]: z.ZodString;
    },
  ),
  /** IANA time zone of the store's schedules, `UTC` until the merchant picks one. */
  timeZone: z.string(),
  role: z.enum(['owner', 'staff']),
  createdAt: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** DELETE delete-store: the store's name typed in full confirms it (owners only). */
export const deleteStoreBodySchema = z.strictObject({
  storeId: storeIdSchema,
  confirmName: z
    .string({ error: 'Type the store name to confirm' })
    .max(200, 'Type the store name to confirm'),
});
export type DeleteStoreBody = z.infer<typeof deleteStoreBodySchema>;
export const deleteStoreReplySchema = deletedReplySchema('storeId');

/** GET get-store-info?domain — public: what a storefront needs. */
export const storeInfoSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  currency: z.string(),
  fbPixelId: z.string().nullable(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;

/** POST select-store: the store the session now works on. */
export const selectStoreReplySchema = z.object({ selectedStoreId: z.string() });

/**
 * GET domain-exists?storeDomain: whether a store (or the product itself) answers on it.
 * `reason` says why a name nobody holds still counts as taken: one of the platform's own
 * (`reserved`), or a punycode label that reads like another store's (`look-alike`).
 */
export const domainExistsReplySchema = z.object({
  exists: z.boolean(),
  reason: z.enum(['reserved', 'look-alike']).optional(),
});

/** A Facebook (Meta) pixel id: digits only, 15 or 16 of them. */
export const fbPixelIdSchema = z
  .string({ error: 'fbPixelId must be text' })
  .trim()
  .regex(/^\d{15,16}$/, 'A pixel id is 15 or 16 digits (find it in Meta Events Manager)');

/** PUT update-fb-pixel: set or change the pixel id; null (or '') removes it. */
export const updateFbPixelBodySchema = z.strictObject({
  storeId: storeIdSchema,
  fbPixelId: z.union([z.literal('').transform(() => null), z.null(), fbPixelIdSchema], {
    error: 'A pixel id is 15 or 16 digits (find it in Meta Events Manager)',
  }),
});
export type UpdateFbPixelBody = z.input<typeof updateFbPixelBodySchema>;

/** The dashboard's Save of a pixel id: one is required (removing it is its own action). */
export const setFbPixelBodySchema = z.strictObject({
  storeId: storeIdSchema,
  fbPixelId: fbPixelIdSchema,
});

/** GET get-fb-pixel?storeId, and the answer of update-fb-pixel. */
export const fbPixelReplySchema = z.object({
  storeId: z.string(),
  fbPixelId: z.string().nullable(),
});
export type FbPixelReply = z.infer<typeof fbPixelReplySchema>;

/** How long a store's former subdomain keeps redirecting (301) to its current host. */
export const SUBDOMAIN_REDIRECT_DAYS = 30;

/** PUT update-subdomain: the store's new subdomain (its old one redirects for 30 days). */
export const updateSubdomainBodySchema = z.strictObject({
  storeId: storeIdSchema,
  subdomain: subdomainSchema,
});
export type UpdateSubdomainBody = z.infer<typeof updateSubdomainBodySchema>;

/** GET get-subdomain?storeId, and the answer of update-subdomain. */
export const subdomainReplySchema = z.object({
  storeId: z.string(),
  subdomain: z.string(),
  /** The host it answers on, e.g. `demo.localhost`. */
  storeDomain: z.string(),
  /** Former subdomains still redirecting here, soonest to expire first. */
  redirects: z.array(
    z.object({ subdomain: z.string(), storeDomain: z.string(), expiresAt: z.string() }),
  ),
});
export type SubdomainReply = z.infer<typeof subdomainReplySchema>;
