import { describe, expect, it } from 'vitest';
import {
  fromPathProblem,
  isSamePath,
  normalizeStorefrontPath,
  redirectLocation,
  toPathProblem,
} from './seo';

describe('redirect paths', () => {
  it('normalises a path: escapes decoded, trailing slashes dropped', () => {
    const cases: [string, string | null][] = [
      ['/%C3%BCber-uns/', '/über-uns'],
      ['/', '/'],
      ['//', '/'],
      ['/bad%E0%A4%A', null],
    ];
    for (const [path, normal] of cases) expect(normalizeStorefrontPath(path), path).toBe(normal);
  });

  it('has no form for a path with an escaped control character (issue 24, defect 6)', () => {
    for (const bad of ['/collection/%00', '/a%01b', '/x%1F', '/x%7F', '/x%ED%A0%80', '/x%C0%AF'])
      expect(normalizeStorefrontPath(bad), bad).toBeNull();
    // Before: /a%00b was stored decoded and PostgreSQL refused the NUL (a 500 on add-redirect).
    expect(fromPathProblem('/a%00b')).toMatch(/control character/);
    expect(toPathProblem('/a%01b')).toMatch(/control character/);
  });

  it('takes storefront paths as from, refusing the platform’s and the home page', () => {
    expect(fromPathProblem('/old-sale')).toBeNull();
    expect(fromPathProblem('/products/old-shirt/')).toBeNull();
    for (const bad of [
      'old',
      '//evil.example',
      '/a?b=1',
      '/a#top',
      '/a b',
      '/',
      '/api/x',
      '/media/x',
      '/robots.txt',
    ])
      expect(fromPathProblem(bad), bad).not.toBeNull();
    expect(fromPathProblem('/')).toBe('The home page cannot be redirected');
  });

  it('takes a storefront path or an http(s) address as to', () => {
    for (const good of ['/shop', '/collection/summer?page=2#top', 'https://example.com/sale?ref=a'])
      expect(toPathProblem(good), good).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'shop',
      'https://',
      '/a b',
      'ftp://x.example',
    ])
      expect(toPathProblem(bad), bad).not.toBeNull();
  });

  it('keeps the request’s query string, before the target’s #part', () => {
    expect(redirectLocation('/product/new', '?utm=1')).toBe('/product/new?utm=1');
    expect(redirectLocation('/product/new', '')).toBe('/product/new');
    expect(redirectLocation('/shop?q=a#top', 'utm=1&x=2')).toBe('/shop?q=a&utm=1&x=2#top');
    expect(redirectLocation('https://example.com/s', '?a=1')).toBe('https://example.com/s?a=1');
  });

  it('knows a target that names the path itself', () => {
    expect(isSamePath('/a/?x=1', '/a')).toBe(true);
    expect(isSamePath('/b', '/a')).toBe(false);
    expect(isSamePath('https://example.com/a', '/a')).toBe(false);
  });
});
