/**
 * The storefront's server entry: loads a route's data in process, renders the React HTML
 * with its head tags (SEO, JSON-LD) and the dehydrated read cache the client hydrates.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerRouter } from '../router/store-router';
import { QueryCache } from '../data/query-cache';
import {
  defaultSectionProps,
  defaultTheme,
  escapeHtml,
  fontPreloadUrls,
  PRODUCT_TEMPLATE_SLUG,
  productPageContent,
  themeCss,
  themeFontIdsOf,
  type Theme,
  type GlobalContentDto,
  type Component,
  type PageDto,
  type StorefrontStoreDto,
} from '../../shared';
import type { StorefrontApi } from '../data/storefront-api';
import { storefrontQueries } from '../data/queries';
import { buildHead, jsonForScript, renderHeadTags } from '../app/head';
import { matchStoreRoute, type StoreRoute } from '../app/match-route';
import { prefetchStoreRoute } from '../app/prefetch-route';
import { StorefrontApp } from '../app/StorefrontApp';
import { STATE_ELEMENT_ID, type StorefrontBootState } from './boot-state';
import { preloadSplitComponents } from '../lib/split-component';

/** The built client bundle's files (from Vite's manifest), as URL paths. */
export interface StorefrontAssets {
  script: string | null;
  styles: string[];
  preloads: string[];
  /**
   * The text of `styles`, written into the page's head instead of linking them (a first view
   * waits for no stylesheet); when absent the styles are linked. Never holds `</style`.
   */
  inlineCss?: string;
  /** By section type (and `listing`): the chunk files it needs beyond `preloads`. */
  sectionPreloads?: Record<string, string[]>;
}

/** The section types a page shows (into containers). */
function sectionTypes(sections: Component[], into = new Set<string>()): Set<string> {
  for (const s of sections) {
    into.add(s.type);
    const children = (s.props as { children?: unknown }).children;
    if (s.type === 'container' && Array.isArray(children)) {
      sectionTypes(children as Component[], into);
    }
  }
  return into;
}

export interface RenderStorefrontOptions {
  /** Path and query string, e.g. `/collection/apparel?page=2`. */
  url: string;
  store: StorefrontStoreDto;
  api: StorefrontApi;
  /** `http://demo.localhost:3000`, for canonical and Open Graph URLs. */
  origin: string;
  assets: StorefrontAssets;
  /** The store's published theme (the builder's preview: its draft); the default when absent. */
  theme?: Theme;
  onError?: (error: unknown) => void;
}

let productSectionDefault: Component | undefined;
/** The built-in product section (its default blocks), made once: parsing it costs a render. */
function defaultProductSection(): Component {
  productSectionDefault ??= {
    id: 'product',
    type: 'product',
    contentType: 'normal',
    props: defaultSectionProps('product'),
  };
  return productSectionDefault;
}

/** The sections a product page shows: its store's product template's, or the default one. */
function productTemplateContent(
  queryCache: QueryCache,
  api: StorefrontApi,
  store: StorefrontStoreDto,
  route: StoreRoute & { kind: 'product' },
  fallback: Component,
): Component[] {
  const template = queryCache.getQueryData<PageDto | null>(
    storefrontQueries.page(api, store.storeId, PRODUCT_TEMPLATE_SLUG).queryKey,
  );
  return (template && productPageContent(template, route.slug)) ?? [fallback];
}

