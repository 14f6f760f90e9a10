/**
 * The shell owns the page's landmarks: one banner around the header sections and one
 * contentinfo around the footer sections; the sections inside them claim none of their own.
 */
import { describe, expect, it } from 'vitest';
import { defaultSectionProps, type Component, type SectionType } from '../../shared';
import { QueryCache } from '../data/query-cache';
import { storefrontQueries } from '../data/queries';
import { StorefrontShell } from './StorefrontShell';
import { preloadSplitComponents } from '../lib/split-component';
import { makeApi, makeStore, renderInStorefront } from '../test-support';

const store = makeStore();

const section = (type: SectionType): Component => ({
  id: `global-${type}`,
  type,
  props: defaultSectionProps(type) as Record<string, unknown>,
});

const globals = [section('topbar'), section('navbar'), section('footer')];

const api = makeApi({
  getGlobalContent: async () => ({ storeId: 's1', globalContent: globals }),
});

async function renderShell(): Promise<string> {
  // Each section is its own chunk: the server loads them before rendering, so does this.
  await preloadSplitComponents();
  const cache = new QueryCache();
  await cache.prefetchQuery(storefrontQueries.globalContent(api, store.storeId));
  return renderInStorefront(
    <StorefrontShell>
      <p>Page body</p>
    </StorefrontShell>,
    { cache, store, api },
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
