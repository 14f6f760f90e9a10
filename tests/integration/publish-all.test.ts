/**
 * "Publish all changes" (POST /api/dashboard/page/publish-all, GET unpublished-changes): a
 * template's drafts (its pages and the header/footer) go live together, so every link of the
 * new navbar answers 200 at once; each page published keeps a version in its history, as the
 * single publish does; nothing left → zero counts; a header/footer draft alone is published
 * alone; two at once publish each page once; another merchant's store is refused untouched.
 */
import { expect, it } from 'vitest';
import type {
  BuilderPageDetail,
  PageDetail,
  PageVersionDetail,
  PageVersionList,
  UnpublishedChanges,
} from '../../shared';
import { type TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';
import { openShop } from './helpers/shops';
import { expectAllLive, publishedLinksOf } from './helpers/store-links';

describeOnDatabase('publish all changes', () => {
  const t = useTestApp();

  const page = '/api/dashboard/page';
  const publishAll = (client: TestClient, storeId: string) =>
    client.post(`${page}/publish-all`, { storeId });
  const unpublished = (client: TestClient, storeId: string) =>
    client.get(`${page}/unpublished-changes?storeId=${storeId}`);

  async function pagesOf(client: TestClient, storeId: string) {
    const res = await client.get(`${page}/get-pages-by-store-id?storeId=${storeId}`);
    expect(res.statusCode).toBe(200);
    return res.json<PageDetail[]>();
  }

  async function versionsOf(client: TestClient, pageId: string) {
    const res = await client.get(`${page}/list-versions?pageId=${pageId}`);
    expect(res.statusCode).toBe(200);
    return res.json<PageVersionList>();
  }

  /** A merchant's new store with the template `templateId` applied (drafts). */
  async function storeFromTemplate(subdomain: string, templateId: string) {
    const shop = await openShop(t.app, subdomain, 'Nord Shop');
    const res = await shop.client.post('/api/dashboard/templates/apply', {
      storeId: shop.storeId,
      templateId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return shop;
  }

  it('publishes a template’s pages and header/footer together: every link answers 200, each page has its version', async () => {
    const { client, storeId, shopper } = await storeFromTemplate('all-nord', 'fashion');
    expect((await shopper.get('/page/lookbook')).statusCode).toBe(404);
    const drafts = await pagesOf(client, storeId);
    const changed = drafts.filter((p) => p.unpublishedChanges);
    // Home and about get drafts; lookbook, size guide and contact are new. Shop is untouched.
    expect(changed.map((p) => p.slug).sort()).toEqual([
      'about',
      'contact',
      'home',
      'lookbook',
      'size-guide',
    ]);
    const summary = await unpublished(client, storeId);
    expect(summary.statusCode).toBe(200);
    expect(summary.json<UnpublishedChanges>()).toEqual({ pages: 5, globalContent: true });
    const before = new Map<string, number>();
    for (const p of drafts) before.set(p.pageId, (await versionsOf(client, p.pageId)).total);

    const res = await publishAll(client, storeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UnpublishedChanges>()).toEqual({ pages: 5, globalContent: true });

    const links = await publishedLinksOf(t.database.db, storeId);
    expect(links).toEqual(
      expect.arrayContaining(['/page/lookbook', '/page/size-guide', '/about', '/page/contact']),
    );
    await expectAllLive(t.app, 'all-nord.localhost', links);
    expect((await shopper.get('/')).body).toContain('The Autumn Edit');
    expect((await shopper.get('/')).body).toContain('Free delivery on orders over 80');

    const after = await pagesOf(client, storeId);
    expect(after.filter((p) => p.unpublishedChanges)).toEqual([]);
    const builder = await client.get(`${page}/get-page-by-id?pageId=${after[0]!.pageId}`);
    expect(builder.json<BuilderPageDetail>().globalUnpublishedChanges).toBe(false);
    for (const p of after) {
      const { total, versions } = await versionsOf(client, p.pageId);
      const published = changed.some((c) => c.pageId === p.pageId);
      expect(total, p.slug).toBe(before.get(p.pageId)! + (published ? 1 : 0));
      if (!published) continue;
      expect(versions[0]!.live, p.slug).toBe(true);
      // Each snapshot keeps the page and the header/footer shoppers now see.
      const version = await client.get(`${page}/get-version?versionId=${versions[0]!.versionId}`);
      const detail = version.json<PageVersionDetail>();
      expect(detail.content).toEqual(p.content);
      expect(JSON.stringify(detail.globalContent)).toContain('Free delivery on orders over 80');
    }

    // Nothing left: zero counts, no new version.
    expect((await unpublished(client, storeId)).json()).toEqual({ pages: 0, globalContent: false });
    const again = await publishAll(client, storeId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ pages: 0, globalContent: false });
    const home = after.find((p) => p.slug === 'home')!;
    expect((await versionsOf(client, home.pageId)).total).toBe(before.get(home.pageId)! + 1);
  });

  it('publishes a header/footer draft alone, without a page version', async () => {
    const { client, storeId, shopper } = await storeFromTemplate('all-solo', 'fashion');
    expect((await publishAll(client, storeId)).statusCode).toBe(200);
    const home = (await pagesOf(client, storeId)).find((p) => p.slug === 'home')!;
    const detail = (
      await client.get(`${page}/get-page-by-id?pageId=${home.pageId}`)
    ).json<BuilderPageDetail>();
    const globalContent = JSON.parse(
      JSON.stringify(detail.globalContent).replace(
        'Free delivery on orders over 80',
        'Free delivery all week',
      ),
    ) as unknown;
    const draft = await client.put(`${page}/update-all-content`, { storeId, globalContent });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await shopper.get('/')).body).not.toContain('Free delivery all week');
    expect((await unpublished(client, storeId)).json()).toEqual({ pages: 0, globalContent: true });
    const versions = (await versionsOf(client, home.pageId)).total;

    const res = await publishAll(client, storeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ pages: 0, globalContent: true });
    expect((await shopper.get('/')).body).toContain('Free delivery all week');
    expect((await versionsOf(client, home.pageId)).total).toBe(versions);
  });

  it('publishes each page once when two publish-alls and a single publish run at once', async () => {
    const { client, storeId } = await storeFromTemplate('all-race', 'food');
    const drafts = (await pagesOf(client, storeId)).filter((p) => p.unpublishedChanges);
    const before = new Map<string, number>();
    for (const p of drafts) before.set(p.pageId, (await versionsOf(client, p.pageId)).total);
    const first = drafts[0]!;
    const [a, b, single] = await Promise.all([
      publishAll(client, storeId),
      publishAll(client, storeId),
      client.post(`${page}/publish`, { storeId, pageId: first.pageId, version: first.version }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // The store row queues them: the single publish goes first (then no publish-all counts
    // its page) or finds its page's version raised by a publish-all (409).
    expect([200, 409]).toContain(single.statusCode);
    const counts = [a, b].map((r) => r.json<UnpublishedChanges>());
    const total = counts[0]!.pages + counts[1]!.pages;
    expect(total).toBe(single.statusCode === 200 ? drafts.length - 1 : drafts.length);
    expect(counts.some((c) => c.pages === 0)).toBe(true);
    expect(counts.filter((c) => c.globalContent).length).toBe(single.statusCode === 200 ? 0 : 1);
    for (const p of drafts) {
      expect((await versionsOf(client, p.pageId)).total, p.slug).toBe(before.get(p.pageId)! + 1);
    }
    expect((await unpublished(client, storeId)).json()).toEqual({ pages: 0, globalContent: false });
  });

  it("refuses another merchant's store and publishes nothing there", async () => {
    const alice = await storeFromTemplate('all-alice', 'minimal');
    const bob = await openShop(t.app, 'all-bob');

    const foreign = await publishAll(bob.client, alice.storeId);
    expect([403, 404]).toContain(foreign.statusCode);
    expect(foreign.json().details[0].field).toBe('storeId');
    const peek = await unpublished(bob.client, alice.storeId);
    expect([403, 404]).toContain(peek.statusCode);

    expect((await alice.shopper.get('/page/care')).statusCode).toBe(404);
    expect((await unpublished(alice.client, alice.storeId)).json()).toEqual({
      pages: 4,
      globalContent: true,
    });
    const missing = await publishAll(alice.client, '');
    expectRefused(missing, 400, ['storeId']);
  });
});
