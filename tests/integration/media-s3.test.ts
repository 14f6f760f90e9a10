/**
 * Media in S3-compatible storage: the S3 storage against an s3rver started here on loopback
 * (port 0), and an upload through the app configured for it (files land in the bucket, URLs
 * use MEDIA_PUBLIC_BASE_URL, delete removes them). s3rver accepts any signature, so a wrong
 * key cannot be tested with it.
 */
import { randomUUID } from 'node:crypto';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaItem } from '../../shared';
import { removeOrphanMedia } from '../../server/media/orphan-files';
import { S3MediaStorage } from '../../server/media/s3-storage';
import type { MediaS3Config } from '../../server/config';
import {
  createStore,
  createTestApp,
  signUpMerchant,
  TestClient,
  type TestApp,
  describeOnDatabase,
} from './helpers/test-app';
import { makeJpeg, uploadMedia } from './helpers/media-upload';
import { useTempDir } from './helpers/temp-dir';

const BUCKET = 'shop-media';

describeOnDatabase('media in S3-compatible storage', () => {
  let server: S3rver;
  const directory = useTempDir('sb-s3rver-');
  let s3: MediaS3Config;
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: directory.path,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    s3 = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicBaseUrl: `http://127.0.0.1:${port}/${BUCKET}`,
    };
    t = await createTestApp({
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      MEDIA_PUBLIC_BASE_URL: s3.publicBaseUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('puts, reads and deletes a file, with its public URL', async () => {
    const storage = new S3MediaStorage(s3);
    const key = 'store-a/media-b/320.webp';
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 255, 0]);
    await storage.put(key, body, 'image/webp');
    expect((await storage.get(key))?.equals(body)).toBe(true);
    const publicRead = await fetch(storage.publicUrl(key));
    expect(publicRead.status).toBe(200);
    expect(publicRead.headers.get('content-type')).toBe('image/webp');
    expect(publicRead.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await storage.delete([key, 'store-a/media-b/never-written.webp']);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('uploads through the app into the bucket and deletes from it', async () => {
    const m = await signUpMerchant(t.app);
    const storeId = await createStore(m.client, 's3-shop', 'S3 Shop');
    const res = await uploadMedia(t.app, m.client, storeId, [
      { name: 'jacket.jpg', data: await makeJpeg(1800, 1200) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [item] = res.json<MediaItem[]>();
    expect(item!.url).toBe(`${s3.publicBaseUrl}/${storeId}/${item!.id}/1800x1200/original.jpg`);
    expect(item!.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    for (const variant of item!.variants) {
      expect(variant.url.startsWith(`${s3.publicBaseUrl}/${storeId}/${item!.id}/`)).toBe(true);
      const file = await fetch(variant.url);
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(
        variant.width,
      );
    }
    // Pages that show media allow its host.
    const page = await new TestClient(t.app, 's3-shop.localhost:3000').get('/');
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`),
    );
    const dashboard = await m.client.get('/dashboard');
    expect(dashboard.headers['content-security-policy']).toContain(s3.endpoint);

    const deleted = await m.client.request('DELETE', `/api/dashboard/media/delete/${item!.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const url of [item!.url, ...item!.variants.map((v) => v.url)]) {
      expect((await fetch(url)).status).toBe(404);
    }
  });

  it('[regression] lists the bucket, and the orphan cleanup removes only files no row lists', async () => {
    const storage = new S3MediaStorage(s3);
    const m = await signUpMerchant(t.app);
    const storeId = await createStore(m.client, 's3-orphans', 'S3 Orphans');
    const res = await uploadMedia(t.app, m.client, storeId, [
      { name: 'kept.jpg', data: await makeJpeg(400, 300) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [kept] = res.json<MediaItem[]>();
    const orphanKeys = [
      `${storeId}/${randomUUID()}/400x300/original.jpg`,
      `${storeId}/${randomUUID()}/320.webp`,
    ];
    // Files outside the layout, one with a key XML must escape. (s3rver answers 500 to a
    // truncated listing, so paging is tested on AWS's documented answer in s3-storage.test.ts.)
    const many = Array.from({ length: 20 }, (_, i) => `not-media/${i}&more.txt`);
    for (const key of [...orphanKeys, ...many])
      await storage.put(key, Buffer.from('x'), 'text/plain');

    const listed = new Set<string>();
    for await (const file of storage.listFiles()) listed.add(file.key);
    for (const key of [...orphanKeys, ...many, kept!.url.slice(s3.publicBaseUrl.length + 1)])
      expect(listed.has(key), key).toBe(true);

    // Two hours on, every file is old: only the orphans go.
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const gone = await removeOrphanMedia(t.database.db, storage, later);
    expect(gone.sort()).toEqual([...orphanKeys].sort());
    for (const key of orphanKeys) expect(await storage.get(key)).toBeUndefined();
    for (const url of [kept!.url, ...kept!.variants.map((v) => v.url)])
      expect((await fetch(url)).status).toBe(200);
    expect(await storage.get(many[0]!)).toBeDefined();
  });
});
