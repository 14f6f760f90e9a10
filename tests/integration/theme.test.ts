/**
 * The store's theme travels in its global content: saved as a draft with the builder's save
 * (shoppers keep the published theme), published with it, kept in a page version and restored
 * with it; a bad theme is a 400 naming the field, nothing stored; a page may not carry one; a
 * save without a theme keeps the store's. The storefront writes the published theme's tokens
 * once per page; a section of content saved before themes keeps its colours (migrated on read)
 * and reaches the builder as version 2.
 */
import { beforeAll, expect, it } from 'vitest';
import {
  applyPreset,
  CONTENT_SCHEMA_VERSION,
  defaultTheme,
  fontCatalogue,
  themePreset,
  type BuilderPageDetail,
  type PageDetail,
  type PageVersionList,
  type Theme,
} from '../../shared';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const api = '/api/dashboard/page';
const navbar = { id: 'nav-1', type: 'navbar', props: {} };
const withAccent = (theme: Theme, accent: string): Theme => ({
  ...theme,
  colorSchemes: theme.colorSchemes.map((s, i) => (i === 0 ? { ...s, accent } : s)),
});
/** The `<style id="sf-theme">` of a storefront page. */
const themeStyle = (html: string) => /<style id="sf-theme">([^<]*)<\/style>/.exec(html)?.[1] ?? '';

