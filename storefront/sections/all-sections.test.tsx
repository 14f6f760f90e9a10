/**
 * Acceptance: a page with one of every section type renders in both view modes (and every
 * builder screen size) without an error, each section marked with its id and type.
 */
import { describe, expect, it } from 'vitest';
import { defaultSectionProps, sectionTypes, type Component } from '../../shared';
import type { ScreenSize, ViewMode } from '../context/storefront-context';
import { QueryCache } from '../data/query-cache';
import { prefetchSectionData } from '../app/prefetch-route';
import { SectionList } from './SectionList';
import { preloadSplitComponents } from '../lib/split-component';
import { makeApi, makeProduct, renderInStorefront } from '../test-support';

const product = (i: number) =>
  makeProduct({
    id: `p${i}`,
    name: `Product ${i}`,
    slug: `product-${i}`,
    price: 10 + i,
    discountPrice: i % 2 ? 5 + i : 0,
    description: '<p>Nice</p>',
  });

const api = makeApi({
  getProduct: async (slug) => ({ ...product(1), slug }),
  getProductsByCollection: async (_c, count) => Array.from({ length: count }, (_, i) => product(i)),
  getCategories: async () => [{ id: 'c1', slug: 'tops', name: 'Tops', image: '' }],
});

function everySection(): Component[] {
  return sectionTypes.map((type) => ({
    id: `sec-${type}`,
    type,
    props:
      type === 'container'
        ? {
            ...defaultSectionProps('container'),
            children: [
              { id: 'nested-text', type: 'textBlock', props: defaultSectionProps('textBlock') },
            ],
          }
        : type === 'product'
          ? { ...defaultSectionProps('product'), slug: 'product-1' }
          : (defaultSectionProps(type) as Record<string, unknown>),
  }));
}

async function render(viewMode: ViewMode, screenSize: ScreenSize) {
  await preloadSplitComponents();
  const cache = new QueryCache();
  const sections = everySection();
  await prefetchSectionData(cache, api, 's1', sections);
  const html = renderInStorefront(<SectionList sections={sections} />, {
    cache,
    viewMode,
    screenSize,
    api,
  });
  return { html };
}

describe('every section type', () => {
  for (const [viewMode, screenSize] of [
    ['storeFront', 'desktop'],
    ['builder', 'desktop'],
    ['builder', 'tablet'],
    ['builder', 'mobile'],
  ] as const) {
    it(`renders in ${viewMode} mode (${screenSize}) without an error`, async () => {
      const { html } = await render(viewMode, screenSize);
      for (const type of sectionTypes) {
        expect(html, type).toContain(`data-section-type="${type}"`);
        expect(html).toContain(`data-section-id="sec-${type}"`);
      }
      expect(html).toContain('data-section-id="nested-text"');
      expect(html).toContain('Product 1');
    });
  }
});
