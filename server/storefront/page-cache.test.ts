import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { StorefrontPageCache } from './page-cache';

describe('StorefrontPageCache', () => {
  it('serves a stored page, raw and gzipped, until its TTL passes', () => {
    let now = 0;
    const cache = new StorefrontPageCache({ ttlMs: 1000, now: () => now });
    cache.set('s1', 'a.localhost/', { status: 200, html: '<p>hi</p>', csp: 'x' });
    expect(cache.get('a.localhost/')?.html.toString()).toBe('<p>hi</p>');
    expect(gunzipSync(cache.get('a.localhost/')?.gzip ?? Buffer.alloc(0)).toString()).toBe(
      '<p>hi</p>',
    );
    now = 1000;
    expect(cache.get('a.localhost/')).toBeUndefined();
  });

  it("purges one store's pages and keeps the others", () => {
    const cache = new StorefrontPageCache();
    cache.set('s1', 'a/', { status: 200, html: 'a', csp: '' });
    cache.set('s1', 'a/x', { status: 404, html: 'ax', csp: '' });
    cache.set('s2', 'b/', { status: 200, html: 'b', csp: '' });
    cache.purge('s1');
    expect(cache.get('a/')).toBeUndefined();
    expect(cache.get('a/x')).toBeUndefined();
    expect(cache.get('b/')?.html.toString()).toBe('b');
  });

  it('does not keep a render that started before the store changed', () => {
    const cache = new StorefrontPageCache();
    const before = cache.generation('s1');
    cache.purge('s1');
    expect(cache.set('s1', 'a/', { status: 200, html: 'stale', csp: '' }, before)).toBeUndefined();
    expect(cache.get('a/')).toBeUndefined();
    expect(
      cache.set('s1', 'a/', { status: 200, html: 'fresh', csp: '' }, cache.generation('s1')),
    ).toBeDefined();
  });

  it('evicts the least recently used page when full', () => {
    const cache = new StorefrontPageCache({ maxEntries: 2 });
    cache.set('s', '1', { status: 200, html: '1', csp: '' });
    cache.set('s', '2', { status: 200, html: '2', csp: '' });
    cache.get('1');
    cache.set('s', '3', { status: 200, html: '3', csp: '' });
    expect(cache.get('2')).toBeUndefined();
    expect(cache.get('1')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
