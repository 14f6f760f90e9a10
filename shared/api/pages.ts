/**
 * The Pages API contract (spec 7, /api/dashboard/page/...): request bodies and queries for
 * saving pages and the store's global content (draft / publish, version checks), SEO and page
 * links, and the reply schemas of what the dashboard and the builder read. Bodies are strict:
 * unknown fields are refused. `content` and `globalContent` are checked separately against the
 * section registry (parseContentDocument).
 */
import { isProductTemplate, PRODUCT_TEMPLATE_SLUG } from '../product-template';
import { z } from 'zod';
import { oneOf, requiredText } from './fields';
import { deletedReplySchema } from './ok';
import { contentDocumentSchema } from './section-content';
import { queryWholeNumber } from './paging';
import { storeIdSchema } from './store';

export const pageIdSchema = z.uuid({ error: 'pageId must be a page id (UUID)' });

/** A page's URL name: lowercase letters, digits and inner hyphens. */
export const pageSlugSchema = requiredText('Slug', 100).regex(
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
  'Use lowercase letters, digits and inner hyphens only',
);

/** Page kinds the storefront routes know; anything else is a custom page. */
export const pageTypes = ['home', 'shop', 'about', 'product', 'custom'] as const;
export const pageTypeSchema = oneOf('pageType', pageTypes);

const pageTitleSchema = requiredText('Title', 120);
const metaTitleSchema = z.string().trim().max(200, 'Meta title must be at most 200 characters');
const metaDescriptionSchema = z
  .string()
  .trim()
  .max(500, 'Meta description must be at most 500 characters');
/** `{ schemaVersion, components }` (or just the components list); validated by the registry. */
const pageContentSchema = z.unknown();
const contentVersionSchema = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
const publishSchema = z.boolean({ error: 'publish must be true or false' });
/** A page's search-result texts as a body may send them (each optional). */
const seoInput = {
  metaTitle: metaTitleSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
};
/** A page's search-result texts as the API answers them. */
export const seoTextFields = { metaTitle: z.string(), metaDescription: z.string() };

export const addPageBodySchema = z
  .strictObject({
    storeId: storeIdSchema,
    title: pageTitleSchema,
    slug: pageSlugSchema,
    pageType: pageTypeSchema.default('custom'),
    ...seoInput,
    content: pageContentSchema.optional(),
  })
  .refine((body) => !isProductTemplate(body) || body.slug === PRODUCT_TEMPLATE_SLUG, {
    path: ['slug'],
    message: `The product template's slug is ${PRODUCT_TEMPLATE_SLUG}`,
  });
export type AddPageBody = z.infer<typeof addPageBodySchema>;

export const updatePageBodySchema = z.strictObject({
  pageId: pageIdSchema,
  storeId: storeIdSchema,
  title: pageTitleSchema.optional(),
  slug: pageSlugSchema.optional(),
  ...seoInput,
  content: pageContentSchema.optional(),
  /**
   * The store's header/footer sections (contentType global), saved as the store's global
   * draft in the same transaction as the page.
   */
  globalContent: pageContentSchema.optional(),
  /**
   * Also copy the (new) drafts to what shoppers see: the page's, and the store's global draft.
   * Defaults to `false`.
   */
  publish: publishSchema.optional(),
  /** The page version the edit was based on; a mismatch is a 409. Omit to overwrite. */
  version: contentVersionSchema('version').optional(),
  /** The global content version the edit was based on; a mismatch is a 409. Omit to overwrite. */
  globalVersion: contentVersionSchema('globalVersion').optional(),
});
export type UpdatePageBody = z.infer<typeof updatePageBodySchema>;

/** PUT update-all-content: the store's global content alone. */
export const updateAllContentBodySchema = z.strictObject({
  storeId: storeIdSchema,
  globalContent: z.custom<unknown>((value) => value !== undefined, {
    error: 'globalContent is required',
  }),
  /** Also make it what shoppers see. Defaults to `false` (a draft). */
  publish: publishSchema.optional(),
  /** The global content version the edit was based on; a mismatch is a 409. Omit to overwrite. */
  version: contentVersionSchema('version').optional(),
});
export type UpdateAllContentBody = z.infer<typeof updateAllContentBodySchema>;

/** PUT update-seo: a page's meta title and description (live at once; no draft). */
export const updateSeoBodySchema = z.strictObject({
  pageId: pageIdSchema,
  storeId: storeIdSchema,
  ...seoInput,
});
export type UpdateSeoBody = z.infer<typeof updateSeoBodySchema>;

export const pageIdQuerySchema = z.strictObject({ pageId: pageIdSchema });
export const pageIdParamsSchema = z.strictObject({ id: pageIdSchema });