export async function renderStorefront(
  options: RenderStorefrontOptions,
): Promise<{ status: number; html: string }> {
  const { store, api, assets } = options;
  const theme = options.theme ?? defaultTheme;
  await preloadSplitComponents();
  const queryCache = new QueryCache();
  const [pathname = '/', search = ''] = options.url.split('?');
  const route = matchStoreRoute(pathname, search);
  const data = await prefetchStoreRoute(queryCache, api, store, route);
  const head = buildHead({ route, store, origin: options.origin, ...data });
  const productSection = defaultProductSection();
  // Each section type is its own chunk: preload the ones this page shows with the entry.
  const shown = sectionTypes([
    ...(queryCache.getQueryData<GlobalContentDto>(
      storefrontQueries.globalContent(api, store.storeId).queryKey,
    )?.globalContent ?? []),
    ...(data.page?.content ?? []),
    ...(route.kind === 'product'
      ? productTemplateContent(queryCache, api, store, route, productSection)
      : []),
  ]);
  const preloads = new Set(assets.preloads);
  for (const type of shown) assets.sectionPreloads?.[type]?.forEach((f) => preloads.add(f));
  // The shop and collection screens are a chunk of their own (StoreRoutes.tsx).
  const listing =
    route.kind === 'collection' ||
    (route.kind === 'shop' && (route.query !== '' || !data.page)) ||
    (route.kind === 'home' && !data.page);
  if (listing) assets.sectionPreloads?.listing?.forEach((f) => preloads.add(f));
  const boot: StorefrontBootState = {
    store,
    dehydratedState: queryCache.dehydrate(),
    productSection,
  };

  const headHtml = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    // The store's favicon (store details), else the product's.
    store.faviconUrl
      ? `<link rel="icon" href="${escapeHtml(store.faviconUrl)}">`
      : '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    renderHeadTags(head, store),
    assets.inlineCss !== undefined
      ? `<style>${assets.inlineCss}</style>`
      : assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join(''),
    // The theme's fonts (only those it uses: their latin file), then its tokens, once per
    // page, after the stylesheet whose defaults they override.
    ...fontPreloadUrls(themeFontIdsOf(theme)).map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    ),
    `<style id="sf-theme">${themeStyleText(theme)}</style>`,
    // The JS only hydrates what the HTML already shows: fetched at low priority, after the
    // theme's fonts and the page's pictures (Lighthouse's simulated FCP on the demo home with
    // web fonts: 2.2 s with it at the default high priority, 0.9 s).
    ...[...preloads].map(
      (href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(href)}">`,
    ),
    assets.script
      ? `<script type="module" fetchpriority="low" src="${escapeHtml(assets.script)}"></script>`
      : '',
    '</head><body><div id="root">',
  ].join('');
  const tailHtml = `</div><script id="${STATE_ELEMENT_ID}" type="application/json">${jsonForScript(boot)}</script></body></html>`;

  const tree = (
    <ServerRouter url={options.url}>
      <StorefrontApp
        queryCache={queryCache}
        api={api}
        store={store}
        productSection={productSection}
      />
    </ServerRouter>
  );
  // Nothing suspends here: every split component is loaded and every read prefetched (the
  // read cache's hook never suspends). So React's synchronous string renderer gives the whole
  // page at once, at under half the CPU of the streaming prerender (issue 14's profile: the
  // stream's byte chunking was the largest cost of an uncached page). A boundary it could
  // not finish (a component that suspended or threw) comes out as React's client-render
  // marker; then the page is rendered again with the static prerender, which waits for
  // everything and reports the error.
  const body = await renderBody(tree, options.onError);
  return { status: data.status, html: headHtml + body + tailHtml };
}

/**
 * The theme's stylesheet as the text of a `<style>` element. A validated theme holds only
 * colours, numbers and fixed font names; a `<` is escaped all the same, so no value can
 * end the element.
 */
export const themeStyleText = (theme: Theme) => themeCss(theme).replace(/</g, '\\3c ');

/** The HTML of `tree`: the string renderer, else the static prerender (see renderStorefront). */
export async function renderBody(
  tree: ReactNode,
  onError?: (error: unknown) => void,
): Promise<string> {
  const rendered = renderToString(tree);
  return rendered.includes('<!--$!-->') ? prerenderBody(tree, onError) : rendered;
}

/**
 * React 19's static prerender: resolves once everything (lazy parts too) is rendered, and
 * writes no inline scripts (the page's CSP allows none): the whole page at once.
 */
async function prerenderBody(tree: ReactNode, onError?: (error: unknown) => void) {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Never outline a finished Suspense boundary into a later chunk: that needs React's
    // inline scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      onError?.(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}
