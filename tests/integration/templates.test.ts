/**
 * The template gallery (issue 13): the list, the previews (the storefront's render of a
 * template page on a sample store), and "Use this template": drafts only, so the live store
 * changes when the merchant publishes; each template, once published, gives a store whose
 * every internal link answers 200; the page replaced keeps its earlier version in its history.
 */
import { expect, it } from 'vitest';
import {
  blocksOf,
  type ApplyTemplateReply,
  type BuilderPageDetail,
  type PageDetail,
  type PageVersionDetail,
  type PageVersionList,
  type TemplateListReply,
} from '../../shared';
import { eq } from 'drizzle-orm';
import { pages, plans, subscriptions } from '../../server/db/schema';
import { storeTemplates } from '../../server/templates';
import { TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { openShop } from './helpers/shops';
import { expectAllLive, publishedLinksOf } from './helpers/store-links';

describeOnDatabase('template gallery', () => {
  const t = useTestApp();

  const apply = (client: TestClient, storeId: string, templateId: string) =>
    client.post('/api/dashboard/templates/apply', { storeId, templateId });

  async function pagesOf(client: TestClient, storeId: string) {
    const res = await client.get(`/api/dashboard/page/get-pages-by-store-id?storeId=${storeId}`);
    expect(res.statusCode).toBe(200);
    return res.json<PageDetail[]>();
  }

  /** Publishes every draft at once, as the Pages screen's "Publish all changes" does. */
  async function publishAll(client: TestClient, storeId: string) {
    const res = await client.post('/api/dashboard/page/publish-all', { storeId });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('lists the templates with their pages, publicly', async () => {
    const res = await new TestClient(t.app).get('/api/platform/templates');
    expect(res.statusCode).toBe(200);
    const { templates } = res.json<TemplateListReply>();
    expect(templates.map((x) => x.templateId)).toEqual([
      'fashion',
      'electronics',
      'food',
      'minimal',
    ]);
    expect(templates[0]!.pages.map((p) => p.path)).toEqual([
      '/',
      '/page/lookbook',
      '/page/size-guide',
      '/about',
      '/page/contact',
    ]);
  });

  it('previews a template page as the storefront renders it, sandboxed and without script', async () => {
    const visitor = new TestClient(t.app);
    const res = await visitor.get('/api/platform/templates/preview?templateId=fashion&page=home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('The Autumn Edit');
    expect(res.body).toContain('Atelier Nord');
    expect(res.body).toContain('/page/lookbook');
    expect(res.body).not.toMatch(/<script(?![^>]*application\/json)/);

    const about = await visitor.get('/api/platform/templates/preview?templateId=food&page=about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('A bakery, a van and twelve farms');
  });

  it('answers a 404 naming the field for an unknown template or page', async () => {
    const visitor = new TestClient(t.app);
    const template = await visitor.get('/api/platform/templates/preview?templateId=nope');
    expectRefused(template, 404, ['templateId']);
    const page = await visitor.get('/api/platform/templates/preview?templateId=food&page=nope');
    expectRefused(page, 404, ['page']);
    const bad = await visitor.get('/api/platform/templates/preview?templateId=Not%20Valid');
    expectRefused(bad, 400, ['templateId']);
  });

  it("serves the templates' pictures on store hosts as inert SVG", async () => {
    const { shopper } = await openShop(t.app, 'picture-shop');
    const res = await shopper.get('/api/platform/template-images/fashion-hero-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    expect(res.body).toMatch(/^<svg /);
    expect((await shopper.get('/api/platform/template-images/nope.svg')).statusCode).toBe(404);
  });

  it.each(storeTemplates.map((x) => [x.id, x] as const))(
    'a store started from %s, once published, answers 200 on every internal link',
    async (id, template) => {
      const subdomain = `tpl-${id}`;
      const { client, storeId } = await openShop(t.app, subdomain, `${template.name} Shop`);
      const res = await apply(client, storeId, id);
      expect(res.statusCode, res.body).toBe(200);
      const reply = res.json<ApplyTemplateReply>();
      expect(reply.pages.map((p) => p.slug)).toEqual(template.pages.map((p) => p.slug));
      // The new store's home and about are replaced as drafts, the other pages created.
      expect(reply.pages.find((p) => p.slug === 'home')?.change).toBe('draft');
      expect(reply.pages.filter((p) => p.change === 'created').length).toBe(
        template.pages.length - 2,
      );

      await publishAll(client, storeId);
      const links = await publishedLinksOf(t.database.db, storeId);
      // Every page but home (the logo's link) is linked from the header, footer or a page.
      const own = template.pages
        .filter((p) => p.slug !== 'home')
        .map((p) => (p.slug === 'about' ? '/about' : `/page/${p.slug}`));
      expect(links).toEqual(expect.arrayContaining(own));
      await expectAllLive(t.app, `${subdomain}.localhost`, links);

      const home = await new TestClient(t.app, `${subdomain}.localhost`).get('/');
      const heading = template.pages[0]!.components[0]!.props;
      // A static hero's heading block, or a hero slider's first slide's.
      const first = blocksOf(heading)[0];
      const title = String(
        blocksOf(first?.type === 'slide' ? first.props : heading).find(
          (block) => block.type === 'heading',
        )?.props.text,
      );
      expect(home.body).toContain(title.replace(/'/g, '&#x27;'));
    },
  );

  it('writes drafts only: the live store changes on publish and the old home stays in history', async () => {
    const { client, storeId } = await openShop(t.app, 'live-shop', 'Live Shop');
    const shopper = new TestClient(t.app, 'live-shop.localhost');
    const before = await shopper.get('/');
    expect(before.body).toContain('Welcome to Live Shop');

    const res = await apply(client, storeId, 'minimal');
    expect(res.statusCode, res.body).toBe(200);
    // Shoppers see exactly what they saw: the page, its header and footer; no new page.
    const after = await shopper.get('/');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Welcome to Live Shop');
    expect(after.body).not.toContain('Objects for everyday use');
    expect((await shopper.get('/page/care')).statusCode).toBe(404);

    const pages = await pagesOf(client, storeId);
    const home = pages.find((p) => p.slug === 'home')!;
    const about = pages.find((p) => p.slug === 'about')!;
    const care = pages.find((p) => p.slug === 'care')!;
    expect(home).toMatchObject({ published: true, unpublishedChanges: true });
    expect(about).toMatchObject({ title: 'About', published: true, unpublishedChanges: true });
    expect(care).toMatchObject({ published: false, title: 'Care' });
    const builder = await client.get(`/api/dashboard/page/get-page-by-id?pageId=${home.pageId}`);
    expect(builder.json<BuilderPageDetail>().globalUnpublishedChanges).toBe(true);

    const history = `/api/dashboard/page/list-versions?pageId=${home.pageId}`;
    expect((await client.get(history)).json<PageVersionList>().total).toBe(1);
    const published = await client.post('/api/dashboard/page/publish', {
      storeId,
      pageId: home.pageId,
    });
    expect(published.statusCode).toBe(200);
    expect((await shopper.get('/')).body).toContain('Objects for everyday use');

    const versions = (await client.get(history)).json<PageVersionList>().versions;
    expect(versions).toHaveLength(2);
    expect(versions.map((v) => v.live)).toEqual([true, false]);
    const old = await client.get(
      `/api/dashboard/page/get-version?versionId=${versions[1]!.versionId}`,
    );
    expect(JSON.stringify(old.json<PageVersionDetail>().content)).toContain('Welcome to Live Shop');
  });

  it("refuses an unknown template and another merchant's store", async () => {
    const alice = await openShop(t.app, 'alice-tpl');
    const aliceStore = alice.storeId;
    const unknown = await apply(alice.client, aliceStore, 'brutalist');
    expectRefused(unknown, 404, ['templateId']);

    const bob = await openShop(t.app, 'bob-tpl');
    const foreign = await apply(bob.client, aliceStore, 'food');
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await pagesOf(alice.client, aliceStore)).map((p) => p.slug)).not.toContain('delivery');
  });

  it("counts the pages it would create against the plan's limit, writing nothing when over", async () => {
    const merchant = await openShop(t.app, 'full-shop');
    const storeId = merchant.storeId;
    const db = t.database.db;
    const [starter] = await db.select().from(plans).where(eq(plans.code, 'starter'));
    await db
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        planId: starter!.id,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      })
      .where(eq(subscriptions.userId, merchant.userId));
    // The starter pages (4) and fillers up to one below the plan's pages.
    const room = starter!.maxPages! - 4 - 1;
    await db.insert(pages).values(
      Array.from({ length: room }, (_, i) => ({
        storeId,
        title: `Filler ${i}`,
        slug: `filler-${i}`,
      })),
    );
    const before = await pagesOf(merchant.client, storeId);

    const res = await apply(merchant.client, storeId, 'fashion'); // creates 3 pages
    expectRefused(res, 402, ['plan']);
    expect(await pagesOf(merchant.client, storeId)).toEqual(before);
  });
});
