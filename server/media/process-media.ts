/**
 * Turns an upload's bytes into what the media library stores: the type (from the bytes),
 * the original to keep, its intrinsic size, a dominant-colour placeholder and the responsive
 * WebP variants (shared/media-url.ts widths, never upscaled). SVG is sanitised and kept as
 * vector (no variants). Pure of storage and database: ingest-media.ts writes the result.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { mediaExtensions, mediaVariantWidths, type MediaMime } from '../../shared';
import { limitConcurrency } from '../lib/limit-concurrency';
import { detectMediaType } from './detect-type';
import { sanitizeSvg, UnsafeSvgError } from './sanitize-svg';

// Two libvips threads per image, and at most two images decoded at once per process
// (configureImageWork): the machine is shared, and uploads run side by side.
sharp.concurrency(2);
// No libvips operation cache: it kept a decoded GIF between its variants and doubled an
// upload's peak memory (a 10-megapixel GIF: 239 MB cached, 124 MB not; 40 % slower).
sharp.cache(false);

/**
 * Larger images are refused (a decompression bomb, or far beyond any storefront's need).
 * libvips streams JPEG, PNG and still WebP through a resize (a 99.8-megapixel PNG peaks at
 * about 90 MB), so this is the limit of those.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * GIF and AVIF frames (and animated WebP) are decoded whole, once per variant: about 12 bytes
 * a pixel at the peak (a 10-megapixel GIF takes 124 MB, two at once 268 MB; before issue 24 a
 * 9990² one took 1.5 GB), so their limit, all frames together, is lower.
 */
export const MAX_WHOLE_DECODE_PIXELS = 10_000_000;

/** Images decoded at once in this process; more wait their turn (MEDIA_IMAGE_CONCURRENCY). */
const imageWork = limitConcurrency(2);

/** Sets how many images this process decodes at once. Defaults to `2`. */
export function configureImageWork(options: { concurrency: number }): void {
  imageWork.setLimit(options.concurrency);
}
/** WebP quality of the variants: visually clean for photos at a third of JPEG's bytes. */
const VARIANT_QUALITY = 78;
/**
 * libwebp's effort (0-6, sharp's default 4). Measured here on a 4000×3000 photo: 2 makes the
 * same bytes (±1 %) with a third less CPU; on flat artwork (the demo pictures) 5 % more bytes.
 */
const VARIANT_EFFORT = 2;

