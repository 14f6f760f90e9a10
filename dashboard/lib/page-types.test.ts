import { describe, expect, it } from 'vitest';
import { pageTypes } from '../../shared';
import { availablePageTypes, fixedSlugOf, pageTypeLabel } from './page-types';

describe('availablePageTypes', () => {
  it('offers home, shop, about and the product template only while no page has their slug', () => {
    expect(availablePageTypes([])).toEqual(['custom', 'home', 'shop', 'about', 'product']);
    expect(availablePageTypes(['home', 'about', 'contact', 'product'])).toEqual(['custom', 'shop']);
  });

  it('offers only custom while the pages are unknown', () => {
    expect(availablePageTypes(null)).toEqual(['custom']);
  });

  it('only offers types the API accepts', () => {
    for (const type of availablePageTypes([])) expect(pageTypes).toContain(type);
  });
});

describe('fixedSlugOf / pageTypeLabel', () => {
  it('gives the fixed types their own slug', () => {
    expect(fixedSlugOf('about')).toBe('about');
    expect(fixedSlugOf('custom')).toBeNull();
  });

  it('labels known types and keeps unknown ones', () => {
    expect(pageTypeLabel('shop')).toBe('Shop');
    expect(pageTypeLabel('landing')).toBe('landing');
  });
});
