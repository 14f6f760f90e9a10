/**
 * The storefront's browser entry: hydrates the server HTML with the dehydrated React Query
 * cache, then navigates client-side through the public `/api`.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../app/store-router';
import { QueryClient, hydrate } from '@tanstack/react-query';
import { createHttpStorefrontApi } from '../data/http-storefront-api';
import { StorefrontApp } from '../app/StorefrontApp';
import type { StorefrontBootState } from '../ssr/boot-state';
import { STATE_ELEMENT_ID } from '../ssr/boot-state';
import '../styles/index.css';

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const root = document.getElementById('root');
if (stateElement && root) {
  const boot = JSON.parse(stateElement.textContent ?? '{}') as StorefrontBootState;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  hydrate(queryClient, boot.dehydratedState);
  const api = createHttpStorefrontApi(boot.store.storeId);
  hydrateRoot(
    root,
    <BrowserRouter>
      <StorefrontApp
        queryClient={queryClient}
        api={api}
        store={boot.store}
        productSection={boot.productSection}
      />
    </BrowserRouter>,
  );
}
