import { describe, expect, it } from 'vitest';
import { builderHref, findHomePage, readBuilderTarget } from './builder-page-id';

const id = '3f1c2a4e-8b7d-4c3e-9a1b-2c3d4e5f6a7b';

describe('readBuilderTarget', () => {
  it('reads a page UUID', () => {
    expect(readBuilderTarget(`?pageId=${id}`)).toEqual({ kind: 'page', pageId: id });
    expect(readBuilderTarget(`?pageId=${id.toUpperCase()}&x=1`)).toEqual({
      kind: 'page',
      pageId: id,
    });
  });

  it('tells a missing pageId from an invalid one', () => {
    expect(readBuilderTarget('')).toEqual({ kind: 'missing' });
    expect(readBuilderTarget('?pageId=')).toEqual({ kind: 'missing' });
    expect(readBuilderTarget('?pageId=home')).toEqual({ kind: 'invalid', value: 'home' });
  });
});

describe('builderHref / findHomePage', () => {
  it('links a page into the builder', () => {
    expect(builderHref(id)).toBe(`/builder?pageId=${id}`);
  });

  it('finds the home page by slug, then by type', () => {
    const pages = [
      { pageId: 'a', slug: 'about', pageType: 'about' },
      { pageId: 'b', slug: 'landing', pageType: 'home' },
      { pageId: 'c', slug: 'home', pageType: 'home' },
    ];
    expect(findHomePage(pages)?.pageId).toBe('c');
    expect(findHomePage(pages.slice(0, 2))?.pageId).toBe('b');
    expect(findHomePage([])).toBeUndefined();
  });
});
