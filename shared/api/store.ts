/**
 * The Store API contract (spec 7, /api/dashboard/store/...): request schemas and the reply
 * schemas of its answers (the store as the dashboard reads it). A store is one tenant; its
 * subdomain is unique product-wide.
 */
import { z } from 'zod';
import { currencyCodes } from '../money';

/** Subdomains that would collide with the product's own hosts. */
export const reservedSubdomains = ['www', 'api', 'app', 'admin', 'dashboard', 'mail', 'static'];

export const subdomainSchema = z
  .string({ error: 'Subdomain is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Subdomain must be at least 3 characters')
  .max(63, 'Subdomain must be at most 63 characters')
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'Use lowercase letters, digits and inner hyphens only',
  )
  .refine((s) => !reservedSubdomains.includes(s), 'This subdomain is reserved');

export const storeIdSchema = z.uuid({ error: 'storeId must be a store id (UUID)' });

export const currencySchema = z.enum(currencyCodes, {
  error: `Currency must be one of ${currencyCodes.join(', ')}`,
});

const storeNameSchema = z
  .string({ error: 'Store name is required' })
  .trim()
  .min(1, 'Store name is required')
  .max(80, 'Store name must be at most 80 characters');

export const createStoreBodySchema = z.strictObject({
  name: storeNameSchema,
  subdomain: subdomainSchema,
  currency: currencySchema.default('USD'),
});
export type CreateStoreBody = z.infer<typeof createStoreBodySchema>;

export const updateStoreGeneralDetailsBodySchema = z.strictObject({
  storeId: storeIdSchema,
  name: storeNameSchema.optional(),
  currency: currencySchema.optional(),
  contactEmail: z.union([z.literal(''), z.email({ error: 'Enter a valid email' })]).optional(),
  description: z.string().max(500, 'Description must be at most 500 characters').optional(),
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
  role: z.enum(['owner', 'staff']),
  createdAt: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

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
export type SelectStoreReply = z.infer<typeof selectStoreReplySchema>;

/** GET domain-exists?storeDomain: whether a store (or the product itself) answers on it. */
export const domainExistsReplySchema = z.object({ exists: z.boolean() });
export type DomainExistsReply = z.infer<typeof domainExistsReplySchema>;

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
