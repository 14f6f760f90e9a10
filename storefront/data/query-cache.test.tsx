import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryCache } from './query-cache';
import { QueryCacheProvider, useQuery } from './use-query';

const key = ['sf', 's1', 'product', 'shirt'] as const;

describe('QueryCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shares one read between callers and keeps data fresh for staleTime', async () => {
    const cache = new QueryCache();
    const queryFn = vi.fn(async () => 'Shirt');
    const [a, b] = await Promise.all([
      cache.fetchQuery({ queryKey: key, queryFn, staleTime: 1000 }),
      cache.fetchQuery({ queryKey: [...key], queryFn, staleTime: 1000 }),
    ]);
    expect([a, b]).toEqual(['Shirt', 'Shirt']);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await cache.fetchQuery({ queryKey: key, queryFn, staleTime: 1000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    await cache.fetchQuery({ queryKey: key, queryFn, staleTime: 1000 });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('retries with backoff and keeps the last error once retries ran out', async () => {
    const cache = new QueryCache({ retry: 1 });
    const queryFn = vi.fn(async () => {
      throw new Error('offline');
    });
    const settled = cache.fetchQuery({ queryKey: key, queryFn }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(cache.snapshot(key)).toMatchObject({ isFetching: true, error: null });
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBe('offline');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(cache.snapshot(key)).toMatchObject({ isFetching: false, error: { message: 'offline' } });
  });

  it('asks a retry predicate with the failures before this one (React Query convention)', async () => {
    const cache = new QueryCache();
    const seen: number[] = [];
    const queryFn = vi.fn(async () => {
      throw new Error('busy');
    });
    const done = cache
      .fetch({ queryKey: key, queryFn, retry: (n) => (seen.push(n), n < 2) })
      .catch(() => null);
    await vi.advanceTimersByTimeAsync(5000);
    await done;
    expect(seen).toEqual([0, 1, 2]);
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('dehydrates successful reads only and hydrates them with their time', async () => {
    const server = new QueryCache();
    await server.prefetchQuery({ queryKey: key, queryFn: async () => ({ name: 'Shirt' }) });
    await server.prefetchQuery({
      queryKey: ['sf', 's1', 'page', 'gone'],
      queryFn: async () => {
        throw new Error('down');
      },
    });
    const state = JSON.parse(JSON.stringify(server.dehydrate())) as ReturnType<
      QueryCache['dehydrate']
    >;
    expect(state.queries.map((q) => q.queryKey)).toEqual([[...key]]);
    const browser = new QueryCache();
    browser.hydrate(state);
    expect(browser.getQueryData(key)).toEqual({ name: 'Shirt' });
    expect(browser.isStale(key, 60_000)).toBe(false);
  });
});

// The hook's browser side (loading, errors, retry) is covered by the storefront's browser tests.
describe('useQuery', () => {
  function Product({ fn, enabled }: { fn: () => Promise<string>; enabled?: boolean }) {
    const q = useQuery({ queryKey: key, queryFn: fn, staleTime: 60_000, enabled });
    if (q.isPending) return <p>Loading…</p>;
    if (q.isError) return <p>Error: {q.error.message}</p>;
    return <p>{q.data}</p>;
  }

  it('renders prefetched data on the server without fetching', async () => {
    const cache = new QueryCache();
    await cache.prefetchQuery({ queryKey: key, queryFn: async () => 'Shirt' });
    const fn = vi.fn(async () => 'Other');
    const html = renderToString(
      <QueryCacheProvider cache={cache}>
        <Product fn={fn} />
      </QueryCacheProvider>,
    );
    expect(html).toContain('Shirt');
    expect(fn).not.toHaveBeenCalled();
  });
});
