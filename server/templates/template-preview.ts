/**
 * A template page as the storefront renders it, for the gallery's previews: the real server
 * render (page-preview.ts, static, no script) of the template's content on a sample store.
 * The sample is the demo store's catalogue under the template's own store name, so product
 * grids and category sliders show products; without a demo store it is an empty catalogue.
 */
import { eq } from 'drizzle-orm';
import type { StorefrontApi, StorefrontAssets } from '../../storefront';
import { noReviews, storeHostName, type StorefrontStoreDto, type ThemePreset } from '../../shared';
import type { AppContext } from '../context';
import { stores } from '../db/schema';
import { renderPreviewDocument } from '../pages/page-preview';
import { DEMO_SUBDOMAIN } from '../seed/seed-demo';
import { getStorefrontStore } from '../storefront/queries';
import { createServerStorefrontApi } from '../storefront/server-storefront-api';
import { templateGlobalContent, templatePageContent, type StoreTemplate } from './index';

/** No products, no categories: the catalogue of a store that has none yet. */
const emptyCatalogue: StorefrontApi = {
  getGlobalContent: async () => ({ storeId: '', globalContent: [] }),
  getPage: async () => null,
  getProduct: async () => null,
  getProductsByCollection: async () => [],
  getCategories: async () => [],
  getCollection: async () => null,
  searchProducts: async (_term, page) => ({ content: [], totalPages: 0, totalElements: 0, page }),
  getProductReviews: async (_id, _stars, page) => noReviews(page),
};

/** The sample store the previews render on, named after `template`. */
async function sampleStore(
  ctx: AppContext,
  template: StoreTemplate,
): Promise<{ store: StorefrontStoreDto; api: StorefrontApi }> {
  const { productHost } = ctx.config;
  const [demo] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.subdomain, DEMO_SUBDOMAIN))
    .limit(1);
  const found = demo ? await getStorefrontStore(ctx.db, demo.id, productHost) : undefined;
  if (demo && found) {
    return {
      // The demo's catalogue, none of its identity: no logo, favicon or social links.
      store: {
        ...found,
        name: template.sampleStoreName,
        logoUrl: '',
        faviconUrl: '',
        description: template.description,
        socialLinks: {},
        seoImageUrl: '',
      },
      api: createServerStorefrontApi(ctx.db, demo.id, productHost),
    };
  }
  return {
    store: {
      storeId: '00000000-0000-4000-8000-000000000000',
      name: template.sampleStoreName,
      currency: 'USD',
      fbPixelId: null,
      logoUrl: '',
      faviconUrl: '',
      socialLinks: {},
      seoImageUrl: '',
      storeDomain: storeHostName('sample', productHost),
      description: template.description,
    },
    api: emptyCatalogue,
  };
}

/** The preview of `template`'s page `slug` (an HTML document), or undefined for no such page. */
export async function renderTemplatePreview(
  ctx: AppContext,
  assets: StorefrontAssets,
  protocol: string,
  template: StoreTemplate,
  slug: string,
  /** Shown in this style preset instead of the template's own look. */
  preset?: ThemePreset,
): Promise<Buffer | undefined> {
  const page = template.pages.find((p) => p.slug === slug);
  if (!page) return undefined;
  const { store, api } = await sampleStore(ctx, template);
  return renderPreviewDocument(assets, protocol, store, api, {
    storeId: store.storeId,
    page: {
      pageId: `${template.id}-${page.slug}`,
      slug: page.slug,
      pageType: page.pageType,
      title: page.title,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
    },
    content: templatePageContent(page),
    globalContent: {
      ...templateGlobalContent(template),
      ...(preset ? { theme: preset.theme } : {}),
    },
  });
}
