/**
 * The builder's side of the Pages API: a page and the store's global content (header/footer)
 * saved together in one transaction as drafts shoppers do not see until published, version
 * conflicts (409, nothing written), update-all-content, get-pages-links, update-seo, tenant
 * isolation, bad input, and the canvas document at GET /canvas on the dashboard host.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BuilderPageDetail,
  GlobalContentDetail,
  PageDetail,
  PageLink,
  Component,
} from '../../shared';
import { buildApp } from '../../server/app';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const PAGE = '/api/dashboard/page';

/** A banner whose heading block reads `title`. */
const banner = (title: string, id = `banner-${title.replace(/\W/g, '').toLowerCase()}`) => ({
  id,
  type: 'banner',
  props: { blocks: [{ id: 'heading-1', type: 'heading', props: { text: title } }] },
});
const headingOf = (component: Component | undefined) =>
  (component?.props.blocks as { props: { text?: unknown } }[] | undefined)?.[0]?.props.text;

/** `components` with the props of the first section of `type` changed. */
function withProps(
  components: Component[],
  type: string,
  props: Record<string, unknown>,
): Component[] {
  const at = components.findIndex((c) => c.type === type);
  expect(at, `no ${type} in ${JSON.stringify(components)}`).toBeGreaterThanOrEqual(0);
  return components.map((c, i) => (i === at ? { ...c, props: { ...c.props, ...props } } : c));
}