describeOnDatabase('theme styles', () => {
  const t = useTestApp();
  const alice = useShop(t, 'alice-theme', 'Alice');
  const bob = useShop(t, 'bob-theme', 'Bob');
  const shopper = () => new TestClient(t.app, 'alice-theme.localhost:3000');
  let homeId: string;

  beforeAll(async () => {
    const list = await alice.client.get(`${api}/get-pages-by-store-id?storeId=${alice.storeId}`);
    homeId = list.json<PageDetail[]>().find((p) => p.slug === 'home')!.pageId;
  });

  const save = (globalContent: unknown, publish = false, client = alice.client) =>
    client.put(`${api}/update-page`, {
      storeId: alice.storeId,
      pageId: homeId,
      globalContent,
      publish,
    });
  const open = async () => {
    const res = await alice.client.get(`${api}/get-page-by-id?pageId=${homeId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BuilderPageDetail>();
  };

  it('writes the default theme into every page until the store has one', async () => {
    const home = await shopper().get('/');
    expect(home.statusCode).toBe(200);
    expect(themeStyle(home.body)).toContain('.sf-scheme-2{--sf-c-background:#111827');
    expect(themeStyle(home.body)).toContain(':root{--sf-font-body:');
  });

  it('keeps a saved theme as a draft, then publishes it', async () => {
    const red = withAccent(defaultTheme, '#DC2626');
    const saved = await save({ schemaVersion: 2, components: [navbar], theme: red });
    expect(saved.statusCode, saved.body).toBe(200);
    // Stored lower case, as the schema gives it; the builder reads the draft.
    expect((await open()).globalContent.theme?.colorSchemes[0]?.accent).toBe('#dc2626');
    expect(themeStyle((await shopper().get('/')).body)).not.toContain('#dc2626');

    const published = await save({ schemaVersion: 2, components: [navbar], theme: red }, true);
    expect(published.statusCode, published.body).toBe(200);
    const live = themeStyle((await shopper().get('/')).body);
    expect(live).toContain('--sf-c-accent:#dc2626');
    // The button fill follows the accent (it is left empty in the scheme).
    expect(live).toContain('--sf-c-button-background:#dc2626');
  });

  it('keeps the store theme when a save sends none (an older builder tab)', async () => {
    const saved = await save({ schemaVersion: 2, components: [navbar] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await open()).globalContent.theme?.colorSchemes[0]?.accent).toBe('#dc2626');
  });

  it('refuses a bad theme with a 400 naming the field, storing nothing', async () => {
    const before = await open();
    const bad = withAccent(defaultTheme, 'red;}body{display:none');
    const res = await save({ schemaVersion: 2, components: [navbar], theme: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'globalContent.theme.colorSchemes[0].accent',
        message: 'Enter a colour such as #1f2937',
      },
    ]);
    const tooMany = {
      ...defaultTheme,
      colorSchemes: Array.from({ length: 13 }, (_, i) => ({
        ...defaultTheme.colorSchemes[0]!,
        id: `scheme-${i + 1}`,
      })),
    };
    const over = await save({ schemaVersion: 2, components: [navbar], theme: tooMany });
    expect(over.statusCode).toBe(400);
    expect(over.json().details.map((d: { field: string }) => d.field)).toContain(
      'globalContent.theme.colorSchemes',
    );
    expect((await open()).globalVersion).toBe(before.globalVersion);
  });

  it('refuses a theme in a page’s own content', async () => {
    const res = await alice.client.put(`${api}/update-page`, {
      storeId: alice.storeId,
      pageId: homeId,
      content: { schemaVersion: 2, components: [], theme: defaultTheme },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('content.theme');
  });

  it('keeps the theme in a page version and restores it with the version', async () => {
    const bold = applyPreset(defaultTheme, themePreset('bold')!);
    const published = await save({ schemaVersion: 2, components: [navbar], theme: bold }, true);
    expect(published.statusCode, published.body).toBe(200);
    expect(themeStyle((await shopper().get('/')).body)).toContain('--sf-heading-case:uppercase');
    const list = await alice.client.get(`${api}/list-versions?pageId=${homeId}`);
    const versions = list.json<PageVersionList>().versions;
    // The newest is the bold one; the one before has the red accent.
    const current = await open();
    const restored = await alice.client.post(`${api}/restore-version`, {
      versionId: versions[1]!.versionId,
      version: current.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = restored.json<BuilderPageDetail>();
    expect(page.globalContent.theme?.preset).toBe('classic');
    expect(page.globalContent.theme?.colorSchemes[0]?.accent).toBe('#dc2626');
  });

  it('answers another tenant’s save of this page with a 404, its theme untouched', async () => {
    const res = await save(
      { schemaVersion: 2, components: [navbar], theme: withAccent(defaultTheme, '#00ff00') },
      true,
      bob.client,
    );
    expect(res.statusCode).toBe(404);
    expect(themeStyle((await shopper().get('/')).body)).not.toContain('#00ff00');
  });

  it('preloads and serves only the fonts the published theme uses, from the store host', async () => {
    const serif: Theme = {
      ...defaultTheme,
      typography: { ...defaultTheme.typography, headingFont: 'playfair-display' },
    };
    const published = await save({ schemaVersion: 2, components: [navbar], theme: serif }, true);
    expect(published.statusCode, published.body).toBe(200);
    const home = (await shopper().get('/')).body;
    const preloads = [...home.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const playfair = fontCatalogue.find((f) => f.id === 'playfair-display')!;
    const file = `/fonts/${playfair.version}/playfair-display-latin-wght-normal.woff2`;
    expect(preloads).toEqual([file]);
    expect(themeStyle(home)).toContain(`src:url(${file}) format('woff2')`);
    expect(themeStyle(home)).toContain("font-family:'Playfair Display Fallback'");
    expect(themeStyle(home)).toContain("--sf-font-heading:'Playfair Display Variable'");

    const font = await shopper().get(file);
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const missing = await shopper().get(`/fonts/${playfair.version}/../../package.json`);
    expect(missing.statusCode).toBe(404);
    const other = await shopper().get('/fonts/1.0.0/playfair-display-latin-wght-normal.woff2');
    expect(other.statusCode).toBe(404);
  });

  it('shows a template in any style preset; an unknown preset is a 400 naming it', async () => {
    const visitor = new TestClient(t.app, 'localhost:3000');
    const base = '/api/platform/templates/preview?templateId=fashion';
    const own = await visitor.get(base);
    expect(own.statusCode).toBe(200);
    expect(themeStyle(own.body)).toContain('--sf-heading-case:none');
    const bold = await visitor.get(`${base}&preset=bold`);
    expect(bold.statusCode).toBe(200);
    expect(themeStyle(bold.body)).toContain('--sf-heading-case:uppercase');
    expect(bold.body).toContain('The Autumn Edit');
    const unknown = await visitor.get(`${base}&preset=neon`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('preset');
  });

  it('migrates content saved before themes when the builder reads it', async () => {
    const saved = await alice.client.put(`${api}/update-page`, {
      storeId: alice.storeId,
      pageId: homeId,
      content: {
        schemaVersion: 1,
        components: [{ id: 'f1', type: 'faq', props: { titleColor: '#ff0000' } }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await open();
    expect(detail.content.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(detail.content.components[0]!.props).toMatchObject({
      colorScheme: 'scheme-1',
      titleColor: '#ff0000',
      questionColor: '',
      answerColor: '#4b5563',
    });
  });
});
