/**
 * React bindings of the storefront's read cache (query-cache.ts): a provider, `useQueryCache`
 * and `useQuery`, whose result has React Query's shape (status flags narrow `data`).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryCache } from './query-cache';
import { type QueryOptions } from './query-cache';

const QueryCacheContext = createContext<QueryCache | null>(null);

export function QueryCacheProvider({
  cache,
  children,
}: {
  cache: QueryCache;
  children: ReactNode;
}) {
  return <QueryCacheContext value={cache}>{children}</QueryCacheContext>;
}

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error('useQueryCache must be used inside <QueryCacheProvider>');
  return cache;
}

interface QueryBase {
  dataUpdatedAt: number;
  isFetching: boolean;
  /** Fetches again now (even while fresh); resolves once done, whatever the outcome. */
  refetch: () => Promise<void>;
}

export type QueryResult<T> = QueryBase &
  (
    | {
        status: 'pending';
        isPending: true;
        isError: false;
        isSuccess: false;
        data: undefined;
        error: null;
      }
    | {
        status: 'error';
        isPending: false;
        isError: true;
        isSuccess: false;
        data: T | undefined;
        error: Error;
      }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

/**
 * Reads `queryKey` from the cache and keeps it current: fetches on mount (or key change) when
 * the data is missing or older than `staleTime`, unless `enabled` is false. On the server the
 * hook only reads what was prefetched.
 */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const cache = useQueryCache();
  const latest = useRef(options);
  latest.current = options;
  const key = options.queryKey;
  const enabled = options.enabled !== false;
  // A stable identity per key value (callers build a new array each render).
  const hash = JSON.stringify(key);
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(latest.current.queryKey, listener),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's value is `hash`
    [cache, hash],
  );
  const read = () => cache.snapshot<T>(key);
  const snapshot = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    const current = latest.current;
    if (enabled && cache.isStale(current.queryKey, current.staleTime))
      cache.fetch(current).catch(() => undefined);
  }, [cache, hash, enabled]);

  const refetch = useCallback(
    () =>
      cache.fetch(latest.current).then(
        () => undefined,
        () => undefined,
      ),
    [cache],
  );
  const base = { dataUpdatedAt: snapshot.dataUpdatedAt, isFetching: snapshot.isFetching, refetch };
  if (snapshot.error)
    return {
      ...base,
      status: 'error',
      isPending: false,
      isError: true,
      isSuccess: false,
      data: snapshot.data,
      error: snapshot.error,
    };
  if (snapshot.data !== undefined)
    return {
      ...base,
      status: 'success',
      isPending: false,
      isError: false,
      isSuccess: true,
      data: snapshot.data,
      error: null,
    };
  return {
    ...base,
    status: 'pending',
    isPending: true,
    isError: false,
    isSuccess: false,
    data: undefined,
    error: null,
  };
}
