/**
 * A page's version history and its own screen's actions: every publish keeps a snapshot (page
 * content and the store's global content, with its author) in the same transaction; a version
 * can be listed, read, previewed (sandboxed HTML of the real storefront) and restored as the
 * draft (raising the versions, changing nothing shoppers see); publish and unpublish (never the
 * home page); nothing crosses tenants.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type {
  BuilderPageDetail,
  PageDetail,
  PageVersionDetail,
  PageVersionList,
} from '../../shared';
import { TestClient, useTestApp, describeOnDatabase } from './helpers/test-app';
import { useShop } from './helpers/shops';

const banner = (title: string) => ({ id: randomUUID(), type: 'banner', props: { title } });
const doc = (title: string) => ({ schemaVersion: 1, components: [banner(title)] });
const topbar = (text: string) => ({
  schemaVersion: 1,
  components: [
    { id: randomUUID(), type: 'topbar', props: { messages: [{ id: 'm1', icon: '', text }] } },
  ],
});

describeOnDatabase('page versions', () => {
  let pageId: string;
  let homeId: string;
  const shopper = () => new TestClient(t.app, 'alice-versions.localhost:3000');
  const api = '/api/dashboard/page';

  const t = useTestApp();
  const alice = useShop(t, 'alice-versions', 'Alice');
  const bob = useShop(t, 'bob-versions', 'Bob');
  beforeAll(async () => {
    const added = await alice.client.post(`${api}/add-page`, {
      storeId: alice.storeId,
      title: 'Lookbook',
      slug: 'lookbook',
      content: doc('Lookbook draft'),
    });
    expect(added.statusCode, added.body).toBe(201);
    pageId = added.json<PageDetail>().pageId;
    const list = await alice.client.get(`${api}/get-pages-by-store-id?storeId=${alice.storeId}`);
    homeId = list.json<PageDetail[]>().find((p) => p.slug === 'home')!.pageId;
  });

  const save = (body: Record<string, unknown>, client = alice.client) =>
    client.put(`${api}/update-page`, { storeId: alice.storeId, pageId, ...body });
  const versions = async (query = '', client = alice.client) => {
    const res = await client.get(`${api}/list-versions?pageId=${pageId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PageVersionList>();
  };

  it('keeps no version before the first publish', async () => {
    expect(await versions()).toMatchObject({ pageId, versions: [], total: 0, page: 0, size: 20 });
  });

  it("starts a new store's starter pages with the version shoppers first see", async () => {
    const res = await alice.client.get(`${api}/list-versions?pageId=${homeId}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<PageVersionList>();
    expect(list.total).toBe(1);
    expect(list.versions[0]).toMatchObject({ authorName: 'Test Merchant', live: true });
  });

  it('keeps a snapshot of each publish, with the global content and its author', async () => {
    const first = await save({
      content: doc('Spring collection'),
      globalContent: topbar('Free shipping in spring'),
      publish: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await save({ content: doc('Summer collection'), publish: true });
    expect(second.statusCode, second.body).toBe(200);
    // A draft save keeps nothing.
    expect((await save({ content: doc('Autumn draft') })).statusCode).toBe(200);

    const list = await versions();
    expect(list.total).toBe(2);
    expect(list.versions.map((v) => v.authorName)).toEqual(['Test Merchant', 'Test Merchant']);
    expect(list.versions[0]!.live).toBe(true);
    expect(list.versions[1]!.live).toBe(false);
    expect(Date.parse(list.versions[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(list.versions[1]!.createdAt),
    );

    const older = await alice.client.get(
      `${api}/get-version?versionId=${list.versions[1]!.versionId}`,
    );
    expect(older.statusCode, older.body).toBe(200);
    const detail = older.json<PageVersionDetail>();
    expect(JSON.stringify(detail.content)).toContain('Spring collection');
    expect(JSON.stringify(detail.globalContent)).toContain('Free shipping in spring');
    expect(detail).toMatchObject({ title: 'Lookbook', pageId });
  });

  it('keeps no page snapshot for a global-only publish', async () => {
    const before = (await versions()).total;
    const res = await alice.client.put(`${api}/update-all-content`, {
      storeId: alice.storeId,
      globalContent: topbar('Free shipping in spring'),
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await versions()).total).toBe(before);
  });

  it('refuses a restore or a publish based on a stale page version, writing nothing', async () => {
    const open = (
      await alice.client.get(`${api}/get-page-by-id?pageId=${pageId}`)
    ).json<BuilderPageDetail>();
    const list = await versions();
    const restore = await alice.client.post(`${api}/restore-version`, {
      versionId: list.versions[1]!.versionId,
      version: open.version - 1,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json<{ details: { field: string }[] }>().details[0]!.field).toBe('version');
    const publish = await alice.client.post(`${api}/publish`, {
      storeId: alice.storeId,
      pageId,
      version: open.version - 1,
    });
    expect(publish.statusCode).toBe(409);
    const after = (
      await alice.client.get(`${api}/get-page-by-id?pageId=${pageId}`)
    ).json<BuilderPageDetail>();
    expect(after.version).toBe(open.version);
    expect((await versions()).total).toBe(list.total);
  });

  it('pages the list and bounds its size', async () => {
    const onePer = await versions('&size=1&page=1');
    expect(onePer.versions).toHaveLength(1);
    expect(onePer.total).toBe(2);
    const tooBig = await alice.client.get(`${api}/list-versions?pageId=${pageId}&size=500`);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ details: { field: string }[] }>().details[0]!.field).toBe('size');
  });

  it('previews a version with the real storefront, sandboxed', async () => {
    const list = await versions();
    const res = await alice.client.get(
      `${api}/preview-version?versionId=${list.versions[1]!.versionId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).toContain("script-src 'none'");
    expect(res.body).toContain('Spring collection');
    expect(res.body).toContain('Free shipping in spring');
    expect(res.body).not.toContain('<script type="module"');
    // The thumbnail: the current draft.
    const draft = await alice.client.get(`${api}/preview-page?pageId=${pageId}`);
    expect(draft.statusCode).toBe(200);
    expect(draft.body).toContain('Autumn draft');
  });

  it('restores a version as the draft, raising the versions, shoppers unchanged', async () => {
    const before = await alice.client.get(`${api}/get-page-by-id?pageId=${pageId}`);
    const open = before.json<BuilderPageDetail>();
    const list = await versions();
    const restored = await alice.client.post(`${api}/restore-version`, {
      versionId: list.versions[1]!.versionId,
      version: open.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = restored.json<BuilderPageDetail>();
    expect(JSON.stringify(page.content)).toContain('Spring collection');
    expect(page.version).toBeGreaterThan(open.version);
    expect(page.globalVersion).toBeGreaterThan(open.globalVersion);
    expect(page.unpublishedChanges).toBe(true);
    // An open builder tab, saving on the old version, gets a conflict.
    const stale = await save({ content: doc('Overwrite'), version: open.version });
    expect(stale.statusCode).toBe(409);
    // Shoppers still see the summer version.
    const live = await shopper().get('/page/lookbook');
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Summer collection');
    expect(live.body).not.toContain('Spring collection');
    // Publishing it as is makes it live, and keeps a third version.
    const published = await alice.client.post(`${api}/publish`, {
      storeId: alice.storeId,
      pageId,
      version: page.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const now = await shopper().get('/page/lookbook');
    expect(now.body).toContain('Spring collection');
    expect((await versions()).total).toBe(3);
  });

  it('unpublishes a page: shoppers get the not-found page; the draft stays', async () => {
    const res = await alice.client.post(`${api}/unpublish`, { storeId: alice.storeId, pageId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PageDetail>()).toMatchObject({ published: false, unpublishedChanges: true });
    expect(JSON.stringify(res.json<PageDetail>().content)).toContain('Spring collection');
    const gone = await shopper().get('/page/lookbook');
    expect(gone.statusCode).toBe(404);
    const again = await alice.client.post(`${api}/publish`, { storeId: alice.storeId, pageId });
    expect(again.statusCode).toBe(200);
    expect((await shopper().get('/page/lookbook')).statusCode).toBe(200);
  });

  it('refuses to unpublish the home page', async () => {
    const res = await alice.client.post(`${api}/unpublish`, {
      storeId: alice.storeId,
      pageId: homeId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string; details: { field: string }[] }>()).toMatchObject({
      error: 'The home page cannot be unpublished',
      details: [{ field: 'pageId' }],
    });
    expect((await shopper().get('/')).statusCode).toBe(200);
  });

  it('never crosses tenants', async () => {
    const list = await versions();
    const versionId = list.versions[0]!.versionId;
    for (const url of [
      `${api}/list-versions?pageId=${pageId}`,
      `${api}/preview-page?pageId=${pageId}`,
    ]) {
      const res = await bob.client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe('pageId');
    }
    for (const url of [
      `${api}/get-version?versionId=${versionId}`,
      `${api}/preview-version?versionId=${versionId}`,
    ]) {
      const res = await bob.client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Spring');
      expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe('versionId');
    }
    const restore = await bob.client.post(`${api}/restore-version`, { versionId });
    expect(restore.statusCode).toBe(404);
    for (const action of ['publish', 'unpublish']) {
      const own = await bob.client.post(`${api}/${action}`, { storeId: bob.storeId, pageId });
      expect(own.statusCode).toBe(404);
      const theirs = await bob.client.post(`${api}/${action}`, { storeId: alice.storeId, pageId });
      expect(theirs.statusCode).toBe(404);
    }
    expect((await shopper().get('/page/lookbook')).statusCode).toBe(200);
    expect((await versions()).total).toBe(list.total);
    const unknown = await alice.client.get(`${api}/get-version?versionId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
  });
});
