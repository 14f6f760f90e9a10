import { describe, expect, it } from 'vitest';
import { SearchResultCache } from './search-cache';

describe('SearchResultCache', () => {
  const counting = () => {
    let calls = 0;
    return {
      load: (value: string) => () => {
        calls += 1;
        return Promise.resolve(value);
      },
      get calls() {
        return calls;
      },
    };
  };

  it('answers a key from cache until the TTL passes', async () => {
    let now = 0;
    const cache = new SearchResultCache<string>({ ttlMs: 1000, now: () => now });
    const loads = counting();
    expect(await cache.get('g1', 'shirt', loads.load('a'))).toBe('a');
    now = 999;
    expect(await cache.get('g1', 'shirt', loads.load('b'))).toBe('a');
    now = 1000;
    expect(await cache.get('g1', 'shirt', loads.load('c'))).toBe('c');
    expect(loads.calls).toBe(2);
  });

  it('never answers an entry of an older generation (the store was purged)', async () => {
    const cache = new SearchResultCache<string>();
    await cache.get('g1', 'shirt', () => Promise.resolve('before'));
    expect(await cache.get('g2', 'shirt', () => Promise.resolve('after'))).toBe('after');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new SearchResultCache<string>();
    let release!: (v: string) => void;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('g', 'k', load), cache.get('g', 'k', load)]);
    release('x');
    expect(await both).toEqual(['x', 'x']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next call loads again', async () => {
    const cache = new SearchResultCache<string>();
    await expect(cache.get('g', 'k', () => Promise.reject(new Error('404')))).rejects.toThrow(
      '404',
    );
    expect(await cache.get('g', 'k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new SearchResultCache<string>({ maxEntries: 2 });
    await cache.get('g', 'a', () => Promise.resolve('a'));
    await cache.get('g', 'b', () => Promise.resolve('b'));
    await cache.get('g', 'a', () => Promise.resolve('a2')); // a is used again
    await cache.get('g', 'c', () => Promise.resolve('c')); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('g', 'a', () => Promise.resolve('a3'))).toBe('a');
    expect(await cache.get('g', 'b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('with a TTL of 0 loads every time', async () => {
    const cache = new SearchResultCache<string>({ ttlMs: 0 });
    const loads = counting();
    await cache.get('g', 'k', loads.load('a'));
    await cache.get('g', 'k', loads.load('a'));
    expect(loads.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
