/**
 * Serves a store host's pages: builds the in-process storefront API for the store, streams
 * the server-rendered route with the built client bundle, and sets the page's CSP (the
 * tracking pixel's host is allowed only for stores that have a pixel id).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  canonicalPath,
  matchStoreRoute,
  renderStorefront,
  type StorefrontAssets,
} from '../../storefront';
import {
  normalizeStorefrontPath,
  redirectLocation,
  storeHostName,
  type StorefrontStoreDto,
  isCheckoutPreviewUrl,
  isPixelTestFrameUrl,
} from '../../shared';
import { findRedirect } from '../seo/redirects';
import type { AppContext } from '../context';
import { storeOrigin, type HostStore } from '../stores/resolve-store-host';
import { createServerStorefrontApi } from './server-storefront-api';
import { pageCacheKey } from './page-cache';
import { withImageSource } from '../media/csp';
import { withDashboardFrameAncestors } from './checkout-preview-frame';

const ENTRY = 'storefront/client/entry-client.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** Reads the client bundle's files from Vite's manifest; none when not built. */
export function loadStorefrontAssets(clientDir: string): StorefrontAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { script: null, styles: [], preloads: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) return { script: null, styles: [], preloads: [] };
  const preloads = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  // Each section type's chunk and what it imports beyond the entry's (section-components.ts),
  // and the listing screens' chunk as `listing` (StoreRoutes.tsx).
  const sectionPreloads: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const type =
      key === 'storefront/app/ListingScreens.tsx'
        ? 'Listing'
        : /^storefront\/sections\/(\w+)Section\.tsx$/.exec(key)?.[1];
    if (!type || !chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    const walk = (k: string) => {
      const c = manifest[k];
      if (!c || c.isEntry || files.has(c.file) || preloads.has(c.file)) return;
      files.add(c.file);
      c.imports?.forEach(walk);
    };
    walk(key);
    sectionPreloads[type.charAt(0).toLowerCase() + type.slice(1)] = [...files].map((f) => `/${f}`);
  }
  return {
    sectionPreloads,
    script: `/${entry.file}`,
    styles: [...styles].map((f) => `/${f}`),
    preloads: [...preloads].map((f) => `/${f}`),
    // The storefront's stylesheet (about 9 KB gzip) goes into every page's head: no request
    // blocks the first paint (Lighthouse's render-blocking audit), at the price of a few KB
    // per page. Vite writes its asset URLs absolute, so they resolve the same inline.
    inlineCss: [...styles]
      .map((f) => readFileSync(join(clientDir, f), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style'),
  };
}

const PIXEL_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https://www.facebook.com;object-src 'none';script-src 'self' https://connect.facebook.net;script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' https://www.facebook.com https://connect.facebook.net;frame-src https://www.youtube-nocookie.com https://player.vimeo.com";
const STORE_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';media-src 'self' https:;frame-src https://www.youtube-nocookie.com https://player.vimeo.com";

export function toStorefrontStore(store: HostStore, productHost: string): StorefrontStoreDto {
  return {
    storeId: store.id,
    name: store.name,
    currency: store.currency,
    fbPixelId: store.fbPixelId,
    logoUrl: store.logoUrl,
    faviconUrl: store.faviconUrl,
    socialLinks: store.socialLinks,

    storeDomain: store.customDomain ?? storeHostName(store.subdomain, productHost),
    description: store.description,
    seoImageUrl: store.seoImageUrl,
    hideFromSearch: store.hideFromSearch,
  };
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/** Where the page cache remembers that a path (whatever its query) is a redirect. */
const redirectCacheKey = (origin: string, url: string) =>
  `${origin} redirect ${normalizeStorefrontPath(pathOf(url)) ?? pathOf(url)}`;

/**
 * A 301 to a redirect's target (a store path or an http(s) URL) with the request's query
 * string. The Location is ASCII (URL-encoded); browsers may keep it for 5 minutes.
 */
function sendRedirect(reply: FastifyReply, target: string, search: string) {
  const url = new URL(target, 'http://store.invalid');
  const encoded = target.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
  return reply
    .code(301)
    .header('location', redirectLocation(encoded, search))
    .header('cache-control', 'public, max-age=300')
    .type('text/plain; charset=utf-8')
    .send('Moved permanently');
}

/** Renders (or reuses) the page for this request and sends it. */
export async function serveStorefront(
  ctx: AppContext,
  assets: StorefrontAssets,
  request: FastifyRequest,
  reply: FastifyReply,
  store: HostStore,
  knownHost: string,
  /** The path to render; defaults to the request's (a malformed one renders the 404 page). */
  url: string = request.url,
) {
  // The store's own host, never the raw Host header: it ends up in canonical and og:url.
  const origin = storeOrigin(request.protocol, knownHost, request.headers.host);
  const key = pageCacheKey(origin, url);
  const caching = ctx.config.storefrontCacheTtlMs > 0;
  const csp = withImageSource(store.fbPixelId ? PIXEL_CSP : STORE_CSP, ctx.config);
  // The pages the dashboard may frame: the checkout editor's preview (same HTML as the
  // checkout's: the cache keeps one copy, the header differs) and the pixel test's home.
  const preview = isCheckoutPreviewUrl(url) || isPixelTestFrameUrl(url);
  const sentCsp = (pageCsp: string) =>
    preview ? withDashboardFrameAncestors(pageCsp, ctx.config.productHost) : pageCsp;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (preview) {
    // helmet's X-Frame-Options (set on the raw answer) would refuse the dashboard's frame.
    reply.raw.removeHeader('x-frame-options');
    reply.header('x-robots-tag', 'noindex');
  }

  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const cached = caching ? ctx.pageCache.get(key) : undefined;
  if (cached) {
    reply
      .status(cached.status)
      .header('content-security-policy', sentCsp(cached.csp))
      .header('x-storefront-cache', 'hit');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? cached.gzip : cached.html);
  }

  const generation = ctx.pageCache.generation(store.id);
  // A URL redirect answers before the not-found page (never over a live page): at once for a
  // path no route knows, after the render for a route whose product, page... is missing.
  const route = matchStoreRoute(pathOf(url), searchOf(url));
  const redirect = (target: string | undefined) => {
    if (!target) return undefined;
    if (caching) {
      ctx.pageCache.set(
        store.id,
        redirectCacheKey(origin, url),
        { status: 301, html: target, csp },
        generation,
      );
    }
    return sendRedirect(reply, target, searchOf(url));
  };
  const redirectOf = () =>
    findRedirect(
      ctx.db,
      store.id,
      pathOf(url),
      route.kind === 'notFound' ? [] : [canonicalPath(route) ?? ''],
    );
  const remembered = caching ? ctx.pageCache.get(redirectCacheKey(origin, url)) : undefined;
  if (remembered) return sendRedirect(reply, remembered.html.toString('utf8'), searchOf(url));
  if (route.kind === 'notFound') {
    const sent = redirect(await redirectOf());
    if (sent) return sent;
  }
  const { status, html } = await renderStorefront({
    url,
    store: toStorefrontStore(store, ctx.config.productHost),
    api: createServerStorefrontApi(ctx.db, store.id, ctx.config.productHost, ctx.storeContent),
    origin,
    assets,
    theme: store.theme,
    onError: (error) => request.log.error({ err: error }, 'storefront render error'),
  });
  if (status === 404 && route.kind !== 'notFound') {
    const sent = redirect(await redirectOf());
    if (sent) return sent;
  }
  // Encoded once, as bytes: sending the string had Node measure its UTF-8 length and then
  // encode it again, two passes over a page of ~90 kB (a tenth of a render).
  const body = Buffer.from(html, 'utf8');
  reply
    .status(status)
    .header('content-security-policy', sentCsp(csp))
    .header('x-storefront-cache', 'miss');
  // Junk URLs (a made-up slug) render a 404: never kept, so they cannot evict real pages.
  const kept =
    caching && status !== 404
      ? ctx.pageCache.set(store.id, key, { status, html: body, csp }, generation)
      : undefined;
  if (kept && gzip) return reply.header('content-encoding', 'gzip').send(kept.gzip);
  return reply.send(body);
}
