/**
 * The shell owns the page's landmarks: one banner around the header sections and one
 * contentinfo around the footer sections; the sections inside them claim none of their own.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryCache } from '../data/query-cache';
import { QueryCacheProvider } from '../data/use-query';
import {
  defaultSectionProps,
  type Component,
  type SectionType,
  type StorefrontStoreDto,
} from '../../shared';
import { StorefrontProvider } from '../context/storefront-context';
import { storefrontQueries } from '../data/queries';
import type { StorefrontApi } from '../data/storefront-api';
import { ServerRouter } from '../router/store-router';
import { StorefrontShell } from './StorefrontShell';
import { preloadSplitComponents } from '../lib/split-component';

const store: StorefrontStoreDto = {
  storeId: 's1',
  name: 'Acme',
  currency: 'USD',
  fbPixelId: null,
  storeDomain: 'acme.localhost',
  description: '',
};

const section = (type: SectionType): Component => ({
  id: `global-${type}`,
  type,
  props: defaultSectionProps(type) as Record<string, unknown>,
});

const globals = [section('topbar'), section('navbar'), section('footer')];

const api: StorefrontApi = {
  getGlobalContent: async () => ({ storeId: 's1', globalContent: globals }),
  getPage: async () => null,
  getProduct: async () => null,
  getProductsByCollection: async () => [],
  getCategories: async () => [],
  getCollection: async () => null,
  searchProducts: async () => ({ content: [], totalPages: 0, totalElements: 0, page: 0 }),
};

async function renderShell(): Promise<string> {
  // Each section is its own chunk: the server loads them before rendering, so does this.
  await preloadSplitComponents();
  const qc = new QueryCache();
  await qc.prefetchQuery(storefrontQueries.globalContent(api, store.storeId));
  return renderToString(
    <ServerRouter url="/">
      <QueryCacheProvider cache={qc}>
        <StorefrontProvider value={{ viewMode: 'storeFront', screenSize: 'desktop', store, api }}>
          <StorefrontShell>
            <p>Page body</p>
          </StorefrontShell>
        </StorefrontProvider>
      </QueryCacheProvider>
    </ServerRouter>,
  );
}

const count = (html: string, tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length;

describe('storefront shell', () => {
  it('[regression] has one banner and one contentinfo: the navbar and footer sections add none', async () => {
    const html = await renderShell();
    expect(html).toContain('data-testid="navbar"');
    expect(html).toContain('data-testid="footer"');
    expect(count(html, 'header')).toBe(1);
    expect(count(html, 'footer')).toBe(1);
    expect(count(html, 'main')).toBe(1);
  });

  it('puts the header sections inside the header and the footer section inside the footer', async () => {
    const html = await renderShell();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(header).toContain('data-section-type="topbar"');
    expect(header).toContain('data-section-type="navbar"');
    expect(footer).toContain('data-section-type="footer"');
  });
});
