/**
 * SEO (issue 12): the home page's search and sharing settings (get-homepage-seo by domain,
 * update-seo, update-settings), "hide from search engines" (noindex on every page, robots.txt
 * Disallow), the share image as og:image, the overview's warnings, and URL redirects — made
 * automatically when a product, category or page slug changes (chains followed, no loops, a
 * live path again drops its redirect), the merchant's CRUD, and the storefront's 301 before
 * its not-found page, with the query string kept.
 */
import { expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminProduct,
  HomepageSeoReply,
  PageDetail,
  RedirectsReply,
  SeoOverviewReply,
  UrlRedirect,
} from '../../shared';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const S = '/api/dashboard/seo';
const fields = (res: { json: () => unknown }) =>
  ((res.json() as { details?: { field: string }[] }).details ?? []).map((d) => d.field);

describeOnDatabase('SEO and URL redirects', () => {
  const t = useTestApp();
  const owner = useShop(t, 'seo-shop', 'SEO Shop');
  const rival = useShop(t, 'seo-rival', 'Rival Shop');

  const homepageSeo = (client = owner.client, domain = 'seo-shop.localhost') =>
    client.get(`/api/dashboard/page/get-homepage-seo?storeDomain=${encodeURIComponent(domain)}`);
  const redirects = async (q = '') =>
    (
      await owner.client.get(`${S}/redirects?storeId=${owner.storeId}&q=${encodeURIComponent(q)}`)
    ).json<RedirectsReply>().content;
  const redirectMap = async () =>
    Object.fromEntries((await redirects()).map((r) => [r.fromPath, r.toPath]));

  async function addProduct(name: string, slug: string, status = 'active') {
    const res = await owner.client.post('/api/dashboard/products/add-product', {
      storeId: owner.storeId,
      name,
      slug,
      price: 10,
      status,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }
  const renameProduct = async (productId: string, slug: string) => {
    const res = await owner.client.put('/api/dashboard/products/update-product', {
      storeId: owner.storeId,
      productId,
      slug,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('reads and saves the home meta, share image and switch by the store domain', async () => {
    const first = await homepageSeo(owner.client, 'seo-shop');
    expect(first.statusCode, first.body).toBe(200);
    const seo = first.json<HomepageSeoReply>();
    expect(seo).toMatchObject({
      storeId: owner.storeId,
      storeName: 'SEO Shop',
      storeDomain: 'seo-shop.localhost',
      seoImageUrl: '',
      hideFromSearch: false,
    });

    const saved = await owner.client.put('/api/dashboard/page/update-seo', {
      storeId: owner.storeId,
      pageId: seo.pageId,
      metaTitle: 'Hand-made mugs | SEO Shop',
      metaDescription: 'Stoneware mugs thrown by hand.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = await owner.client.put(`${S}/update-settings`, {
      storeId: owner.storeId,
      seoImageUrl: '/media/share/card.jpg',
    });
    expect(settings.json()).toEqual({
      storeId: owner.storeId,
      seoImageUrl: '/media/share/card.jpg',
      hideFromSearch: false,
    });
    expect((await homepageSeo()).json<HomepageSeoReply>()).toMatchObject({
      metaTitle: 'Hand-made mugs | SEO Shop',
      metaDescription: 'Stoneware mugs thrown by hand.',
      seoImageUrl: '/media/share/card.jpg',
    });

    const home = await owner.shopper.get('/');
    expect(home.body).toContain('<title>Hand-made mugs | SEO Shop</title>');
    expect(home.body).toContain(
      '<meta property="og:image" content="http://seo-shop.localhost/media/share/card.jpg">',
    );
    expect(home.body).toContain('<meta name="twitter:image"');
    expect(home.body).not.toContain('name="robots"');
  });

  it('answers 404 naming storeDomain for an unknown or foreign domain, 401 without a session', async () => {
    for (const domain of ['no-such-store', 'seo-rival.localhost', 'elsewhere.example.com']) {
      const res = await homepageSeo(owner.client, domain);
      expect(res.statusCode, domain).toBe(404);
      expect(fields(res)).toEqual(['storeDomain']);
    }
    expect((await homepageSeo(new TestClient(t.app, 'localhost'))).statusCode).toBe(401);
    const foreign = await rival.client.put(`${S}/update-settings`, {
      storeId: owner.storeId,
      hideFromSearch: true,
    });
    expect([403, 404]).toContain(foreign.statusCode);
    const bad = await owner.client.put(`${S}/update-settings`, {
      storeId: owner.storeId,
      seoImageUrl: 'javascript:x',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['seoImageUrl']);
  });

  it('hides the store from search engines: noindex everywhere, robots.txt disallows all', async () => {
    const before = await owner.shopper.get('/robots.txt');
    expect(before.body).toContain('Allow: /');
    expect(before.body).toContain('Sitemap: http://seo-shop.localhost/sitemap.xml');

    await owner.client.put(`${S}/update-settings`, {
      storeId: owner.storeId,
      hideFromSearch: true,
    });
    for (const path of ['/', '/shop', '/about']) {
      const page = await owner.shopper.get(path);
      expect(page.body, path).toContain('<meta name="robots" content="noindex">');
    }
    const robots = await owner.shopper.get('/robots.txt');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect((await owner.shopper.get('/sitemap.xml')).statusCode).toBe(200);

    await owner.client.put(`${S}/update-settings`, {
      storeId: owner.storeId,
      hideFromSearch: false,
    });
    expect((await owner.shopper.get('/shop')).body).not.toContain('name="robots"');
    expect((await owner.shopper.get('/robots.txt')).body).not.toContain('Disallow: /\n');
  });

  it('redirects a renamed product with a 301 before the not-found page, keeping the query', async () => {
    const mug = await addProduct('Blue Mug', 'blue-mug');
    await renameProduct(mug.id, 'cobalt-mug');
    expect(await redirectMap()).toMatchObject({ '/product/blue-mug': '/product/cobalt-mug' });
    const [made] = await redirects('blue-mug');
    expect(made?.automatic).toBe(true);

    for (let i = 0; i < 2; i++) {
      // The second answer comes from the page cache's memory of the redirect.
      const old = await owner.shopper.get('/product/blue-mug?utm_source=mail&x=1');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/product/cobalt-mug?utm_source=mail&x=1');
    }
    // Another spelling of the product's old URL finds the same redirect.
    const plural = await owner.shopper.get('/products/blue-mug');
    expect(plural.statusCode).toBe(301);
    expect(plural.headers.location).toBe('/product/cobalt-mug');
    expect((await owner.shopper.get('/product/cobalt-mug')).statusCode).toBe(200);
    expect((await owner.shopper.get('/product/never-existed')).statusCode).toBe(404);
  });

  it('keeps chains one hop long, never loops, and drops a redirect whose path is live again', async () => {
    const p = await addProduct('Teapot', 'teapot-a');
    await renameProduct(p.id, 'teapot-b');
    await renameProduct(p.id, 'teapot-c');
    let map = await redirectMap();
    expect(map['/product/teapot-a']).toBe('/product/teapot-c');
    expect(map['/product/teapot-b']).toBe('/product/teapot-c');
    const hop = await owner.shopper.get('/product/teapot-a');
    expect(hop.headers.location).toBe('/product/teapot-c');

    // Back to an older slug: its redirect goes (the path is live), the others lead to it.
    await renameProduct(p.id, 'teapot-a');
    map = await redirectMap();
    expect(map['/product/teapot-a']).toBeUndefined();
    expect(map['/product/teapot-b']).toBe('/product/teapot-a');
    expect(map['/product/teapot-c']).toBe('/product/teapot-a');
    expect((await owner.shopper.get('/product/teapot-a')).statusCode).toBe(200);

    // A new product taking a redirected path removes that redirect.
    await addProduct('Another Teapot', 'teapot-b');
    expect((await redirectMap())['/product/teapot-b']).toBeUndefined();
    expect((await owner.shopper.get('/product/teapot-b')).statusCode).toBe(200);

    // A draft's rename makes no redirect (its old URL was never public).
    const draft = await addProduct('Draft Cup', 'draft-cup', 'draft');
    await renameProduct(draft.id, 'draft-cup-2');
    expect((await redirectMap())['/product/draft-cup']).toBeUndefined();
  });

  it('redirects a renamed category and a renamed published page', async () => {
    const added = await owner.client.post('/api/dashboard/category/add-category', {
      storeId: owner.storeId,
      name: 'Kitchen',
    });
    const category = added.json<AdminCategory>();
    const moved = await owner.client.put('/api/dashboard/category/update-category', {
      storeId: owner.storeId,
      categoryId: category.id,
      slug: 'kitchenware',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const old = await owner.shopper.get('/collection/kitchen?page=2');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/collection/kitchenware?page=2');

    const page = await owner.client.post('/api/dashboard/page/add-page', {
      storeId: owner.storeId,
      title: 'Our story',
      slug: 'story',
    });
    const { pageId } = page.json<PageDetail>();
    await owner.client.put('/api/dashboard/page/update-page', {
      storeId: owner.storeId,
      pageId,
      publish: true,
    });
    expect((await owner.shopper.get('/page/story')).statusCode).toBe(200);
    const renamed = await owner.client.put('/api/dashboard/page/update-page', {
      storeId: owner.storeId,
      pageId,
      slug: 'our-story',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const story = await owner.shopper.get('/page/story');
    expect(story.statusCode).toBe(301);
    expect(story.headers.location).toBe('/page/our-story');
    expect((await owner.shopper.get('/page/our-story')).statusCode).toBe(200);

    // A slug clash changes nothing: no redirect is left behind by the refused save.
    const clash = await owner.client.put('/api/dashboard/category/update-category', {
      storeId: owner.storeId,
      categoryId: category.id,
      slug: 'kitchenware',
    });
    expect(clash.statusCode).toBe(200);
    const other = await owner.client.post('/api/dashboard/category/add-category', {
      storeId: owner.storeId,
      name: 'Garden',
    });
    const refused = await owner.client.put('/api/dashboard/category/update-category', {
      storeId: owner.storeId,
      categoryId: other.json<AdminCategory>().id,
      slug: 'kitchenware',
    });
    expect(refused.statusCode).toBe(409);
    expect((await redirectMap())['/collection/garden']).toBeUndefined();
  });

  it('lets the merchant add, edit and delete redirects, refusing bad input by field', async () => {
    const add = (fromPath: unknown, toPath: unknown) =>
      owner.client.post(`${S}/add-redirect`, { storeId: owner.storeId, fromPath, toPath });
    const made = await add('/old-sale/', 'https://example.com/sale?ref=store');
    expect(made.statusCode, made.body).toBe(201);
    const redirect = made.json<UrlRedirect>();
    expect(redirect).toMatchObject({ fromPath: '/old-sale', automatic: false });
    const sale = await owner.shopper.get('/old-sale?utm=1');
    expect(sale.statusCode).toBe(301);
    expect(sale.headers.location).toBe('https://example.com/sale?ref=store&utm=1');

    const dup = await add('/old-sale', '/shop');
    expect(dup.statusCode).toBe(409);
    expect(fields(dup)).toEqual(['fromPath']);
    for (const [from, to, field] of [
      ['old', '/shop', 'fromPath'],
      ['/api/x', '/shop', 'fromPath'],
      ['/', '/shop', 'fromPath'],
      ['/a?b=1', '/shop', 'fromPath'],
      ['/x', 'javascript:alert(1)', 'toPath'],
      ['/x', '//evil.example', 'toPath'],
      ['/x', '/x', 'toPath'],
    ] as const) {
      const res = await add(from, to);
      expect(res.statusCode, `${from} -> ${to}`).toBe(400);
      expect(fields(res), `${from} -> ${to}`).toEqual([field]);
    }
    // A loop through another redirect is refused.
    expect((await add('/loop-a', '/loop-b')).statusCode).toBe(201);
    const loop = await add('/loop-b', '/loop-a');
    expect(loop.statusCode).toBe(400);
    expect(fields(loop)).toEqual(['toPath']);

    const edited = await owner.client.put(`${S}/update-redirect`, {
      storeId: owner.storeId,
      redirectId: redirect.id,
      toPath: '/shop',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<UrlRedirect>().toPath).toBe('/shop');
    expect((await owner.shopper.get('/old-sale')).headers.location).toBe('/shop');

    // Non-ASCII paths: stored decoded, matched in the browser's encoded form.
    expect((await add('/über-uns', '/about')).statusCode).toBe(201);
    const umlaut = await owner.shopper.get('/%C3%BCber-uns');
    expect(umlaut.statusCode).toBe(301);
    expect(umlaut.headers.location).toBe('/about');

    const foreign = await rival.client.request(
      'DELETE',
      `${S}/delete-redirect/${owner.storeId}/${redirect.id}`,
    );
    expect([403, 404]).toContain(foreign.statusCode);
    const foreignOwn = await rival.client.request(
      'DELETE',
      `${S}/delete-redirect/${rival.storeId}/${redirect.id}`,
    );
    expect(foreignOwn.statusCode).toBe(404);
    const deleted = await owner.client.request(
      'DELETE',
      `${S}/delete-redirect/${owner.storeId}/${redirect.id}`,
    );
    expect(deleted.json()).toEqual({ deleted: true, redirectId: redirect.id });
    expect((await owner.shopper.get('/old-sale')).statusCode).toBe(404);
  });

  it('never answers a redirect over a live page', async () => {
    expect(
      (
        await owner.client.post(`${S}/add-redirect`, {
          storeId: owner.storeId,
          fromPath: '/shop',
          toPath: '/about',
        })
      ).statusCode,
    ).toBe(201);
    expect((await owner.shopper.get('/shop')).statusCode).toBe(200);
  });

  it('lists every page, product and category with its warnings', async () => {
    await addProduct('Plain Bowl', 'plain-bowl');
    await addProduct('Plain Bowl', 'plain-bowl-2');
    await owner.client.put('/api/dashboard/products/update-product', {
      storeId: owner.storeId,
      productId: (await addProduct('Long Title Jug', 'long-jug')).id,
      seoTitle: 'A jug whose search title runs far past what a results page shows to anyone',
      metaDescription: 'Same words',
    });
    const bowls = await owner.client.get(`${S}/overview?storeId=${owner.storeId}&kind=product`);
    expect(bowls.statusCode, bowls.body).toBe(200);
    const overview = bowls.json<SeoOverviewReply>();
    const byPath = Object.fromEntries(overview.content.map((e) => [e.path, e]));
    // Its automatic title is good, so no title warning but the duplicate.
    expect(byPath['/product/plain-bowl']?.warnings).toEqual([
      'titleDuplicate',
      'descriptionMissing',
    ]);
    expect(byPath['/product/plain-bowl']?.title).toBe('Plain Bowl | SEO Shop');
    expect(byPath['/product/long-jug']?.warnings).toEqual(['titleTooLong']);
    expect(overview.content.every((e) => e.kind === 'product')).toBe(true);

    const all = (
      await owner.client.get(`${S}/overview?storeId=${owner.storeId}`)
    ).json<SeoOverviewReply>();
    expect(all.content[0]).toMatchObject({ kind: 'page', path: '/' });
    expect(new Set(all.content.map((e) => e.kind))).toEqual(
      new Set(['page', 'product', 'category']),
    );
    expect(all.warningCounts.titleDuplicate).toBeGreaterThanOrEqual(2);
    const issues = (
      await owner.client.get(`${S}/overview?storeId=${owner.storeId}&issues=true`)
    ).json<SeoOverviewReply>();
    expect(issues.content.every((e) => e.warnings.length > 0)).toBe(true);
    const bad = await owner.client.get(`${S}/overview?storeId=${owner.storeId}&kind=blog`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['kind']);
  });
});