export interface ProcessedVariant {
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedMedia {
  mime: MediaMime;
  ext: (typeof mediaExtensions)[MediaMime];
  /** The bytes to keep as the original: as uploaded, sanitised (SVG) or without metadata. */
  original: Buffer;
  width: number;
  height: number;
  /** `#rrggbb`. */
  placeholder: string;
  variants: ProcessedVariant[];
}

/** An upload that is not an image this library takes; `status` is the HTTP answer. */
export class MediaRejectedError extends Error {
  override name = 'MediaRejectedError';
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const accepted = 'a JPEG, PNG, WebP, AVIF, GIF or SVG image';
/** sharp's name of each raster format. */
const sharpFormat: Record<Exclude<MediaMime, 'image/svg+xml'>, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The side of the rendering the dominant colour is read from. */
const PLACEHOLDER_SIDE = 64;

/**
 * The dominant colour of a 64-pixel rendering, over white where it is transparent. stats()
 * reads its input, not the pipeline, so the rendering goes through a raw buffer first (a PNG
 * of the 320-pixel variant cost 17 ms of a 1024² photo's 125: issue 27's image copy).
 */
async function dominantColour(image: Sharp): Promise<string> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .resize(PLACEHOLDER_SIDE, PLACEHOLDER_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

const megapixels = (pixels: number) => `${pixels / 1_000_000} megapixels`;

/** The refusal of an image whose header declares more pixels than `limit`. */
export function tooManyPixels(width: number, height: number, limit: number, frames = 1) {
  const size = `${width}×${height} pixels${frames > 1 ? ` in ${frames} frames` : ''}`;
  return new MediaRejectedError(
    413,
    `The image is ${size}; at most ${megapixels(limit)} are accepted`,
  );
}

/**
 * The header of an image: format, size, frames, metadata blocks. Read without decoding a
 * pixel (so with no pixel limit: the caller checks the size before any decode).
 */
export function readImageHeader(bytes: Buffer, animated = false): Promise<Metadata> {
  return sharp(bytes, { animated, limitInputPixels: false }).metadata();
}

/** A sanitised SVG and its size, checked against the pixel limit; no pixel drawn yet. */
async function checkSvg(bytes: Buffer): Promise<{ clean: Buffer; width: number; height: number }> {
  let clean: Buffer;
  try {
    clean = Buffer.from(sanitizeSvg(bytes.toString('utf8')), 'utf8');
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw new MediaRejectedError(415, error.message);
    throw error;
  }
  const meta = await readImageHeader(clean).catch(() => undefined);
  const width = Math.round(meta?.width ?? 0);
  const height = Math.round(meta?.height ?? 0);
  if (width < 1 || height < 1) throw svgCannotBeDrawn();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width, height, MAX_INPUT_PIXELS);
  return { clean, width, height };
}

const svgCannotBeDrawn = () =>
  new MediaRejectedError(
    415,
    'The SVG cannot be drawn: it needs a width and height or a viewBox, and valid SVG markup',
  );

async function processSvg({
  clean,
  width,
  height,
}: Awaited<ReturnType<typeof checkSvg>>): Promise<ProcessedMedia> {
  try {
    const placeholder = await dominantColour(
      sharp(clean, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
        width: 64,
        height: 64,
        fit: 'inside',
      }),
    );
    return {
      mime: 'image/svg+xml',
      ext: 'svg',
      original: clean,
      width,
      height,
      placeholder,
      variants: [],
    };
  } catch {
    throw svgCannotBeDrawn();
  }
}

/**
 * Metadata (EXIF with a phone's GPS position, XMP, IPTC) would be published with the file:
 * such JPEG, PNG and WebP originals are re-encoded upright without it, colour profile kept.
 */
async function originalWithoutMetadata(
  bytes: Buffer,
  mime: MediaMime,
  meta: Metadata,
  limit: number,
): Promise<Buffer> {
  if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
  const image = sharp(bytes, { limitInputPixels: limit }).autoOrient().keepIccProfile();
  if (mime === 'image/jpeg')
    return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  if (mime === 'image/png') return image.png({ compressionLevel: 8 }).toBuffer();
  if (mime === 'image/webp' && (meta.pages ?? 1) === 1)
    return image.webp({ quality: 92 }).toBuffer();
  return bytes;
}

type RasterMime = Exclude<MediaMime, 'image/svg+xml'>;

interface CheckedRaster {
  mime: RasterMime;
  meta: Metadata;
  width: number;
  height: number;
  /** Pixels of all frames: what a decode costs. */
  limit: number;
}

/** A raster's header, checked: its format and its pixels against the limit. No decode. */
async function checkRaster(bytes: Buffer, mime: RasterMime): Promise<CheckedRaster> {
  const unreadable = () => new MediaRejectedError(415, `The file cannot be read as ${accepted}`);
  const meta = await readImageHeader(bytes, mime === 'image/gif' || mime === 'image/webp').catch(
    () => undefined,
  );
  if (!meta) throw unreadable();
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (meta.format !== sharpFormat[mime] || (mime === 'image/avif' && !isAvif)) throw unreadable();
  const pageHeight = meta.pageHeight ?? meta.height;
  const upright = (meta.orientation ?? 1) >= 5; // EXIF 5-8 swap width and height
  const width = upright ? pageHeight : meta.width;
  const height = upright ? meta.width : pageHeight;
  if (!width || !height) throw unreadable();
  const frames = meta.pages ?? 1;
  const wholeDecode = mime === 'image/gif' || mime === 'image/avif' || frames > 1;
  const limit = wholeDecode ? MAX_WHOLE_DECODE_PIXELS : MAX_INPUT_PIXELS;
  // meta.height is every frame's height together when the image is animated.
  if (meta.width * (meta.height ?? 0) > limit) throw tooManyPixels(width, height, limit, frames);
  return { mime, meta, width, height, limit };
}

async function processRaster(
  bytes: Buffer,
  { mime, meta, width, height, limit }: CheckedRaster,
): Promise<ProcessedMedia> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  // The pixel limit again on every decode: nothing larger than the header said gets through.
  const open = () => sharp(bytes, { limitInputPixels: limit, animated });
  try {
    // One variant after another: a decode at a time, so one image's peak is one decode's.
    const original = await originalWithoutMetadata(bytes, mime, meta, limit);
    const variants: ProcessedVariant[] = [];
    for (const w of mediaVariantWidths(width)) {
      const { data, info } = await open()
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.pageHeight ?? info.height, body: data });
    }
    const smallest = variants[0];
    const placeholder = await dominantColour(
      smallest ? sharp(smallest.body, { limitInputPixels: limit }) : open().resize({ width: 64 }),
    );
    return {
      mime,
      ext: mediaExtensions[mime],
      original,
      width,
      height,
      placeholder,
      variants,
    };
  } catch (error) {
    if (error instanceof MediaRejectedError) throw error;
    throw new MediaRejectedError(415, 'The image is damaged or truncated and cannot be read');
  }
}

/**
 * Reads, checks and converts one upload; throws MediaRejectedError for what it refuses. The
 * type, the SVG's safety and the pixel count are checked from the bytes and the header at
 * once; only an image that passes waits its turn to be decoded (configureImageWork).
 */
export async function processMedia(bytes: Buffer): Promise<ProcessedMedia> {
  if (!bytes.length) throw new MediaRejectedError(400, 'The file is empty');
  const mime = detectMediaType(bytes);
  if (!mime) throw new MediaRejectedError(415, `The file is not ${accepted}`);
  if (mime === 'image/svg+xml') {
    const svg = await checkSvg(bytes);
    return imageWork.run(() => processSvg(svg));
  }
  const raster = await checkRaster(bytes, mime);
  return imageWork.run(() => processRaster(bytes, raster));
}
