/**
 * The storefront's router: the current location and `navigate`, nothing more. The store
 * host's routes are one pure function (`matchStoreRoute`), so a full router library would
 * only add weight to every shopper's first load (the initial-JS budget is 110 KB).
 * `ServerRouter` serves SSR, `BrowserRouter` follows the History API.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface RouterValue {
  location: StoreLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);

/** Splits `/a/b?c=1#d` into its parts. */
export function toLocation(url: string): StoreLocation {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return {
    pathname: (queryAt === -1 ? rest : rest.slice(0, queryAt)) || '/',
    search: queryAt === -1 ? '' : rest.slice(queryAt),
    hash,
  };
}

/** A fixed location, for server rendering and tests. */
export function ServerRouter({ url, children }: { url: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({ location: toLocation(url), navigate: () => undefined }),
    [url],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const NAVIGATE_EVENT = 'sf:navigate';
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
};
const currentHref = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The browser's location, kept in step with pushState/replaceState and Back/Forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    window.dispatchEvent(new Event(NAVIGATE_EVENT));
  }, []);
  const value = useMemo<RouterValue>(
    () => ({ location: toLocation(href), navigate }),
    [href, navigate],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Storefront hooks need <ServerRouter> or <BrowserRouter>');
  return value;
}

export const useLocation = (): StoreLocation => useRouter().location;
export const useNavigate = (): RouterValue['navigate'] => useRouter().navigate;
