/**
 * The Pages API contract (spec 7, /api/dashboard/page/...): request bodies and queries for
 * saving pages, and the page shape the dashboard reads. Bodies are strict: unknown fields are
 * refused. `content` is checked separately against the section registry (parseContentDocument).
 */
import { z } from 'zod';
import type { ContentDocument } from '../sections/content';
import { storeIdSchema } from './store';

export const pageIdSchema = z.uuid({ error: 'pageId must be a page id (UUID)' });

/** A page's URL name: lowercase letters, digits and inner hyphens. */
export const pageSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Slug must be at most 100 characters')
  .regex(
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
    'Use lowercase letters, digits and inner hyphens only',
  );

/** Page kinds the storefront routes know; anything else is a custom page. */
export const pageTypes = ['home', 'shop', 'about', 'product', 'custom'] as const;
export const pageTypeSchema = z.enum(pageTypes, {
  error: `pageType must be one of ${pageTypes.join(', ')}`,
});

const pageTitleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');
const metaTitleSchema = z.string().trim().max(200, 'Meta title must be at most 200 characters');
const metaDescriptionSchema = z
  .string()
  .trim()
  .max(500, 'Meta description must be at most 500 characters');
/** `{ schemaVersion, components }` (or just the components list); validated by the registry. */
const pageContentSchema = z.unknown();

export const addPageBodySchema = z.strictObject({
  storeId: storeIdSchema,
  title: pageTitleSchema,
  slug: pageSlugSchema,
  pageType: pageTypeSchema.default('custom'),
  metaTitle: metaTitleSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
  content: pageContentSchema.optional(),
});
export type AddPageBody = z.infer<typeof addPageBodySchema>;

export const updatePageBodySchema = z.strictObject({
  pageId: pageIdSchema,
  storeId: storeIdSchema,
  title: pageTitleSchema.optional(),
  slug: pageSlugSchema.optional(),
  metaTitle: metaTitleSchema.optional(),
  metaDescription: metaDescriptionSchema.optional(),
  content: pageContentSchema.optional(),
  /** Also copy the (new) draft to what shoppers see. Defaults to `false`. */
  publish: z.boolean({ error: 'publish must be true or false' }).optional(),
  /** The version the edit was based on; a mismatch is a 409. Omit to overwrite. */
  version: z.number().int().min(1).optional(),
});
export type UpdatePageBody = z.infer<typeof updatePageBodySchema>;

export const pageIdQuerySchema = z.strictObject({ pageId: pageIdSchema });
export const pageIdParamsSchema = z.strictObject({ id: pageIdSchema });

/** A page as the dashboard sees it: the draft, and whether (and when) it was published. */
export interface PageDetail {
  pageId: string;
  storeId: string;
  title: string;
  slug: string;
  pageType: string;
  metaTitle: string;
  metaDescription: string;
  /** The draft the builder edits. */
  content: ContentDocument;
  published: boolean;
  publishedAt: string | null;
  /** Raised on every save. */
  version: number;
  updatedAt: string;
}
