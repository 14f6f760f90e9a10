/**
 * Acceptance: a page with one of every section type renders in both view modes (and every
 * builder screen size) without an error, each section marked with its id and type.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryCache } from '../data/query-cache';
import { QueryCacheProvider } from '../data/use-query';
import { ServerRouter } from '../router/store-router';
import {
  defaultSectionProps,
  sectionTypes,
  type ProductDto,
  type Component,
  type StorefrontStoreDto,
} from '../../shared';
import { StorefrontProvider, type ScreenSize, type ViewMode } from '../context/storefront-context';
import type { StorefrontApi } from '../data/storefront-api';
import { prefetchSectionData } from '../app/prefetch-route';
import { SectionList } from './SectionList';
import { preloadSplitComponents } from '../lib/split-component';

const store: StorefrontStoreDto = {
  storeId: 's1',
  name: 'Acme',
  currency: 'USD',
  fbPixelId: null,
  storeDomain: 'acme.localhost',
  description: '',
};

const product = (i: number): ProductDto => ({
  id: `p${i}`,
  name: `Product ${i}`,
  slug: `product-${i}`,
  price: 10 + i,
  discountPrice: i % 2 ? 5 + i : 0,
  productImage: '',
  galleryImages: [],
  description: '<p>Nice</p>',
  seoTitle: '',
  metaDescription: '',
  stockStatus: true,
  rating: 4,
  attributeGroups: [],
  variations: [],
  categories: [],
});

const api: StorefrontApi = {
  getGlobalContent: async () => ({ storeId: 's1', globalContent: [] }),
  getPage: async () => null,
  getProduct: async (slug) => ({ ...product(1), slug }),
  getProductsByCollection: async (_c, count) => Array.from({ length: count }, (_, i) => product(i)),
  getCategories: async () => [{ id: 'c1', slug: 'tops', name: 'Tops', image: '' }],
  getCollection: async () => null,
  searchProducts: async () => ({ content: [], totalPages: 0, totalElements: 0, page: 0 }),
};

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
  const qc = new QueryCache();
  const sections = everySection();
  await prefetchSectionData(qc, api, 's1', sections);
  const html = renderToString(
    <ServerRouter url="/">
      <QueryCacheProvider cache={qc}>
        <StorefrontProvider value={{ viewMode, screenSize, store, api }}>
          <SectionList sections={sections} />
        </StorefrontProvider>
      </QueryCacheProvider>
    </ServerRouter>,
  );
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
