/**
 * Turns an upload's bytes into what the media library stores: the type (from the bytes),
 * the original to keep, its intrinsic size, a dominant-colour placeholder and the responsive
 * WebP variants (shared/media-url.ts widths, never upscaled). SVG is sanitised and kept as
 * vector (no variants). Pure of storage and database: ingest-media.ts writes the result.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { mediaExtensions, mediaVariantWidths, type MediaMime } from '../../shared';
import { detectMediaType } from './detect-type';
import { sanitizeSvg, UnsafeSvgError } from './sanitize-svg';

// Two libvips threads per image: the machine is shared, and uploads run side by side.
sharp.concurrency(2);

/** Larger images are refused (a decompression bomb, or far beyond any storefront's need). */
export const MAX_INPUT_PIXELS = 100_000_000;
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

/** The dominant colour of a small rendering, over white where it is transparent. */
async function dominantColour(image: Sharp): Promise<string> {
  // stats() reads its input, not the pipeline: flatten into a buffer first.
  const flat = await image.flatten({ background: '#ffffff' }).png().toBuffer();
  const { dominant } = await sharp(flat).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

async function processSvg(bytes: Buffer): Promise<ProcessedMedia> {
  let clean: Buffer;
  try {
    clean = Buffer.from(sanitizeSvg(bytes.toString('utf8')), 'utf8');
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw new MediaRejectedError(415, error.message);
    throw error;
  }
  try {
    const meta = await sharp(clean, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = Math.round(meta.width ?? 0);
    const height = Math.round(meta.height ?? 0);
    if (width < 1 || height < 1) throw new Error('no size');
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
    throw new MediaRejectedError(
      415,
      'The SVG cannot be drawn: it needs a width and height or a viewBox, and valid SVG markup',
    );
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
): Promise<Buffer> {
  if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().keepIccProfile();
  if (mime === 'image/jpeg')
    return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  if (mime === 'image/png') return image.png({ compressionLevel: 8 }).toBuffer();
  if (mime === 'image/webp' && (meta.pages ?? 1) === 1)
    return image.webp({ quality: 92 }).toBuffer();
  return bytes;
}

async function processRaster(
  bytes: Buffer,
  mime: Exclude<MediaMime, 'image/svg+xml'>,
): Promise<ProcessedMedia> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw new MediaRejectedError(415, `The file cannot be read as ${accepted}`);
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (meta.format !== sharpFormat[mime] || (mime === 'image/avif' && !isAvif)) {
    throw new MediaRejectedError(415, `The file cannot be read as ${accepted}`);
  }
  const pageHeight = meta.pageHeight ?? meta.height;
  const upright = (meta.orientation ?? 1) >= 5; // EXIF 5-8 swap width and height
  const width = upright ? pageHeight : meta.width;
  const height = upright ? meta.width : pageHeight;
  if (!width || !height)
    throw new MediaRejectedError(415, `The file cannot be read as ${accepted}`);
  if (meta.width * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new MediaRejectedError(
      413,
      `The image is ${width}×${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  try {
    const [original, ...variants] = await Promise.all([
      originalWithoutMetadata(bytes, mime, meta),
      ...mediaVariantWidths(width).map(async (w) => {
        const { data, info } = await open()
          .autoOrient()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.pageHeight ?? info.height, body: data };
      }),
    ]);
    const smallest = variants[0];
    const placeholder = await dominantColour(
      smallest ? sharp(smallest.body) : open().resize({ width: 64 }),
    );
    return {
      mime,
      ext: mediaExtensions[mime],
      original: original as Buffer,
      width,
      height,
      placeholder,
      variants: variants as ProcessedVariant[],
    };
  } catch (error) {
    if (error instanceof MediaRejectedError) throw error;
    throw new MediaRejectedError(415, 'The image is damaged or truncated and cannot be read');
  }
}

/** Reads, checks and converts one upload; throws MediaRejectedError for what it refuses. */
export async function processMedia(bytes: Buffer): Promise<ProcessedMedia> {
  if (!bytes.length) throw new MediaRejectedError(400, 'The file is empty');
  const mime = detectMediaType(bytes);
  if (!mime) throw new MediaRejectedError(415, `The file is not ${accepted}`);
  return mime === 'image/svg+xml' ? processSvg(bytes) : processRaster(bytes, mime);
}
