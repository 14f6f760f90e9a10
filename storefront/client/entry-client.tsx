/**
 * The storefront's browser entry: hydrates the server HTML with the dehydrated read cache
 * (data/query-cache.ts), then navigates client-side through the public `/api`. The chunks of
 * the sections on the page (the server already preloads them) are loaded before hydrating,
 * so the page hydrates in one pass: when `data-hydrated` is set, every section answers (a
 * section still suspended kept its server HTML without handlers, and a click on it was lost).
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../router/store-router';
import { QueryCache } from '../data/query-cache';
import { createHttpStorefrontApi } from '../data/http-storefront-api';
import { StorefrontApp } from '../app/StorefrontApp';
import type { StorefrontBootState } from '../ssr/boot-state';
import { STATE_ELEMENT_ID } from '../ssr/boot-state';
import { sectionComponents } from '../sections/section-components';
import '../styles/index.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
/** Loads the chunks of the section types the server HTML shows. */
function preloadPageSections(): Promise<unknown> {
  const types = new Set(
    [...document.querySelectorAll<HTMLElement>('[data-section-type]')].map(
      (el) => el.dataset.sectionType ?? '',
    ),
  );
  const split = sectionComponents as Record<string, { preload?: () => Promise<void> }>;
  return Promise.all(
    [...types].filter((t) => Object.hasOwn(split, t)).map((t) => split[t]!.preload?.()),
  );
}

if (stateElement && root) {
  const boot = JSON.parse(stateElement.textContent ?? '{}') as StorefrontBootState;
  const queryCache = new QueryCache({ retry: 1 });
  queryCache.hydrate(boot.dehydratedState);
  const api = createHttpStorefrontApi(boot.store.storeId);
  // A chunk that fails to load suspends its section as before; the rest hydrate.
  await preloadPageSections().catch(() => undefined);
  hydrateRoot(
    root,
    <BrowserRouter>
      <StorefrontApp
        queryCache={queryCache}
        api={api}
        store={boot.store}
        productSection={boot.productSection}
      />
    </BrowserRouter>,
  );
}