describeOnDatabase('builder pages API', () => {
  const t = useTestApp();
  const alice = useShop(t, 'alice-build', 'Alice Build', 'alice-build.localhost:3000');
  const bob = useShop(t, 'bob-build', 'Bob Build');

  async function detail(pageId: string, client = alice.client): Promise<BuilderPageDetail> {
    const res = await client.get(`${PAGE}/get-page-by-id?pageId=${pageId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BuilderPageDetail>();
  }
  async function pageBySlug(slug: string, client = alice.client, storeId = alice.storeId) {
    const res = await client.get(`${PAGE}/get-pages-by-store-id?storeId=${storeId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<PageDetail[]>().find((p) => p.slug === slug);
    if (!page) throw new Error(`no page ${slug}`);
    return detail(page.pageId, client);
  }
  async function addPage(body: Record<string, unknown>, client = alice.client) {
    const res = await client.post(`${PAGE}/add-page`, { storeId: alice.storeId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PageDetail>();
  }
  const updatePage = (body: Record<string, unknown>, client = alice.client) =>
    client.put(`${PAGE}/update-page`, { storeId: alice.storeId, ...body });
  const updateAll = (body: Record<string, unknown>, client = alice.client) =>
    client.put(`${PAGE}/update-all-content`, { storeId: alice.storeId, ...body });
  /** The home page as shoppers get it on the store host. */
  async function storeHome(): Promise<string> {
    const res = await alice.shopper.get('/');
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it('get-page-by-id answers the page with its store and the global content', async () => {
    const home = await pageBySlug('home');
    expect(home).toMatchObject({
      slug: 'home',
      pageType: 'home',
      storeId: alice.storeId,
      storeDomain: 'alice-build.localhost',
      storeName: 'Alice Build',
      currency: 'USD',
      globalVersion: 1,
      published: true,
      unpublishedChanges: false,
      globalUnpublishedChanges: false,
    });
    expect(home.globalContent.components.map((c) => c.type)).toEqual(['navbar', 'footer']);
    expect(home.globalContent.components.every((c) => c.contentType === 'global')).toBe(true);
    // A page never published has changes shoppers do not see.
    const fresh = await addPage({ title: 'Fresh', slug: 'fresh' });
    expect(fresh.unpublishedChanges).toBe(true);
    expect((await detail(fresh.pageId)).unpublishedChanges).toBe(true);
  });

  it('keeps page and global drafts off the store host until publish', async () => {
    const home = await pageBySlug('home');
    expect(await storeHome()).toContain('Welcome to Alice Build');
    const saved = await updatePage({
      pageId: home.pageId,
      content: [...home.content.components, banner('Draft Banner QRS')],
      globalContent: withProps(home.globalContent.components, 'navbar', {
        logoText: 'Draft Logo XYZ',
      }),
      version: home.version,
      globalVersion: home.globalVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BuilderPageDetail>()).toMatchObject({
      pageId: home.pageId,
      version: home.version + 1,
      globalVersion: home.globalVersion + 1,
      published: true,
      unpublishedChanges: true,
      globalUnpublishedChanges: true,
    });

    // Shoppers: the rendered page, the public API, the spec's global content read.
    const before = await storeHome();
    expect(before).toContain('Welcome to Alice Build');
    expect(before).not.toContain('Draft Logo XYZ');
    expect(before).not.toContain('Draft Banner QRS');
    const global = await alice.shopper.get(
      `${PAGE}/get-page-global-content?storeDomain=alice-build.localhost`,
    );
    expect(global.statusCode).toBe(200);
    expect(global.body).not.toContain('Draft Logo XYZ');
    const publicPage = await alice.shopper.get(
      `/api/storefront/page?storeId=${alice.storeId}&slug=home`,
    );
    expect(publicPage.body).not.toContain('Draft Banner QRS');

    // The builder reads its drafts back.
    const reread = await detail(home.pageId);
    expect(reread.globalContent.components[0]?.props.logoText).toBe('Draft Logo XYZ');
    expect(headingOf(reread.content.components.at(-1))).toBe('Draft Banner QRS');
    expect(reread).toMatchObject({ unpublishedChanges: true, globalVersion: 2 });

    const published = await updatePage({
      pageId: home.pageId,
      publish: true,
      version: reread.version,
      globalVersion: reread.globalVersion,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<BuilderPageDetail>()).toMatchObject({
      version: reread.version + 1,
      globalVersion: reread.globalVersion + 1,
      unpublishedChanges: false,
      globalUnpublishedChanges: false,
    });
    const after = await storeHome();
    expect(after).toContain('Draft Logo XYZ');
    expect(after).toContain('Draft Banner QRS');
    // Every page shows the published header, not only the one saved with it.
    await addPage({ title: 'Other', slug: 'other-page' }).then((p) =>
      updatePage({ pageId: p.pageId, publish: true }),
    );
    expect((await alice.shopper.get('/page/other-page')).body).toContain('Draft Logo XYZ');
  });

  it('saving unchanged global content keeps its version; a draft equal to live is no draft', async () => {
    const home = await pageBySlug('home');
    const same = await updatePage({
      pageId: home.pageId,
      content: home.content,
      globalContent: home.globalContent,
      version: home.version,
      globalVersion: home.globalVersion,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      version: home.version + 1,
      globalVersion: home.globalVersion,
    });
    const changed = withProps(home.globalContent.components, 'navbar', { logoText: 'Temp' });
    const draft = await updateAll({ globalContent: changed, version: home.globalVersion });
    expect(draft.json<GlobalContentDetail>()).toMatchObject({
      version: home.globalVersion + 1,
      published: false,
    });
    // Changed back to what shoppers see: no unpublished global changes remain.
    const back = await updateAll({ globalContent: home.globalContent });
    expect(back.json<GlobalContentDetail>()).toMatchObject({
      version: home.globalVersion + 2,
      published: true,
    });
    expect((await detail(home.pageId)).globalUnpublishedChanges).toBe(false);
  });

  it('refuses a stale page version or globalVersion with 409, writing nothing', async () => {
    const home = await pageBySlug('home');
    const ok = await updatePage({
      pageId: home.pageId,
      globalContent: withProps(home.globalContent.components, 'navbar', { logoText: 'Logo One' }),
      version: home.version,
      globalVersion: home.globalVersion,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const current = await detail(home.pageId);

    const stalePage = await updatePage({
      pageId: home.pageId,
      content: [...home.content.components, banner('Stale Page Banner')],
      globalContent: withProps(home.globalContent.components, 'navbar', { logoText: 'Logo Two' }),
      version: home.version,
      globalVersion: current.globalVersion,
      publish: true,
    });
    expect(stalePage.statusCode).toBe(409);
    expect(stalePage.json()).toMatchObject({
      details: [{ field: 'version' }],
      currentVersion: current.version,
      currentGlobalVersion: current.globalVersion,
    });

    const staleGlobal = await updatePage({
      pageId: home.pageId,
      title: 'Renamed',
      content: [...home.content.components, banner('Stale Global Banner')],
      globalContent: withProps(home.globalContent.components, 'navbar', { logoText: 'Logo Two' }),
      version: current.version,
      globalVersion: home.globalVersion,
      publish: true,
    });
    expect(staleGlobal.statusCode).toBe(409);
    expect(staleGlobal.json().details).toEqual([
      { field: 'globalVersion', message: expect.any(String) },
    ]);

    const both = await updatePage({
      pageId: home.pageId,
      content: [],
      version: home.version,
      globalVersion: home.globalVersion,
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().details.map((d: { field: string }) => d.field)).toEqual([
      'version',
      'globalVersion',
    ]);

    // Nothing of any refused save was stored or published.
    expect(await detail(home.pageId)).toEqual(current);
    const live = await storeHome();
    expect(live).not.toMatch(/Logo Two|Stale Page Banner|Stale Global Banner/);
  });

  it('one of two saves based on the same versions wins; the other gets 409', async () => {
    const home = await pageBySlug('home');
    const other = await pageBySlug('other-page');
    const logo = (text: string) =>
      withProps(home.globalContent.components, 'navbar', { logoText: text });
    const results = await Promise.all([
      updatePage({
        pageId: home.pageId,
        globalContent: logo('Tab A'),
        version: home.version,
        globalVersion: home.globalVersion,
      }),
      updatePage({
        pageId: other.pageId,
        globalContent: logo('Tab B'),
        version: other.version,
        globalVersion: home.globalVersion,
      }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().details[0].field).toBe('globalVersion');
    const winner = results.find((r) => r.statusCode === 200)!.json<BuilderPageDetail>();
    const after = await detail(home.pageId);
    expect(after.globalVersion).toBe(home.globalVersion + 1);
    expect(after.globalContent).toEqual(winner.globalContent);
    // The loser's page was not saved either.
    const loserPage = winner.pageId === home.pageId ? other : home;
    expect((await detail(loserPage.pageId)).version).toBe(loserPage.version);
  });

  it('update-all-content saves a draft, publishes, and refuses a stale version', async () => {
    const home = await pageBySlug('home');
    const footer = withProps(home.globalContent.components, 'footer', {
      copyrightText: 'Draft Footer ABC',
    });
    const draft = await updateAll({ globalContent: footer, version: home.globalVersion });
    expect(draft.statusCode, draft.body).toBe(200);
    const saved = draft.json<GlobalContentDetail>();
    expect(saved).toMatchObject({
      storeId: alice.storeId,
      version: home.globalVersion + 1,
      published: false,
    });
    expect(saved.globalContent.components.map((c) => c.type)).toEqual(['navbar', 'footer']);
    expect(await storeHome()).not.toContain('Draft Footer ABC');
    expect(await detail(home.pageId)).toMatchObject({
      globalVersion: saved.version,
      globalUnpublishedChanges: true,
      unpublishedChanges: true,
    });

    const stale = await updateAll({
      globalContent: withProps(footer, 'footer', { copyrightText: 'Stale Footer' }),
      version: home.globalVersion,
      publish: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      details: [{ field: 'version' }],
      currentVersion: saved.version,
    });
    expect((await detail(home.pageId)).globalVersion).toBe(saved.version);
    expect(await storeHome()).not.toMatch(/Stale Footer|Draft Footer ABC/);

    const live = await updateAll({ globalContent: footer, publish: true, version: saved.version });
    expect(live.json<GlobalContentDetail>()).toMatchObject({
      version: saved.version + 1,
      published: true,
    });
    expect(await storeHome()).toContain('Draft Footer ABC');
    expect((await detail(home.pageId)).globalUnpublishedChanges).toBe(false);
  });

  it('get-pages-links answers every page with its storefront path', async () => {
    // `about` is one of a new store's starter pages (published).
    await addPage({ title: 'Shop', slug: 'shop', pageType: 'shop' });
    const faq = await addPage({ title: 'FAQ', slug: 'faq-page' });
    await updatePage({ pageId: faq.pageId, publish: true });
    const res = await alice.client.get(`${PAGE}/get-pages-links?storeId=${alice.storeId}`);
    expect(res.statusCode).toBe(200);
    const links = res.json<PageLink[]>();
    expect(links[0]).toMatchObject({ slug: 'home', url: '/', pageType: 'home', published: true });
    const bySlug = Object.fromEntries(links.map((l) => [l.slug, l]));
    expect(bySlug.about).toMatchObject({ url: '/about', pageType: 'about', published: true });
    expect(bySlug.shop).toMatchObject({ published: false });
    expect(bySlug.shop).toMatchObject({ url: '/shop', pageType: 'shop' });
    expect(bySlug['faq-page']).toEqual({
      pageId: faq.pageId,
      title: 'FAQ',
      slug: 'faq-page',
      pageType: 'custom',
      url: '/page/faq-page',
      published: true,
    });
    // Only this store's pages.
    const bobs = await bob.client.get(`${PAGE}/get-pages-links?storeId=${bob.storeId}`);
    expect(bobs.json<PageLink[]>().map((l) => l.slug)).toEqual([
      'home',
      'about',
      'shipping',
      'returns',
    ]);
  });

  it('update-seo sets meta fields live without raising the version', async () => {
    const page = await addPage({ title: 'Seo', slug: 'seo-page' });
    await updatePage({ pageId: page.pageId, publish: true });
    const before = await detail(page.pageId);
    const res = await alice.client.put(`${PAGE}/update-seo`, {
      pageId: page.pageId,
      storeId: alice.storeId,
      metaTitle: '  Seo Title Live  ',
      metaDescription: 'About our seo page',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PageDetail>()).toMatchObject({
      pageId: page.pageId,
      metaTitle: 'Seo Title Live',
      metaDescription: 'About our seo page',
      version: before.version,
    });
    const onlyDescription = await alice.client.put(`${PAGE}/update-seo`, {
      pageId: page.pageId,
      storeId: alice.storeId,
      metaDescription: '',
    });
    expect(onlyDescription.json()).toMatchObject({
      metaTitle: 'Seo Title Live',
      metaDescription: '',
    });
    const served = await alice.shopper.get('/page/seo-page');
    expect(served.body).toContain('Seo Title Live');
    for (const [field, value] of [
      ['metaTitle', 'x'.repeat(201)],
      ['metaDescription', 'x'.repeat(501)],
    ] as const) {
      const bad = await alice.client.put(`${PAGE}/update-seo`, {
        pageId: page.pageId,
        storeId: alice.storeId,
        [field]: value,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe(field);
    }
    expect((await detail(page.pageId)).metaTitle).toBe('Seo Title Live');
  });

  it("refuses another merchant's pages and global content, changing nothing", async () => {
    const home = await pageBySlug('home');
    const bobHome = await pageBySlug('home', bob.client, bob.storeId);
    const liveBefore = await storeHome();
    const hacked = withProps(home.globalContent.components, 'navbar', { logoText: 'Hacked' });
    const attempts = [
      () => bob.client.get(`${PAGE}/get-page-by-id?pageId=${home.pageId}`),
      () => bob.client.get(`${PAGE}/get-pages-links?storeId=${alice.storeId}`),
      () =>
        updatePage(
          {
            pageId: home.pageId,
            content: [banner('Hacked')],
            globalContent: hacked,
            publish: true,
          },
          bob.client,
        ),
      // Bob's store id with Alice's page.
      () =>
        updatePage(
          { pageId: home.pageId, storeId: bob.storeId, globalContent: hacked, publish: true },
          bob.client,
        ),
      // Bob's page with Alice's store id.
      () =>
        updatePage(
          { pageId: bobHome.pageId, storeId: alice.storeId, globalContent: hacked, publish: true },
          bob.client,
        ),
      () => updateAll({ globalContent: hacked, publish: true }, bob.client),
      () =>
        bob.client.put(`${PAGE}/update-seo`, {
          pageId: home.pageId,
          storeId: alice.storeId,
          metaTitle: 'Hacked',
        }),
      () =>
        bob.client.put(`${PAGE}/update-seo`, {
          pageId: home.pageId,
          storeId: bob.storeId,
          metaTitle: 'Hacked',
        }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('Alice Build');
      expect(res.body).not.toContain(home.pageId);
    }
    expect(await detail(home.pageId)).toEqual(home);
    expect(await storeHome()).toBe(liveBefore);
    // Bob's own store is untouched by his refused attempts too.
    expect(await pageBySlug('home', bob.client, bob.storeId)).toEqual(bobHome);
  });

  it('asks for a session on the new routes', async () => {
    const anon = new TestClient(t.app);
    const home = await pageBySlug('home');
    const responses = [
      await anon.put(`${PAGE}/update-all-content`, { storeId: alice.storeId, globalContent: [] }),
      await anon.get(`${PAGE}/get-pages-links?storeId=${alice.storeId}`),
      await anon.put(`${PAGE}/update-seo`, { pageId: home.pageId, storeId: alice.storeId }),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json().redirectTo).toBe('/login');
    }
  });

  describe('bad input', () => {
    type Case = [string, () => ReturnType<TestClient['request']>, string];
    let home: BuilderPageDetail;
    beforeAll(async () => {
      home = await pageBySlug('home');
    });
    const cases = (): Case[] => {
      const c = alice.client;
      const update = (body: Record<string, unknown>) =>
        c.request('PUT', `${PAGE}/update-page`, {
          body: { pageId: home.pageId, storeId: alice.storeId, ...body },
        });
      const all = (body: unknown) => c.request('PUT', `${PAGE}/update-all-content`, { body });
      const seo = (body: unknown) => c.request('PUT', `${PAGE}/update-seo`, { body });
      const globals = home.globalContent.components;
      return [
        ['update: globalContent a string', () => update({ globalContent: 'x' }), 'globalContent'],
        [
          'update: globalContent components not a list',
          () => update({ globalContent: { components: 5 } }),
          'globalContent.components',
        ],
        [
          'update: global prop out of bounds',
          () => update({ globalContent: withProps(globals, 'navbar', { logoHeight: 5000 }) }),
          `globalContent.components[0].props.logoHeight`,
        ],
        [
          'update: page section in the global content',
          () => update({ globalContent: [...globals, banner('Nope')] }),
          'globalContent.components[2].type',
        ],
        [
          'update: unknown global section type',
          () => update({ globalContent: [{ id: 'm', type: 'marquee', props: {} }] }),
          'globalContent.components[0].type',
        ],
        [
          'update: component without id',
          () => update({ globalContent: [{ type: 'navbar', props: {} }] }),
          'globalContent.components[0].id',
        ],
        [
          'update: a hero block over its limit',
          () =>
            update({
              content: [
                {
                  id: 'h',
                  type: 'heroStatic',
                  props: { blocks: [1, 2, 3].map((n) => ({ id: `h${n}`, type: 'heading' })) },
                },
              ],
            }),
          'content.components[0].props.blocks.2.type',
        ],
        [
          'update: a block saved by a newer builder',
          () =>
            update({
              content: [
                {
                  id: 'h',
                  type: 'heroStatic',
                  props: { blocks: [{ id: 'b', type: 'text', v: 7 }] },
                },
              ],
            }),
          'content.components[0].props.blocks.0.v',
        ],
        ['update: globalVersion a string', () => update({ globalVersion: 'a' }), 'globalVersion'],
        ['update: globalVersion 0', () => update({ globalVersion: 0 }), 'globalVersion'],
        ['update: globalVersion 1.5', () => update({ globalVersion: 1.5 }), 'globalVersion'],
        ['update: unknown field', () => update({ global: [] }), 'global'],
        ['all: not an object', () => all([1]), 'body'],
        ['all: missing storeId', () => all({ globalContent: globals }), 'storeId'],
        ['all: missing globalContent', () => all({ storeId: alice.storeId }), 'globalContent'],
        [
          'all: bad global prop',
          () =>
            all({
              storeId: alice.storeId,
              globalContent: withProps(globals, 'footer', { copyrightText: 5 }),
            }),
          'globalContent.components[1].props.copyrightText',
        ],
        [
          'all: version not a number',
          () => all({ storeId: alice.storeId, globalContent: globals, version: '2' }),
          'version',
        ],
        [
          'all: publish a string',
          () => all({ storeId: alice.storeId, globalContent: globals, publish: 'yes' }),
          'publish',
        ],
        [
          'all: unknown field',
          () => all({ storeId: alice.storeId, globalContent: globals, pageId: home.pageId }),
          'pageId',
        ],
        ['links: missing storeId', () => c.get(`${PAGE}/get-pages-links`), 'storeId'],
        ['links: bad storeId', () => c.get(`${PAGE}/get-pages-links?storeId=1`), 'storeId'],
        [
          'links: unknown field',
          () => c.get(`${PAGE}/get-pages-links?storeId=${alice.storeId}&slug=x`),
          'slug',
        ],
        ['seo: missing pageId', () => seo({ storeId: alice.storeId }), 'pageId'],
        ['seo: missing storeId', () => seo({ pageId: home.pageId }), 'storeId'],
        [
          'seo: metaTitle a number',
          () => seo({ pageId: home.pageId, storeId: alice.storeId, metaTitle: 5 }),
          'metaTitle',
        ],
        [
          'seo: unknown field',
          () => seo({ pageId: home.pageId, storeId: alice.storeId, title: 'x' }),
          'title',
        ],
      ];
    };

    it('answers 400 naming the field, storing nothing', async () => {
      const before = await detail(home.pageId);
      const liveBefore = await storeHome();
      for (const [name, send, field] of cases()) {
        const res = await send();
        expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
        const fields = ((res.json().details ?? []) as { field: string }[]).map((d) => d.field);
        expect(fields, name).toContain(field);
      }
      // A valid page with invalid global content is refused whole.
      const mixed = await updatePage({
        pageId: home.pageId,
        content: [banner('Half Saved')],
        globalContent: [banner('Nope')],
        publish: true,
      });
      expect(mixed.statusCode).toBe(400);
      expect(await detail(home.pageId)).toEqual(before);
      expect(await storeHome()).toBe(liveBefore);
    });
  });

  describe('GET /canvas', () => {
    it('serves the canvas document on the dashboard host, never cached', async () => {
      const res = await new TestClient(t.app, 'localhost:3000').get('/canvas');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      // This app has no built client: the page says how to build it.
      expect(res.body).toContain('npm run build');
    });

    it('is the store not-found page on a store host', async () => {
      const res = await alice.shopper.get('/canvas');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain('builder canvas');
    });

    it('serves the built canvas/index.html when there is one', async () => {
      const clientDir = mkdtempSync(join(tmpdir(), 'sb-canvas-'));
      mkdirSync(join(clientDir, 'canvas'));
      writeFileSync(
        join(clientDir, 'canvas', 'index.html'),
        '<!doctype html><title>Canvas</title><div id="canvas-root"></div>',
      );
      const app = await buildApp({
        config: t.config,
        database: t.database,
        logger: false,
        clientDir,
      });
      try {
        const res = await new TestClient(app, 'localhost:3000').get('/canvas?v=1');
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="canvas-root"></div>');
        expect(res.headers['cache-control']).toBe('no-cache');
      } finally {
        await app.close();
        rmSync(clientDir, { recursive: true, force: true });
      }
    });
  });

  describe('GET /builder', () => {
    it('serves the built builder page on the dashboard host with the session and page preloaded', async () => {
      const clientDir = mkdtempSync(join(tmpdir(), 'sb-builder-'));
      mkdirSync(join(clientDir, 'dashboard', 'builder'), { recursive: true });
      writeFileSync(
        join(clientDir, 'dashboard', 'builder', 'index.html'),
        '<!doctype html><html><head><title>Builder</title></head><body><div id="root"></div></body></html>',
      );
      const app = await buildApp({
        config: t.config,
        database: t.database,
        logger: false,
        clientDir,
      });
      try {
        const homePageId = (await pageBySlug('home')).pageId;
        const client = new TestClient(app, 'localhost:3000');
        const res = await client.get(`/builder?pageId=${homePageId.toUpperCase()}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).toContain('href="/api/auth/check-auth" as="fetch"');
        expect(res.body).toContain(
          `href="/api/dashboard/page/get-page-by-id?pageId=${homePageId}" as="fetch"`,
        );
        // No page id, no page preload; the dashboard app is not what /builder serves.
        const bare = await client.get('/builder');
        expect(bare.body).not.toContain('get-page-by-id');
        expect(bare.body).toContain('<div id="root"></div>');
      } finally {
        await app.close();
        rmSync(clientDir, { recursive: true, force: true });
      }
    });

    it('is the store not-found page on a store host', async () => {
      const res = await alice.shopper.get('/builder');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain('check-auth');
    });
  });
});
