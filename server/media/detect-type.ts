/**
 * What an upload is, from its bytes alone (never its name or the browser's content type):
 * the magic numbers of JPEG, PNG, GIF, WebP and AVIF, or SVG as XML text whose root element
 * is `<svg>`. sharp later confirms a raster type by decoding it.
 */
import type { MediaMime } from '../../shared';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1');

/** The AVIF brands of an ISO-BMFF `ftyp` box (major or compatible). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at === 12) continue; // the minor version, not a brand
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * Text that is an SVG document: UTF-8 (an optional BOM), optionally an XML declaration,
 * comments and a doctype, then an `<svg` root element.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001F]/.test(head)) return false; // binary, not text
  let rest = head.trimStart();
  for (;;) {
    const prolog = /^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*/i.exec(
      rest,
    );
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/i.test(rest);
}

/** The type of an upload, or undefined when it is none of the accepted ones. */
export function detectMediaType(bytes: Buffer): MediaMime | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

/** What a payment proof may be (shared/api/orders.ts): a photo or scan, or a PDF. */
export type ProofMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** A PDF: the `%PDF-` header and a version digit, at the very start of the file. */
export function looksLikePdf(bytes: Buffer): boolean {
  return ascii(bytes, 0, 5) === '%PDF-' && /^[0-9]$/.test(ascii(bytes, 5, 6));
}

/**
 * The type of a payment proof from its bytes, or undefined: JPEG, PNG, WebP or PDF only (no
 * SVG or other document able to carry script; no GIF or AVIF, which banking apps never make).
 */
export function detectProofType(bytes: Buffer): ProofMime | undefined {
  if (looksLikePdf(bytes)) return 'application/pdf';
  const image = detectMediaType(bytes);
  return image === 'image/jpeg' || image === 'image/png' || image === 'image/webp'
    ? image
    : undefined;
}
