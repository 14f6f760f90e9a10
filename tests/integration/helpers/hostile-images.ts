/**
 * A corpus of hostile images for the upload route, built in code at test time (no binaries
 * committed): decompression bombs in PNG, JPEG, WebP, GIF and inside SVG (an embedded `data:`
 * PNG of huge dimensions, nested `<image>`s), polyglots and truncated files. Each entry is a
 * few KB that would cost gigabytes if decoded. Bombs are either fully valid (the PNGs: every
 * row present, deflated) or a real small file with its header patched to huge dimensions.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export interface HostileImage {
  /** Test name and upload file name. */
  name: string;
  data: Buffer;
  /** What the browser would claim. */
  type: string;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 1-bit greyscale PNG of `width`×`height`, all black: every row is there, deflated
 * (20000×20000 is about 50 KB; decoded to RGB it is 1.2 GB).
 */
export function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = Math.ceil(width / 8) + 1; // filter byte + packed pixels, all zero
  const raw = Buffer.alloc(rowBytes * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header says `width`×`height` but whose pixel data stops after a few rows. */
export async function headerBombPng(width: number, height: number): Promise<Buffer> {
  const full = bombPng(width, 16);
  const ihdr = full.indexOf('IHDR', 0, 'latin1');
  full.writeUInt32BE(height, ihdr + 8);
  // The CRC covers the changed height: recomputed, so only the pixel data is short.
  full.writeUInt32BE(crc32(full.subarray(ihdr, ihdr + 17)), ihdr + 17);
  return full;
}

/** A small real JPEG whose frame header (SOF) is patched to `width`×`height`. */
export async function bombJpeg(width = 65_000, height = 65_000): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9;) {
    if (jpeg[i] !== 0xff) break;
    const marker = jpeg[i + 1]!;
    const length = jpeg.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + length;
  }
  throw new Error('no SOF marker in the JPEG sharp made');
}

/** A small real lossy WebP whose VP8 frame header is patched to `width`×`height` (≤ 16383). */
export async function bombWebp(width = 16_383, height = 16_383): Promise<Buffer> {
  const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
    .webp({ lossless: false })
    .toBuffer();
  const vp8 = webp.indexOf('VP8 ', 0, 'latin1');
  if (vp8 < 0) throw new Error('sharp made no simple lossy WebP');
  // Chunk header (8), frame tag (3), start code (3), then 14-bit width and height.
  webp.writeUInt16LE(width & 0x3fff, vp8 + 14);
  webp.writeUInt16LE(height & 0x3fff, vp8 + 16);
  return webp;
}

/** GIF pieces: header, a 2-colour table, and a frame whose LZW data is just clear + end. */
function gifHeader(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  head[10] = 0x80; // global colour table of 2 entries
  return Buffer.concat([head, Buffer.from([0, 0, 0, 255, 255, 255])]);
}
function gifFrame(width: number, height: number): Buffer {
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  // Minimum code size 2; one sub-block: clear (4), end (5) in 3-bit codes.
  return Buffer.concat([descriptor, Buffer.from([0x02, 0x01, 0x2c, 0x00])]);
}

/** A GIF of one `width`×`height` frame (65535² is 4.3 gigapixels) in a few dozen bytes. */
export function bombGif(width = 65_535, height = 65_535): Buffer {
  return Buffer.concat([gifHeader(width, height), gifFrame(width, height), Buffer.from([0x3b])]);
}

/** An animated GIF of `frames` frames of `side`×`side`: small each, huge together. */
export function bombAnimatedGif(frames = 400, side = 2_000): Buffer {
  const parts = [gifHeader(side, side)];
  for (let i = 0; i < frames; i++) parts.push(gifFrame(side, side));
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

const dataPng = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The case: a small SVG drawing a 20000×20000 PNG from a `data:` URL. */
export function svgWithDataPng(png = bombPng(20_000, 20_000), attribute = 'href'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200">` +
      `<image ${attribute}="${dataPng(png)}" width="200" height="200"/></svg>`,
  );
}

