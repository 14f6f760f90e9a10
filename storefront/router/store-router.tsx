/**
 * The storefront's router: the current location, how it was reached (`navigationType`) and
 * `navigate`, nothing more. The store host's routes are one pure function (`matchStoreRoute`),
 * so a full router library would only add weight to every shopper's first load (the
 * initial-JS budget). `ServerRouter` serves SSR, `BrowserRouter` follows the History API
 * (`browser-history.ts`: a key per history entry, for scroll restoration).
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  historySnapshot,
  pushHistory,
  subscribeHistory,
  type NavigationType,
} from './browser-history';

export type { NavigationType } from './browser-history';

export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry (`default` on the server): scroll positions are kept by it. */
  key: string;
}

interface RouterValue {
  location: StoreLocation;
  /** POP: first load, Back/Forward or a typed fragment; PUSH and REPLACE: `navigate`. */
  navigationType: NavigationType;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);

/** Splits `/a/b?c=1#d` into its parts. */
export function toLocation(url: string, key = 'default'): StoreLocation {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return {
    pathname: (queryAt === -1 ? rest : rest.slice(0, queryAt)) || '/',
    search: queryAt === -1 ? '' : rest.slice(queryAt),
    hash,
    key,
  };
}

/** A fixed location, for server rendering and tests. */
export function ServerRouter({ url, children }: { url: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({ location: toLocation(url), navigationType: 'POP', navigate: () => undefined }),
    [url],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's location, kept in step with pushState/replaceState and Back/Forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribeHistory, historySnapshot, historySnapshot);
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => pushHistory(to, options?.replace ?? false),
    [],
  );
  const value = useMemo<RouterValue>(
    () => ({
      location: toLocation(snapshot.href, snapshot.key),
      navigationType: snapshot.type,
      navigate,
    }),
    [snapshot, navigate],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('Storefront hooks need <ServerRouter> or <BrowserRouter>');
  return value;
}

export const useLocation = (): StoreLocation => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): RouterValue['navigate'] => useRouter().navigate;
