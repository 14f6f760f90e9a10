/**
 * Issue 24, defect 9: files a process killed during an upload leaves behind. At start, temp
 * `.part` files older than a few minutes go (media and private folders); the cleanup job
 * removes stored media files that no row lists once they are an hour old, and nothing else:
 * not a young file (its row may be on its way), not a file with a row, not a file outside
 * the library's layout.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaItem } from '../../shared';
import {
  createStore,
  createTestApp,
  signUpMerchant,
  type TestApp,
  describeOnDatabase,
} from './helpers/test-app';
import { makePng, uploadMedia } from './helpers/media-upload';

const HOUR = 60 * 60_000;

/** Writes a file under `root`, last changed `ageMs` ago. */
function plant(root: string, key: string, ageMs: number): string {
  const path = join(root, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'left behind');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return path;
}

describeOnDatabase('orphan media files', () => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-orphans-'));
  const mediaDir = join(dataDir, 'media');
  const storeA = randomUUID();
  // Left by a process killed in the middle of a write, before this one started.
  const oldPart = plant(mediaDir, `${storeA}/${randomUUID()}/.${randomUUID()}.part`, 2 * HOUR);
  const oldPrivatePart = plant(join(dataDir, 'private'), `.${randomUUID()}.part`, HOUR);
  const youngPart = plant(mediaDir, `${storeA}/${randomUUID()}/.${randomUUID()}.part`, 1000);

  beforeAll(async () => {
    // The cleanup job every 200 ms: it also runs during this file's upload.
    t = await createTestApp({ DATA_DIR: dataDir, MEDIA_CLEANUP_INTERVAL_MS: '200' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[regression] removes temp .part files a killed process left, at start', () => {
    expect(existsSync(oldPart)).toBe(false);
    expect(existsSync(oldPrivatePart)).toBe(false);
    // Younger than ten minutes: maybe another process's write under way.
    expect(existsSync(youngPart)).toBe(true);
  });

  it('[regression] removes stored files with no row once an hour old, and nothing else', async () => {
    const m = await signUpMerchant(t.app);
    const storeId = await createStore(m.client, 'orphan-shop');
    const res = await uploadMedia(t.app, m.client, storeId, [
      { name: 'kept.png', type: 'image/png', data: await makePng(800, 600) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [kept] = res.json<MediaItem[]>();
    const keptFiles = [kept!.url, ...kept!.variants.map((v) => v.url)].map((url) =>
      join(dataDir, url),
    );
    // Stored long ago, with a row: stays.
    const longAgo = new Date(Date.now() - 3 * HOUR);
    for (const file of keptFiles) utimesSync(file, longAgo, longAgo);
    const orphanId = randomUUID();
    const oldOrphan = [
      plant(mediaDir, `${storeId}/${orphanId}/800x600/original.png`, 2 * HOUR),
      plant(mediaDir, `${storeId}/${orphanId}/320.webp`, 2 * HOUR),
    ];
    // Beside a row's files but not one of them (a row of this id lists other keys).
    const strayBesideRow = plant(mediaDir, `${storeId}/${kept!.id}/9999.webp`, 2 * HOUR);
    // The same media id under another store: that store has no such row.
    const otherStoreCopy = plant(mediaDir, `${storeA}/${kept!.id}/320.webp`, 2 * HOUR);
    const youngOrphan = plant(mediaDir, `${storeId}/${randomUUID()}/320.webp`, 10 * 60_000);
    const notOurs = plant(mediaDir, 'README.txt', 5 * HOUR);

    const gone = [...oldOrphan, strayBesideRow, otherStoreCopy];
    await expect
      .poll(() => gone.filter((file) => existsSync(file)), { timeout: 5_000 })
      .toEqual([]);
    // A few more runs of the job take nothing else.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(existsSync(join(mediaDir, storeId, orphanId)), 'empty folders go too').toBe(false);
    for (const file of [...keptFiles, youngOrphan, notOurs, youngPart])
      expect(existsSync(file), file).toBe(true);
    // The kept file is still served.
    const served = await t.app.inject({ url: kept!.url, headers: { host: 'localhost:3000' } });
    expect(served.statusCode).toBe(200);
  });
});
