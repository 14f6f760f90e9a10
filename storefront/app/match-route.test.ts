import { describe, expect, it } from 'vitest';
import { canonicalPath, matchStoreRoute } from './match-route';

describe('matchStoreRoute', () => {
  it('maps every store route of spec 2.2', () => {
    expect(matchStoreRoute('/')).toEqual({ kind: 'home' });
    expect(matchStoreRoute('/shop')).toEqual({ kind: 'shop', query: '', page: 1 });
    expect(matchStoreRoute('/page/shop', '?q=%20tee%20&page=2')).toEqual({
      kind: 'shop',
      query: 'tee',
      page: 2,
    });
    expect(matchStoreRoute('/collection/apparel', '?page=3')).toEqual({
      kind: 'collection',
      slug: 'apparel',
      page: 3,
    });
    expect(matchStoreRoute('/about')).toEqual({ kind: 'about' });
    expect(matchStoreRoute('/checkout')).toEqual({ kind: 'checkout' });
    expect(matchStoreRoute('/account')).toEqual({ kind: 'account' });
    expect(matchStoreRoute('/account/')).toEqual({ kind: 'account' });
    expect(matchStoreRoute('/page/faq')).toEqual({ kind: 'page', slug: 'faq' });
  });
  it("reads an email's links with their id and token, and blanks a malformed pair", () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const token = '1764547200.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    expect(matchStoreRoute('/newsletter/confirm', `?c=${id}&t=${token}`)).toEqual({
      kind: 'emailLink',
      action: 'confirm',
      id,
      token,
    });
    expect(matchStoreRoute('/checkout/stop-reminders', `?c=${id}&t=${token}`)).toEqual({
      kind: 'emailLink',
      action: 'stop-reminders',
      id,
      token,
    });
    const malformed = matchStoreRoute('/checkout/stop-reminders', `?c=nope&t=${token}`);
    expect(malformed).toEqual({ kind: 'emailLink', action: 'stop-reminders', id: '', token: '' });
    expect(canonicalPath(malformed)).toBeNull();
    expect(matchStoreRoute('/checkout/other')).toEqual({ kind: 'notFound' });
  });
  it('reads all three product routes as one product with one canonical URL', () => {
    for (const p of [
      '/product/red-shirt',
      '/products/red-shirt',
      '/page/product/red-shirt',
      '/product/red-shirt/',
    ]) {
      const route = matchStoreRoute(p);
      expect(route).toEqual({ kind: 'product', slug: 'red-shirt' });
      expect(canonicalPath(route)).toBe('/product/red-shirt');
    }
  });
  it('sends anything else to not found', () => {
    for (const p of [
      '/nope',
      '/product',
      '/product/a/b',
      '/collection/Bad Slug',
      '/page/%E0%A4%A',
      '/shop/x',
    ]) {
      expect(matchStoreRoute(p).kind).toBe('notFound');
    }
  });
  it('ignores a nonsense page number', () => {
    expect(matchStoreRoute('/shop', '?page=-4')).toMatchObject({ page: 1 });
    expect(matchStoreRoute('/shop', '?page=abc')).toMatchObject({ page: 1 });
  });
});
