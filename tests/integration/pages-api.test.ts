/**
 * The Pages API: create, save a draft, publish, list, delete — members only, content checked
 * against the section registry (nothing stored on a bad section), HTML sanitised, drafts never
 * visible to shoppers until published.
 */
import { describe, expect, it } from 'vitest';
import type { PageDto } from '../../shared';
import type { PageDetail } from '../../shared';
import { TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { useShop } from './helpers/shops';

const XSS =
  '<h2>About</h2><script>alert(1)</script><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>';

const banner = (props: Record<string, unknown> = {}) => ({
  id: 'banner-1',
  type: 'banner',
  props: { title: 'Winter', ...props },
});
const textBlock = (content: string, id = 'text-1') => ({
  id,
  type: 'textBlock',
  props: { content },
});

describeOnDatabase('pages API', () => {
  const t = useTestApp();
  const alice = useShop(t, 'alice-pages', 'Alice', 'localhost:3000');
  const bob = useShop(t, 'bob-pages', 'Bob');

  async function addPage(body: Record<string, unknown>, client = alice.client) {
    return client.post('/api/dashboard/page/add-page', { storeId: alice.storeId, ...body });
  }
  async function listPages(client = alice.client, storeId = alice.storeId) {
    const res = await client.get(`/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`);
    expect(res.statusCode).toBe(200);
    return res.json<PageDetail[]>();
  }
  const publicPage = (slug: string, storeId = alice.storeId) =>
    alice.shopper.get(`/api/storefront/page?storeId=${storeId}&slug=${slug}`);

  it('keeps the product template out of the store’s pages, links, sitemap and plan count', async () => {
    const template = (await listPages()).find((p) => p.slug === 'product');
    expect(template).toMatchObject({ pageType: 'product', published: true });
    // Published, it still is no page of its own on the store host.
    const storeHost = new TestClient(t.app, 'alice-pages.localhost:3000');
    expect((await storeHost.get('/page/product')).statusCode).toBe(404);
    expect((await storeHost.get('/sitemap.xml')).body).not.toContain('/page/product');
    const links = await alice.client.get(
      `/api/dashboard/page/get-pages-links?storeId=${alice.storeId}`,
    );
    expect(links.json<{ slug: string }[]>().map((l) => l.slug)).not.toContain('product');
    // Its slug is fixed, and a second template (any other slug) is refused.
    const renamed = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: template!.pageId,
      storeId: alice.storeId,
      slug: 'product-page',
    });
    expectRefused(renamed, 400, ['slug']);
    const other = await addPage({ title: 'Other', slug: 'other-template', pageType: 'product' });
    expectRefused(other, 400, ['slug']);
    // Deleted, it comes back from the create form's type with its product section.
    const gone = await alice.client.request(
      'DELETE',
      `/api/dashboard/page/delete/${template!.pageId}`,
    );
    expect(gone.statusCode).toBe(200);
    const again = await addPage({ title: 'Product page', slug: 'product', pageType: 'product' });
    expect(again.statusCode).toBe(201);
    expect(again.json<PageDetail>().content.components.map((c) => c.type)).toEqual(['product']);
  });

  it('draws a product page from the published template, the next request after a publish', async () => {
    const added = await alice.client.post('/api/dashboard/products/add-product', {
      storeId: alice.storeId,
      name: 'Template mug',
      price: 9,
      status: 'active',
      stock: 5,
    });
    expect(added.statusCode, added.body).toBe(201);
    const slug = added.json<{ slug: string }>().slug;
    const storeHost = new TestClient(t.app, 'alice-pages.localhost:3000');
    const order = async () => {
      const html = (await storeHost.get(`/product/${slug}`)).body;
      const info = html.slice(html.indexOf('sf-product__info'));
      return [...info.matchAll(/data-block-type="(\w+)"/g)].map((m) => m[1]);
    };
    expect((await order()).slice(0, 3)).toEqual(['title', 'rating', 'price']);
    // Price first, rating hidden: published, the very next render shows it.
    const template = (await listPages()).find((p) => p.slug === 'product')!;
    const detail = await alice.client.get(
      `/api/dashboard/page/get-page-by-id?pageId=${template.pageId}`,
    );
    const content = detail.json<{
      content: { components: { props: { blocks: { type: string; hidden?: boolean }[] } }[] };
    }>().content;
    const blocks = content.components[0]!.props.blocks;
    const price = blocks.find((b) => b.type === 'price')!;
    const reordered = [price, ...blocks.filter((b) => b !== price)].map((b) =>
      b.type === 'rating' ? { ...b, hidden: true } : b,
    );
    const saved = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: template.pageId,
      storeId: alice.storeId,
      content: {
        ...content,
        components: [
          {
            ...content.components[0],
            props: { ...content.components[0]!.props, blocks: reordered },
          },
        ],
      },
      publish: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await order()).slice(0, 3)).toEqual(['price', 'title', 'stock']);
  });

  it('creates a page with validated, defaulted content and lists it', async () => {
    const res = await addPage({
      title: 'Winter Sale',
      slug: 'winter-sale',
      metaTitle: 'Winter sale',
      content: { schemaVersion: 1, components: [banner({ overlayOpacity: 0.5 })] },
    });
    expect(res.statusCode).toBe(201);
    const page = res.json<PageDetail>();
    expect(page).toMatchObject({
      storeId: alice.storeId,
      title: 'Winter Sale',
      slug: 'winter-sale',
      pageType: 'custom',
      metaTitle: 'Winter sale',
      published: false,
      publishedAt: null,
      version: 1,
    });
    // Saved in version 1: migrated to today's, its title and button now its blocks.
    expect(page.content.components[0]).toMatchObject({
      id: 'banner-1',
      type: 'banner',
      props: {
        overlayOpacity: 0.5,
        blocks: [
          { type: 'heading', props: { text: 'Winter' } },
          { type: 'text' },
          { type: 'button', props: { label: 'Shop Now' } },
        ],
      },
    });
    const slugs = (await listPages()).map((p) => p.slug);
    // A new store starts with home, about, the policy pages its footer links to and the
    // product template.
    expect(slugs).toEqual(['home', 'about', 'shipping', 'returns', 'product', 'winter-sale']);
    // Never published: shoppers do not see it.
    expect((await publicPage('winter-sale')).statusCode).toBe(404);
  });

  it('refuses a taken slug with 409 naming slug, and a malformed slug with 400', async () => {
    await addPage({ title: 'Dup', slug: 'dup-page' });
    const again = await addPage({ title: 'Dup 2', slug: 'dup-page' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([
      { field: 'slug', message: 'A page with this slug already exists in this store' },
    ]);
    const home = await addPage({ title: 'Home 2', slug: 'home' });
    expect(home.statusCode).toBe(409);
    for (const slug of ['About Us', '-x', 'x_y', '']) {
      const bad = await addPage({ title: 'Bad', slug });
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().details[0].field).toBe('slug');
    }
    // The same slug in another store is fine.
    const other = await bob.client.post('/api/dashboard/page/add-page', {
      storeId: bob.storeId,
      title: 'Dup',
      slug: 'dup-page',
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses an unknown section type with 400 naming type, storing nothing', async () => {
    const before = await listPages();
    const res = await addPage({
      title: 'Bad',
      slug: 'bad-type',
      content: { components: [textBlock('<p>ok</p>'), { id: 'x', type: 'marquee', props: {} }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'content.components[1].type', message: "Unknown section type 'marquee'" },
    ]);
    expect(await listPages()).toEqual(before);
  });

  it('refuses an out-of-bounds prop with 400 naming the component path and prop', async () => {
    const res = await addPage({
      title: 'Bad',
      slug: 'bad-prop',
      content: { components: [banner({ overlayOpacity: 2 })] },
    });
    expect(res.statusCode).toBe(400);
    const [detail] = res.json().details;
    expect(detail.field).toBe('content.components[0].props.overlayOpacity');
    expect(detail.message).toMatch(/at most 1/i);

    const nested = await addPage({
      title: 'Bad',
      slug: 'bad-nested',
      content: {
        components: [
          { id: 'c', type: 'container', props: { children: [banner({ overlayOpacity: -1 })] } },
        ],
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details[0].field).toBe(
      'content.components[0].props.children[0].props.overlayOpacity',
    );
    const notADoc = await addPage({ title: 'Bad', slug: 'bad-doc', content: { components: 'x' } });
    expectRefused(notADoc, 400, ['content.components']);
    expect((await listPages()).map((p) => p.slug)).not.toContain('bad-prop');
  });

  it('saves drafts invisibly, raises the version, and publishes on request', async () => {
    const created = (
      await addPage({ title: 'Story', slug: 'story', content: [textBlock('<p>v1</p>')] })
    ).json<PageDetail>();
    const first = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: created.pageId,
      storeId: alice.storeId,
      publish: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, published: true });
    const v1 = (await publicPage('story')).json<PageDto>();
    expect(v1.content[0]?.props.content).toBe('<p>v1</p>');
    // The rendered store page too, twice: the second answer comes from the page cache.
    const storeHost = new TestClient(t.app, 'alice-pages.localhost:3000');
    expect((await storeHost.get('/page/story')).body).toContain('<p>v1</p>');
    expect((await storeHost.get('/page/story')).headers['x-storefront-cache']).toBe('hit');

    const draft = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: created.pageId,
      storeId: alice.storeId,
      title: 'Our Story',
      content: { components: [textBlock('<p>v2 draft</p>')] },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ version: 3, title: 'Our Story' });
    const stillV1 = (await publicPage('story')).json<PageDto>();
    expect(stillV1.content[0]?.props.content).toBe('<p>v1</p>');
    expect(JSON.stringify(stillV1)).not.toContain('v2 draft');
    expect((await storeHost.get('/page/story')).body).not.toContain('v2 draft');

    const byId = await alice.client.get(
      `/api/dashboard/page/get-page-by-id?pageId=${created.pageId}`,
    );
    expect(byId.json<PageDetail>().content.components[0]?.props.content).toBe('<p>v2 draft</p>');

    // Publishing without new content publishes the saved draft.
    const published = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: created.pageId,
      storeId: alice.storeId,
      publish: true,
    });
    expect(published.json()).toMatchObject({ version: 4, published: true });
    expect(published.json().publishedAt).not.toBeNull();
    const v2 = (await publicPage('story')).json<PageDto>();
    expect(v2.content[0]?.props.content).toBe('<p>v2 draft</p>');
    expect(v2.title).toBe('Our Story');
    // Publishing purged the cached page: shoppers see the new version at once.
    const after = await storeHost.get('/page/story');
    expect(after.headers['x-storefront-cache']).toBe('miss');
    expect(after.body).toContain('<p>v2 draft</p>');
  });

  it('refuses a save based on an older version with 409', async () => {
    const page = (await addPage({ title: 'V', slug: 'versioned' })).json<PageDetail>();
    const saveOnVersion1 = (title: string) =>
      alice.client.put('/api/dashboard/page/update-page', {
        pageId: page.pageId,
        storeId: alice.storeId,
        title,
        version: 1,
      });
    const ok = await saveOnVersion1('V2');
    expect(ok.statusCode).toBe(200);
    const stale = await saveOnVersion1('V-stale');
    expectRefused(stale, 409, ['version']);
    const now = await alice.client.get(`/api/dashboard/page/get-page-by-id?pageId=${page.pageId}`);
    expect(now.json()).toMatchObject({ title: 'V2', version: 2 });
  });

  it('stores and serves text blocks sanitised', async () => {
    const res = await addPage({
      title: 'XSS',
      slug: 'xss',
      content: {
        components: [
          textBlock(XSS),
          { id: 'c', type: 'container', props: { children: [textBlock(XSS, 'inner')] } },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const stored = JSON.stringify(res.json().content);
    expect(stored).toContain('<h2>About</h2>');
    expect(stored).not.toMatch(/<script|onerror|javascript:/i);
    await alice.client.put('/api/dashboard/page/update-page', {
      pageId: res.json().pageId,
      storeId: alice.storeId,
      publish: true,
    });
    const served = await alice.shopper.get(
      '/api/dashboard/page/get-page-by-domain?domain=alice-pages&slug=xss',
    );
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('About');
    expect(served.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("refuses another merchant's pages and stores, changing nothing", async () => {
    const page = (
      await addPage({ title: 'Mine', slug: 'mine', content: [textBlock('<p>mine</p>')] })
    ).json<PageDetail>();
    const attempts = [
      () => bob.client.get(`/api/dashboard/page/get-page-by-id?pageId=${page.pageId}`),
      () => bob.client.get(`/api/dashboard/page/get-pages-by-store-id?storeId=${alice.storeId}`),
      () =>
        bob.client.post('/api/dashboard/page/add-page', {
          storeId: alice.storeId,
          title: 'Intruder',
          slug: 'intruder',
        }),
      () =>
        bob.client.put('/api/dashboard/page/update-page', {
          pageId: page.pageId,
          storeId: alice.storeId,
          title: 'Hacked',
          publish: true,
        }),
      // Bob's own store id with Alice's page id.
      () =>
        bob.client.put('/api/dashboard/page/update-page', {
          pageId: page.pageId,
          storeId: bob.storeId,
          title: 'Hacked',
          publish: true,
        }),
      () => bob.client.request('DELETE', `/api/dashboard/page/delete/${page.pageId}`),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('<p>mine</p>');
    }
    const after = await alice.client.get(
      `/api/dashboard/page/get-page-by-id?pageId=${page.pageId}`,
    );
    expect(after.json()).toMatchObject(page);
    expect((await listPages()).map((p) => p.slug)).not.toContain('intruder');
  });

  it('asks for a session on every route', async () => {
    const anon = new TestClient(t.app);
    const page = (await addPage({ title: 'Anon', slug: 'anon' })).json<PageDetail>();
    const responses = [
      await anon.post('/api/dashboard/page/add-page', {
        storeId: alice.storeId,
        title: 'x',
        slug: 'x',
      }),
      await anon.put('/api/dashboard/page/update-page', {
        pageId: page.pageId,
        storeId: alice.storeId,
      }),
      await anon.get(`/api/dashboard/page/get-page-by-id?pageId=${page.pageId}`),
      await anon.get(`/api/dashboard/page/get-pages-by-store-id?storeId=${alice.storeId}`),
      await anon.request('DELETE', `/api/dashboard/page/delete/${page.pageId}`),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json().redirectTo).toBe('/login');
    }
  });

  it('deletes a page but never the home page', async () => {
    const page = (await addPage({ title: 'Gone', slug: 'gone' })).json<PageDetail>();
    const res = await alice.client.request('DELETE', `/api/dashboard/page/delete/${page.pageId}`);
    expect(res.statusCode).toBe(200);
    expect((await listPages()).map((p) => p.slug)).not.toContain('gone');
    const again = await alice.client.request('DELETE', `/api/dashboard/page/delete/${page.pageId}`);
    expect(again.statusCode).toBe(404);

    const home = (await listPages()).find((p) => p.slug === 'home')!;
    const refused = await alice.client.request(
      'DELETE',
      `/api/dashboard/page/delete/${home.pageId}`,
    );
    expectRefused(refused, 400, ['id']);
    const moved = await alice.client.put('/api/dashboard/page/update-page', {
      pageId: home.pageId,
      storeId: alice.storeId,
      slug: 'start',
    });
    expectRefused(moved, 400, ['slug']);
    expect((await listPages()).map((p) => p.slug)).toContain('home');
  });

  describe('bad input', () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    type Case = [string, () => ReturnType<TestClient['request']>, string];
    const cases = (): Case[] => {
      const c = alice.client;
      const add = (body: unknown) => c.request('POST', '/api/dashboard/page/add-page', { body });
      const update = (body: unknown) =>
        c.request('PUT', '/api/dashboard/page/update-page', { body });
      const valid = { storeId: alice.storeId, title: 'T', slug: 'tt' };
      return [
        [
          'add: malformed JSON',
          () => c.request('POST', '/api/dashboard/page/add-page', { rawBody: '{"a":' }),
          'body',
        ],
        ['add: not an object', () => add([1]), 'body'],
        ['add: missing storeId', () => add({ title: 'T', slug: 'tt' }), 'storeId'],
        ['add: bad storeId', () => add({ ...valid, storeId: 'x' }), 'storeId'],
        ['add: missing title', () => add({ storeId: alice.storeId, slug: 'tt' }), 'title'],
        ['add: title a number', () => add({ ...valid, title: 5 }), 'title'],
        ['add: missing slug', () => add({ storeId: alice.storeId, title: 'T' }), 'slug'],
        ['add: unknown pageType', () => add({ ...valid, pageType: 'blog' }), 'pageType'],
        [
          'add: metaTitle too long',
          () => add({ ...valid, metaTitle: 'x'.repeat(201) }),
          'metaTitle',
        ],
        ['add: unknown field', () => add({ ...valid, published: true }), 'published'],
        ['add: content not a document', () => add({ ...valid, content: 'html' }), 'content'],
        [
          'add: component without id',
          () => add({ ...valid, content: [{ type: 'banner', props: {} }] }),
          'content.components[0].id',
        ],
        ['update: missing pageId', () => update({ storeId: alice.storeId }), 'pageId'],
        ['update: bad pageId', () => update({ storeId: alice.storeId, pageId: 7 }), 'pageId'],
        [
          'update: publish a string',
          () => update({ storeId: alice.storeId, pageId: uuid, publish: 'yes' }),
          'publish',
        ],
        [
          'update: unknown field',
          () => update({ storeId: alice.storeId, pageId: uuid, status: 'x' }),
          'status',
        ],
        [
          'update: version not a number',
          () => update({ storeId: alice.storeId, pageId: uuid, version: 'a' }),
          'version',
        ],
        [
          'get-page-by-id: missing pageId',
          () => c.get('/api/dashboard/page/get-page-by-id'),
          'pageId',
        ],
        [
          'get-page-by-id: bad pageId',
          () => c.get('/api/dashboard/page/get-page-by-id?pageId=1'),
          'pageId',
        ],
        [
          'get-page-by-id: unknown field',
          () => c.get(`/api/dashboard/page/get-page-by-id?pageId=${uuid}&x=1`),
          'x',
        ],
        [
          'get-pages-by-store-id: missing storeId',
          () => c.get('/api/dashboard/page/get-pages-by-store-id'),
          'storeId',
        ],
        [
          'delete: bad id',
          () => c.request('DELETE', '/api/dashboard/page/delete/not-a-uuid'),
          'id',
        ],
      ];
    };

    it('answers 4xx naming the field, never 5xx', async () => {
      for (const [name, send, field] of cases()) {
        const res = await send();
        expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, name).toBeLessThan(500);
        const fields = ((res.json().details ?? []) as { field: string }[]).map((d) => d.field);
        expect(fields, name).toContain(field);
      }
    });
  });
});
