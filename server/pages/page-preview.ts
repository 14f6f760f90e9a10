/**
 * Previews of a page for the dashboard (its thumbnail and the version history's "Preview"):
 * the real storefront's server render of given content — a page's draft or a kept version,
 * with the matching global content — as a whole HTML document. Static: no client script, no
 * pixel. The answer's CSP runs no script (`script-src 'none'`) and sandboxes it (an opaque
 * origin, no forms), so even opened on its own it reaches nothing of the dashboard; the
 * dashboard frames it with `sandbox="allow-scripts"` and no `allow-same-origin` (scripts
 * stay blocked by the CSP; the flag only lets test tools such as axe look inside). Not: the
 * routes (version-routes.ts).
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { renderStorefront, type StorefrontApi, type StorefrontAssets } from '../../storefront';
import {
  readTheme,
  pagePath,
  type ContentDocument,
  type PageDto,
  type StorefrontStoreDto,
} from '../../shared';
import { withImageSource } from '../media/csp';
import { getStorefrontStore, toShopperComponents } from '../storefront/queries';
import { createServerStorefrontApi } from '../storefront/server-storefront-api';

/**
 * The storefront's policy with every script refused and the `sandbox` directive (opaque
 * origin); framed by the dashboard only (its own host).
 */
const PREVIEW_CSP =
  "sandbox allow-scripts;default-src 'none';base-uri 'none';font-src 'self' data:;form-action 'none';frame-ancestors 'self';img-src 'self' data: blob: https:;script-src 'none';style-src 'self' 'unsafe-inline';media-src 'self' https:;frame-src https://www.youtube-nocookie.com https://player.vimeo.com";

/**
 * Sets the headers of a preview document's answer (page previews and template previews): HTML,
 * the preview CSP, no sniffing, noindex, and `cacheControl`.
 */
export function previewHeaders(
  reply: FastifyReply,
  config: AppContext['config'],
  cacheControl: string,
): void {
  reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', withImageSource(PREVIEW_CSP, config))
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex')
    .header('cache-control', cacheControl);
}

/** What to preview: a page (its address and SEO fields) with the given contents. */
export interface PreviewSubject {
  storeId: string;
  page: {
    pageId: string;
    slug: string;
    pageType: string;
    title: string;
    metaTitle: string;
    metaDescription: string;
  };
  content: ContentDocument;
  globalContent: ContentDocument;
}

/**
 * The storefront's styles only, written into the page as the storefront does (no stylesheet
 * request from the sandboxed preview): the preview runs no script.
 */
export const previewAssets = (assets: StorefrontAssets): StorefrontAssets => ({
  script: null,
  styles: assets.styles,
  preloads: [],
  ...(assets.inlineCss === undefined ? {} : { inlineCss: assets.inlineCss }),
});

/** Renders `subject` as its page's storefront path would show it; undefined for no store. */
export async function renderPagePreview(
  ctx: AppContext,
  assets: StorefrontAssets,
  protocol: string,
  subject: PreviewSubject,
): Promise<Buffer | undefined> {
  const { productHost } = ctx.config;
  const store = await getStorefrontStore(ctx.db, subject.storeId, productHost);
  if (!store) return undefined;
  const base = createServerStorefrontApi(ctx.db, subject.storeId, productHost);
  return renderPreviewDocument(assets, protocol, store, base, subject);
}

/**
 * The preview document of `subject` for `store`, reading everything but the page and the
 * global content from `base` (the store's own data, or a sample's: the template gallery).
 */
export async function renderPreviewDocument(
  assets: StorefrontAssets,
  protocol: string,
  store: StorefrontStoreDto,
  base: StorefrontApi,
  subject: PreviewSubject,
): Promise<Buffer> {
  const { page } = subject;
  const previewed: PageDto = {
    pageId: page.pageId,
    storeId: subject.storeId,
    storeDomain: store.storeDomain,
    slug: page.slug,
    title: page.title,
    pageType: page.pageType,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    content: toShopperComponents(subject.content),
  };
  const path = pagePath(page);
  const api: StorefrontApi = {
    ...base,
    getGlobalContent: async () => ({
      storeId: subject.storeId,
      globalContent: toShopperComponents(subject.globalContent),
    }),
    // The route renders slug `shop` for /shop whatever the shop page's slug.
    getPage: async (slug) =>
      slug === page.slug || (path === '/shop' && slug === 'shop') ? previewed : base.getPage(slug),
  };
  const { html } = await renderStorefront({
    url: path,
    // No pixel in a preview: nothing a merchant looks at counts as a shopper's visit.
    store: { ...store, fbPixelId: null },
    api,
    origin: `${protocol}://${store.storeDomain}`,
    assets: previewAssets(assets),
    // The global content previewed carries the theme it is shown in.
    theme: readTheme(subject.globalContent.theme),
  });
  return Buffer.from(html, 'utf8');
}