/** A page as the dashboard sees it: the draft, and whether (and when) it was published. */
export const pageDetailSchema = z.object({
  pageId: z.string(),
  storeId: z.string(),
  title: z.string(),
  slug: z.string(),
  pageType: z.string(),
  ...seoTextFields,
  /** The draft the builder edits. */
  content: contentDocumentSchema,
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Raised on every save. */
  version: z.number(),
  updatedAt: z.string(),
  /** This page's draft differs from what shoppers see (or it was never published). */
  unpublishedChanges: z.boolean(),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/**
 * A page as the builder opens it (get-page-by-id, and the answer of update-page): the page, its
 * store, and the store's global content (the draft, or the published one when no draft).
 */
export const builderPageDetailSchema = pageDetailSchema.extend({
  /** The host shoppers reach the store on, e.g. `demo.localhost`. */
  storeDomain: z.string(),
  storeName: z.string(),
  currency: z.string(),
  /** The store's header/footer sections: the draft, or the published ones when no draft. */
  globalContent: contentDocumentSchema,
  /** Raised on every write of the global content. */
  globalVersion: z.number(),
  /** The store's global draft differs from what shoppers see. */
  globalUnpublishedChanges: z.boolean(),
  /** Here: the page's draft or the store's global draft differs from what shoppers see. */
  unpublishedChanges: z.boolean(),
});
export type BuilderPageDetail = z.infer<typeof builderPageDetailSchema>;

/** The answer of update-all-content. */
export const globalContentDetailSchema = z.object({
  storeId: z.string(),
  /** The saved (validated, sanitised) global content. */
  globalContent: contentDocumentSchema,
  /** The global content version after this save. */
  version: z.number(),
  /** Shoppers see exactly this global content (no unpublished global draft). */
  published: z.boolean(),
});
export type GlobalContentDetail = z.infer<typeof globalContentDetailSchema>;

/** One entry of get-pages-links: where a page lives on the store host. */
export const pageLinkSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  slug: z.string(),
  pageType: z.string(),
  /** A storefront path: `/`, `/shop`, `/about` or `/page/{slug}`. */
  url: z.string(),
  published: z.boolean(),
});
export type PageLink = z.infer<typeof pageLinkSchema>;

/** DELETE delete/:id: the page is gone. */
export const deletePageReplySchema = deletedReplySchema('pageId');

/**
 * The storefront path of a page. The store host routes `/` to the page `home` and `/about` to
 * the page `about` (by slug); a shop page is the catalogue at `/shop`; anything else is
 * `/page/{slug}`.
 */
export function pagePath(page: { slug: string; pageType: string }): string {
  if (page.slug === 'home') return '/';
  // The template draws every product page; the catalogue is where they are.
  if (isProductTemplate(page)) return '/shop';
  if (page.pageType === 'shop') return '/shop';
  if (page.slug === 'about') return '/about';
  return `/page/${page.slug}`;
}

// ---- Version history (/dashboard/{slug}): every publish keeps a snapshot ----

export const versionIdSchema = z.uuid({ error: 'versionId must be a version id (UUID)' });

/** GET list-versions: a page's published versions, newest first, a page at a time. */
export const pageVersionsQuerySchema = z.strictObject({
  pageId: pageIdSchema,
  /** Zero-based. */
  page: queryWholeNumber('page', 0, 10_000, 0),
  size: queryWholeNumber('size', 1, 50, 20),
});

export const versionIdQuerySchema = z.strictObject({ versionId: versionIdSchema });

/** POST restore-version: the version becomes the page's draft (and the store's global draft). */
export const restoreVersionBodySchema = z.strictObject({
  versionId: versionIdSchema,
  /** The page version the merchant saw; a mismatch is a 409. Omit to overwrite. */
  version: contentVersionSchema('version').optional(),
});
export type RestoreVersionBody = z.infer<typeof restoreVersionBodySchema>;

/** POST publish / unpublish: one page of the store. */
export const publishPageBodySchema = z.strictObject({
  pageId: pageIdSchema,
  storeId: storeIdSchema,
  /** The page version the merchant saw; a mismatch is a 409. Omit to publish what is there. */
  version: contentVersionSchema('version').optional(),
});
export type PublishPageBody = z.infer<typeof publishPageBodySchema>;
export const unpublishPageBodySchema = z.strictObject({
  pageId: pageIdSchema,
  storeId: storeIdSchema,
});
export type UnpublishPageBody = z.infer<typeof unpublishPageBodySchema>;

/** POST publish-all: every draft of the store goes live together (pages and header/footer). */
export const publishAllBodySchema = z.strictObject({ storeId: storeIdSchema });
export type PublishAllBody = z.infer<typeof publishAllBodySchema>;

/**
 * What publish-all would publish (GET unpublished-changes) or just published (POST
 * publish-all): the pages whose draft differs from what shoppers see (or that were never
 * published), and whether the store's header/footer draft does.
 */
export const unpublishedChangesSchema = z.object({
  /** How many pages. */
  pages: z.number(),
  /** The store's global content (header/footer). */
  globalContent: z.boolean(),
});
export type UnpublishedChanges = z.infer<typeof unpublishedChangesSchema>;

/** One published version in the history list. */
export const pageVersionSummarySchema = z.object({
  versionId: z.string(),
  pageId: z.string(),
  /** When it was published. */
  createdAt: z.string(),
  /** Who published it (kept when the account is gone; empty when unknown). */
  authorName: z.string(),
  title: z.string(),
  /** Shoppers see this version now (the newest, and the page is published unchanged). */
  live: z.boolean(),
});
export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;

export const pageVersionListSchema = z.object({
  pageId: z.string(),
  versions: z.array(pageVersionSummarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type PageVersionList = z.infer<typeof pageVersionListSchema>;

/** GET get-version: one snapshot with its page content and the store's global content. */
export const pageVersionDetailSchema = pageVersionSummarySchema.extend({
  content: contentDocumentSchema,
  globalContent: contentDocumentSchema,
  ...seoTextFields,
});
export type PageVersionDetail = z.infer<typeof pageVersionDetailSchema>;

/** A whole HTML document (bytes, never serialised as JSON): a preview, an invoice. */
export const htmlDocumentReplySchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array, {
  message: 'HTML bytes',
});
