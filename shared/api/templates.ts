/**
 * The template gallery (`/theme-home`): the store templates on offer
 * (`GET /api/platform/templates`), a preview of one template page
 * (`GET /api/platform/templates/preview`) and applying a template to a store as drafts
 * (`POST /api/dashboard/templates/apply`).
 */
import { z } from 'zod';
import { themePresetIds } from '../theme/presets';
import { storeIdSchema } from './store';

/** A template id or page slug as written in the template files: short, lower-case. */
const shortName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(64, `${field} must be at most 64 characters`)
    .regex(/^[a-z0-9-]+$/, `${field} must be lower-case letters, digits and hyphens`);

/** One page a template writes. */
export const templatePageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Where the page lives on a store (`/`, `/about`, `/page/lookbook`). */
  path: z.string(),
  /** The section types it is built from, in order of first use. */
  sectionTypes: z.array(z.string()),
});

export const templateSummarySchema = z.object({
  templateId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The template's main colour (`#rrggbb`), for the gallery card. */
  accentColor: z.string(),
  /** The store name its previews show. */
  sampleStoreName: z.string(),
  pages: z.array(templatePageSummarySchema),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListReplySchema = z.object({ templates: z.array(templateSummarySchema) });
export type TemplateListReply = z.infer<typeof templateListReplySchema>;

/** GET preview: one template page as the storefront renders it (HTML). */
export const templatePreviewQuerySchema = z.strictObject({
  templateId: shortName('templateId'),
  /** The page's slug; defaults to the home page. */
  page: shortName('page').default('home'),
  /** A style preset to show it in (shared/theme/presets.ts); defaults to the template's own. */
  preset: z
    .enum(themePresetIds, { error: `preset must be one of ${themePresetIds.join(', ')}` })
    .optional(),
});

/** GET /api/platform/template-images/:name: one of the templates' built-in pictures (SVG text). */
export const templateImageParamsSchema = z.strictObject({ name: z.string().min(1).max(100) });
export const templateImageReplySchema = z.string();

/** POST apply: write `templateId`'s pages and header/footer as drafts of `storeId`. */
export const applyTemplateBodySchema = z.strictObject({
  storeId: storeIdSchema,
  templateId: shortName('templateId'),
});
export type ApplyTemplateBody = z.infer<typeof applyTemplateBodySchema>;

export const appliedTemplatePageSchema = z.object({
  pageId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** `created`: a new, unpublished page; `draft`: an existing page's draft was replaced. */
  change: z.enum(['created', 'draft']),
});
export type AppliedTemplatePage = z.infer<typeof appliedTemplatePageSchema>;

export const applyTemplateReplySchema = z.object({
  templateId: z.string(),
  storeId: z.uuid(),
  pages: z.array(appliedTemplatePageSchema),
  /** The header and footer were written as the store's global draft. */
  globalContentDraft: z.literal(true),
});
export type ApplyTemplateReply = z.infer<typeof applyTemplateReplySchema>;
