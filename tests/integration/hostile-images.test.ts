/**
 * Issue 24, defect 2 and the media corpus: hostile images (helpers/hostile-images.ts:
 * decompression bombs in PNG, JPEG, WebP, GIF and inside SVG, polyglots, truncated files)
 * sent to the real upload route. Each is refused with a 4xx naming the file field, nothing is
 * stored, and the process's resident memory grows by at most 300 MB at its peak (VmHWM,
 * tests/support/peak-rss.ts), alone and four at once.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import type { MediaPage } from '../../shared';
import { MAX_WHOLE_DECODE_PIXELS } from '../../server/media/process-media';
import { measurePeakRss } from '../support/peak-rss';
import {
  createStore,
  dbKind,
  signUpMerchant,
  useTestApp,
  type Merchant,
  describeOnDatabase,
} from './helpers/test-app';
import {
  bombPng,
  hostileImageCorpus,
  svgWithDataPng,
  type HostileImage,
} from './helpers/hostile-images';
import { uploadMedia } from './helpers/media-upload';

/** The ceiling on resident memory growth per upload. */
const CEILING_MB = 300;

/** Every file under `dir`, temp `.part` files included. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

interface ErrorBody {
  error: string;
  details?: { field: string; message: string }[];
}

describeOnDatabase('hostile images on the upload route', () => {
  let m: Merchant;
  let storeId: string;
  let corpus: HostileImage[];

  const t = useTestApp();
  beforeAll(async () => {
    m = await signUpMerchant(t.app);
    storeId = await createStore(m.client, 'hostile-shop', 'Hostile Shop');
    corpus = await hostileImageCorpus();
  });

  const stored = async () => {
    const page = (
      await m.client.get(`/api/dashboard/media/list?storeId=${storeId}`)
    ).json<MediaPage>();
    return { rows: page.totalElements, files: filesUnder(join(t.config.dataDir, 'media')) };
  };

  /** Uploads `images` at once; answers each reply and the peak memory growth. */
  async function upload(images: HostileImage[]) {
    const { result, peakGrowthMB } = await measurePeakRss(() =>
      Promise.all(images.map((image) => uploadMedia(t.app, m.client, storeId, [image]))),
    );
    return { replies: result, peakGrowthMB };
  }

  function expectRefusal(reply: { statusCode: number; body: string }, name: string) {
    expect([400, 413, 415], `${name}: ${reply.statusCode} ${reply.body}`).toContain(
      reply.statusCode,
    );
    const body = JSON.parse(reply.body) as ErrorBody;
    expect(body.details?.[0]?.field, reply.body).toBe('file');
    expect(body.details?.[0]?.message, reply.body).toContain(name);
  }

  it('refuses every hostile image with a 4xx naming the file, stores nothing, and stays under 300 MB each', async () => {
    const figures: string[] = [];
    for (const image of corpus) {
      const { replies, peakGrowthMB } = await upload([image]);
      figures.push(
        `${image.name} (${image.data.length} B): ${replies[0]!.statusCode}, +${peakGrowthMB} MB`,
      );
      expectRefusal(replies[0]!, image.name);
      expect(peakGrowthMB, image.name).toBeLessThanOrEqual(CEILING_MB);
      expect(await stored(), image.name).toEqual({ rows: 0, files: [] });
    }
    console.log(`hostile images (${dbKind}), peak RSS growth:\n  ${figures.join('\n  ')}`);
  });

  it('[regression] refuses an SVG drawing a 20000×20000 PNG from a data: URL, before decoding it', async () => {
    const svg = svgWithDataPng();
    const started = performance.now();
    const { replies, peakGrowthMB } = await upload([
      { name: 'logo.svg', type: 'image/svg+xml', data: svg },
    ]);
    const ms = Math.round(performance.now() - started);
    console.log(`issue 24's SVG (${svg.length} B, ${dbKind}): +${peakGrowthMB} MB, ${ms} ms`);
    expect(replies[0]!.statusCode, replies[0]!.body).toBe(415);
    expect(replies[0]!.json<ErrorBody>().details).toEqual([
      { field: 'file', message: expect.stringMatching(/logo\.svg: .*embedded .*image/i) },
    ]);
    expect(peakGrowthMB).toBeLessThanOrEqual(CEILING_MB);
    expect(await stored()).toEqual({ rows: 0, files: [] });
  });

  it('[regression] refuses a raster over the pixel limit with a 413 that says the limit, read from its header', async () => {
    const { replies, peakGrowthMB } = await upload([
      { name: 'huge.png', type: 'image/png', data: bombPng(20_000, 20_000) },
    ]);
    expect(replies[0]!.statusCode, replies[0]!.body).toBe(413);
    expect(replies[0]!.json<ErrorBody>().details).toEqual([
      {
        field: 'file',
        message: expect.stringMatching(
          /^huge\.png: The image is 20000×20000 pixels; at most \d+ megapixels are accepted$/,
        ),
      },
    ]);
    expect(peakGrowthMB).toBeLessThanOrEqual(CEILING_MB);
  });

  it('[regression] four SVG bombs uploaded at once stay under the ceiling together', async () => {
    const svg = svgWithDataPng();
    const images = [1, 2, 3, 4].map((i) => ({
      name: `bomb-${i}.svg`,
      type: 'image/svg+xml',
      data: svg,
    }));
    const { replies, peakGrowthMB } = await upload(images);
    console.log(`four SVG bombs at once (${dbKind}): +${peakGrowthMB} MB`);
    replies.forEach((reply, i) => expectRefusal(reply, images[i]!.name));
    expect(peakGrowthMB).toBeLessThanOrEqual(CEILING_MB);
    expect(await stored()).toEqual({ rows: 0, files: [] });
  });

  it('[regression] four GIFs at the pixel limit uploaded at once are decoded two at a time, under the ceiling together', async () => {
    // GIF frames are decoded whole: 10 megapixels each (the limit), flat so the test is quick.
    const side = Math.floor(Math.sqrt(MAX_WHOLE_DECODE_PIXELS));
    const gif = await sharp({
      create: { width: side, height: side, channels: 3, background: '#345678' },
    })
      .gif()
      .toBuffer();
    const images = [1, 2, 3, 4].map((i) => ({
      name: `big-${i}.gif`,
      type: 'image/gif',
      data: gif,
    }));
    const { replies, peakGrowthMB } = await upload(images);
    console.log(`four ${side}×${side} GIFs at once (${dbKind}): +${peakGrowthMB} MB`);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    expect(peakGrowthMB).toBeLessThanOrEqual(CEILING_MB);
  }, 90_000);

  it('four large images uploaded at once are decoded a few at a time, under the ceiling together', async () => {
    // 99.8 megapixels each in 12 KB: accepted (under the limit), streamed by libvips.
    const png = bombPng(9_990, 9_990);
    const images = [1, 2, 3, 4].map((i) => ({
      name: `large-${i}.png`,
      type: 'image/png',
      data: png,
    }));
    const { replies, peakGrowthMB } = await upload(images);
    console.log(`four 9990×9990 PNGs at once (${dbKind}): +${peakGrowthMB} MB`);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(201);
    expect(peakGrowthMB).toBeLessThanOrEqual(CEILING_MB);
  }, 90_000);
});