/** An SVG whose `<image>`s nest: an embedded SVG that itself embeds the bomb, drawn 8 times. */
export function svgNestedImages(): Buffer {
  const inner = svgWithDataPng(bombPng(10_000, 10_000)).toString('base64');
  const images = Array.from(
    { length: 8 },
    (_, i) =>
      `<image href="data:image/svg+xml;base64,${inner}" x="${i}" width="200" height="200"/>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><g>${images}</g>` +
      `<pattern id="p" width="10" height="10"><image href="${dataPng(bombPng(8_000, 8_000))}" width="10" height="10"/></pattern>` +
      `<rect width="200" height="200" fill="url(#p)"/></svg>`,
  );
}

/** An SVG declaring a canvas far beyond the pixel limit. */
export function svgHugeCanvas(side = 200_000): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="red"/></svg>`,
  );
}

/** GIF89a and JavaScript at once (the header's width bytes open a comment). */
export function gifJsPolyglot(): Buffer {
  return Buffer.from(
    'GIF89a/*\x80\x00\x00\x00\x00\x00\xff\xff\xff*/=1;alert(document.domain);//\x3b<html><script>alert(1)</script></html>',
    'latin1',
  );
}

/** A PNG signature and header followed by an HTML page. */
export function pngHtmlPolyglot(): Buffer {
  const png = bombPng(32, 32);
  const ihdrEnd = 8 + 25;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
}

/** The first half of a real image of each raster type. */
export async function truncatedImages(): Promise<HostileImage[]> {
  const base = () =>
    sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#6b8e23',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    });
  const made = {
    jpeg: await base().jpeg().toBuffer(),
    png: await base().png().toBuffer(),
    webp: await base().webp().toBuffer(),
    gif: await base().gif().toBuffer(),
  };
  return Object.entries(made).map(([kind, bytes]) => ({
    name: `truncated.${kind === 'jpeg' ? 'jpg' : kind}`,
    type: `image/${kind}`,
    data: bytes.subarray(0, Math.floor(bytes.length / 2)),
  }));
}

/** Every hostile image the upload route must refuse with a 4xx and store nothing of. */
export async function hostileImageCorpus(): Promise<HostileImage[]> {
  return [
    { name: 'bomb-20000x20000.png', type: 'image/png', data: bombPng(20_000, 20_000) },
    {
      name: 'header-bomb-60000x60000.png',
      type: 'image/png',
      data: await headerBombPng(60_000, 60_000),
    },
    { name: 'bomb-65000x65000.jpg', type: 'image/jpeg', data: await bombJpeg() },
    { name: 'bomb-16383x16383.webp', type: 'image/webp', data: await bombWebp() },
    { name: 'bomb-65535x65535.gif', type: 'image/gif', data: bombGif() },
    // Under a 100-megapixel limit, but GIF frames are decoded whole: 1.5 GB before issue 24.
    { name: 'bomb-9990x9990.gif', type: 'image/gif', data: bombGif(9_990, 9_990) },
    { name: 'bomb-400-frames.gif', type: 'image/gif', data: bombAnimatedGif() },
    { name: 'svg-data-png.svg', type: 'image/svg+xml', data: svgWithDataPng() },
    {
      name: 'svg-xlink-data-png.svg',
      type: 'image/svg+xml',
      data: svgWithDataPng(bombPng(20_000, 20_000), 'xlink:href'),
    },
    { name: 'svg-nested-images.svg', type: 'image/svg+xml', data: svgNestedImages() },
    { name: 'svg-huge-canvas.svg', type: 'image/svg+xml', data: svgHugeCanvas() },
    { name: 'gif-js-polyglot.gif', type: 'image/gif', data: gifJsPolyglot() },
    { name: 'png-html-polyglot.png', type: 'image/png', data: pngHtmlPolyglot() },
    ...(await truncatedImages()),
  ];
}
