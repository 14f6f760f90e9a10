/**
 * The storefront's read cache: what React Query did here, in the part the storefront uses.
 * Keyed reads with a freshness time, in-flight sharing, retries with backoff, server prefetch
 * plus dehydrate/hydrate, and `setQueryData`. Written by hand because the product page's
 * first JS has a budget (≤ 90 KB gzip, issue 14) and React Query's core cost 11 KB of it;
 * this costs about 1.5 KB. The dashboard keeps React Query (mutations, invalidation, devtools).
 */

export type QueryKey = readonly unknown[];
export type RetryOption = boolean | number | ((failureCount: number, error: Error) => boolean);

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** How long fetched data counts as fresh (ms); 0 by default, Infinity for never stale. */
  staleTime?: number;
  /** false: the hook reads the cache but never fetches. */
  enabled?: boolean;
  /** Retries after a failure: a count, true (3), false, or a predicate; the cache default else. */
  retry?: RetryOption;
}

/** One key's state as observers see it (a new object on every change). */
export interface QuerySnapshot<T = unknown> {
  data: T | undefined;
  /** The last fetch's error once its retries ran out; null after a success. */
  error: Error | null;
  dataUpdatedAt: number;
  isFetching: boolean;
}

/** The serialisable part sent from the server to the browser (successful reads only). */
export interface DehydratedState {
  queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[];
}

interface Entry {
  key: QueryKey;
  snapshot: QuerySnapshot;
  promise: Promise<unknown> | null;
  listeners: Set<() => void>;
  /** Last use, for dropping unobserved entries beyond MAX_ENTRIES. */
  touched: number;
}

const MAX_ENTRIES = 300;
const EMPTY: QuerySnapshot = { data: undefined, error: null, dataUpdatedAt: 0, isFetching: false };

export const hashKey = (key: QueryKey): string => JSON.stringify(key);

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shouldRetry(retry: RetryOption, failures: number, error: Error): boolean {
  // React Query's convention: the predicate sees the failures before this one.
  if (typeof retry === 'function') return retry(failures - 1, error);
  const max = retry === true ? 3 : retry === false ? 0 : retry;
  return failures <= max;
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly defaultRetry: RetryOption;

  constructor(options: { retry?: RetryOption } = {}) {
    this.defaultRetry = options.retry ?? 0;
  }

  private entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key, snapshot: EMPTY, promise: null, listeners: new Set(), touched: 0 };
      this.entries.set(hash, entry);
      this.trim();
    }
    entry.touched = Date.now();
    return entry;
  }

  private trim() {
    if (this.entries.size <= MAX_ENTRIES) return;
    const idle = [...this.entries].filter(([, e]) => e.listeners.size === 0 && !e.promise);
    idle.sort((a, b) => a[1].touched - b[1].touched);
    for (const [hash] of idle.slice(0, this.entries.size - MAX_ENTRIES)) this.entries.delete(hash);
  }

  private update(entry: Entry, change: Partial<QuerySnapshot>) {
    entry.snapshot = { ...entry.snapshot, ...change };
    for (const listener of entry.listeners) listener();
  }

  snapshot<T>(key: QueryKey): QuerySnapshot<T> {
    return (this.entries.get(hashKey(key))?.snapshot ?? EMPTY) as QuerySnapshot<T>;
  }

  subscribe(key: QueryKey, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.snapshot<T>(key).data;
  }

  setQueryData<T>(key: QueryKey, data: T): void {
    this.update(this.entry(key), { data, error: null, dataUpdatedAt: Date.now() });
  }

  isStale(key: QueryKey, staleTime = 0): boolean {
    const s = this.snapshot(key);
    return s.data === undefined || Date.now() - s.dataUpdatedAt >= staleTime;
  }

  /** Runs the read now (joining one already under way); rejects once retries ran out. */
  fetch<T>(options: QueryOptions<T>): Promise<T> {
    const entry = this.entry(options.queryKey);
    if (entry.promise) return entry.promise as Promise<T>;
    const retry = options.retry ?? this.defaultRetry;
    const run = async (): Promise<T> => {
      for (let failures = 0; ;) {
        try {
          return await options.queryFn();
        } catch (e) {
          const error = toError(e);
          failures += 1;
          if (!shouldRetry(retry, failures, error)) throw error;
          await sleep(Math.min(1000 * 2 ** (failures - 1), 30_000));
        }
      }
    };
    // As React Query: a read with nothing to show starts over as pending (a retry shows progress).
    this.update(entry, {
      isFetching: true,
      ...(entry.snapshot.data === undefined ? { error: null } : {}),
    });
    const promise = run().then(
      (data) => {
        entry.promise = null;
        this.update(entry, { data, error: null, dataUpdatedAt: Date.now(), isFetching: false });
        return data;
      },
      (e: unknown) => {
        entry.promise = null;
        this.update(entry, { error: toError(e), isFetching: false });
        throw e;
      },
    );
    entry.promise = promise;
    return promise;
  }

  /** The cached data while fresh, else a fetch. */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    return this.isStale(options.queryKey, options.staleTime)
      ? this.fetch(options)
      : Promise.resolve(this.getQueryData<T>(options.queryKey) as T);
  }

  /** fetchQuery that never rejects (the error stays in the cache for the screen to show). */
  prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    return this.fetchQuery(options).then(
      () => undefined,
      () => undefined,
    );
  }

  /** The cached data however old, else a fetch. */
  ensureQueryData<T>(options: QueryOptions<T>): Promise<T> {
    const data = this.getQueryData<T>(options.queryKey);
    return data !== undefined ? Promise.resolve(data) : this.fetch(options);
  }

  dehydrate(): DehydratedState {
    const queries: DehydratedState['queries'] = [];
    for (const { key, snapshot } of this.entries.values()) {
      if (snapshot.data !== undefined && snapshot.error === null)
        queries.push({
          queryKey: key,
          state: { data: snapshot.data, dataUpdatedAt: snapshot.dataUpdatedAt },
        });
    }
    return { queries };
  }

  hydrate(state: DehydratedState | undefined): void {
    for (const { queryKey, state: s } of state?.queries ?? []) {
      this.entry(queryKey).snapshot = {
        data: s.data,
        error: null,
        dataUpdatedAt: s.dataUpdatedAt,
        isFetching: false,
      };
    }
  }
}
