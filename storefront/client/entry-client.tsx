/**
 * The storefront's browser entry: hydrates the server HTML with the dehydrated read cache
 * (data/query-cache.ts), then navigates client-side through the public `/api`.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../router/store-router';
import { QueryCache } from '../data/query-cache';
import { createHttpStorefrontApi } from '../data/http-storefront-api';
import { StorefrontApp } from '../app/StorefrontApp';
import type { StorefrontBootState } from '../ssr/boot-state';
import { STATE_ELEMENT_ID } from '../ssr/boot-state';
import '../styles/index.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
if (stateElement && root) {
  const boot = JSON.parse(stateElement.textContent ?? '{}') as StorefrontBootState;
  const queryCache = new QueryCache({ retry: 1 });
  queryCache.hydrate(boot.dehydratedState);
  const api = createHttpStorefrontApi(boot.store.storeId);
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
