/**
 * The storefront app, the same tree on the server and in the browser: providers, the shell
 * and the route screens. In the browser it also turns same-origin link clicks into client
 * navigation, restores scroll positions, keeps the document head current and sends pixel
 * events.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../router/store-router';
import { API_PREFIX, type Component, type StorefrontStoreDto } from '../../shared';
import { initPixel, trackPixel } from '../analytics/pixel';
import { StorefrontProvider, type ScreenSize, type ViewMode } from '../context/storefront-context';
import type { QueryCache } from '../data/query-cache';
import type { StorefrontApi } from '../data/storefront-api';
import { QueryCacheProvider } from '../data/use-query';
import { loadHeadInput } from './route-head';
import { useScrollRestoration } from './scroll-restoration';
import { matchStoreRoute } from './match-route';
import { StorefrontShell } from './StorefrontShell';
import { StoreRoutes } from './StoreRoutes';
import { CartDrawerHost, CartUiProvider } from '../cart';

export interface StorefrontAppProps {
  queryCache: QueryCache;
  api: StorefrontApi;
  store: StorefrontStoreDto;
  viewMode?: ViewMode;
  screenSize?: ScreenSize;
  /** The product page's section with full props (see StorefrontContextValue). */
  productSection?: Component;
  children?: ReactNode;
}

/** Client navigation for plain links: same origin, no modifier keys, no target, no download. */
function useLinkInterception() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest?.('a');
    if (
      !anchor ||
      !anchor.href ||
      anchor.hasAttribute('download') ||
      (anchor.target && anchor.target !== '_self')
    )
      return;
    const url = new URL(anchor.href, window.location.href);
    if (
      url.origin !== window.location.origin ||
      url.pathname.startsWith(`${API_PREFIX}/`) ||
      url.pathname.startsWith('/media/')
    )
      return;
    // A same-page `#fragment` too: scroll-restoration.ts scrolls (smoothly) and moves focus.
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** After each navigation: scroll position, head tags, pixel events. */
function RouteEffects({
  store,
  api,
  queryCache,
}: {
  store: StorefrontStoreDto;
  api: StorefrontApi;
  queryCache: QueryCache;
}) {
  const location = useLocation();
  const first = useRef(true);
  useScrollRestoration();
  useEffect(() => {
    initPixel(store.fbPixelId);
  }, [store.fbPixelId]);
  useEffect(() => {
    // Tests and tools wait for this: the server HTML is now interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    const route = matchStoreRoute(location.pathname, location.search);
    // The server wrote the first page's head; later pages get theirs from the same tags.
    const firstLoad = first.current;
    first.current = false;
    trackPixel('PageView', {});
    let cancelled = false;
    void loadHeadInput(queryCache, api, store, route, window.location.origin)
      .then((input) => {
        if (cancelled) return;
        const p = input.product;
        if (p) {
          trackPixel('ViewContent', {
            content_ids: [p.id],
            content_type: 'product',
            content_name: p.name,
            value: p.discountPrice > 0 ? p.discountPrice : p.price,
            currency: store.currency,
            slug: p.slug,
          });
        }
        if (firstLoad) return;
        return import('./apply-head').then(({ updateHead }) => {
          if (!cancelled) updateHead(input, store);
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, store, api, queryCache]);
  return null;
}

export function StorefrontApp({
  queryCache,
  api,
  store,
  viewMode = 'storeFront',
  screenSize = 'desktop',
  productSection,
  children,
}: StorefrontAppProps) {
  const onClick = useLinkInterception();
  return (
    <QueryCacheProvider cache={queryCache}>
      <StorefrontProvider
        value={{ viewMode, screenSize, store, api, ...(productSection ? { productSection } : {}) }}
      >
        <CartUiProvider>
          <div className="sf-app" onClick={viewMode === 'storeFront' ? onClick : undefined}>
            <StorefrontShell>
              <StoreRoutes />
            </StorefrontShell>
            <CartDrawerHost />
          </div>
        </CartUiProvider>
        {viewMode === 'storeFront' ? (
          <RouteEffects store={store} api={api} queryCache={queryCache} />
        ) : null}
        {children}
      </StorefrontProvider>
    </QueryCacheProvider>
  );
}
