/**
 * Headers of files served from `DATA_DIR/media` at `/media/`: readable cross-origin (the
 * builder's sandboxed canvas), cached for a year when named by the media library's ids (a
 * file there is never rewritten), and an SVG opened on its own can run nothing.
 */
import type { FastifyReply } from 'fastify';
import { MEDIA_CACHE_CONTROL } from './storage';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `{storeId}/{mediaId}/{width}.webp` or `{storeId}/{mediaId}/{w}x{h}/original.{ext}`. */
const LIBRARY_FILE = new RegExp(`/${UUID}/${UUID}/(\\d+\\.webp|\\d+x\\d+/original\\.[a-z]+)$`);

/** A sanitised SVG is still a document when opened directly: no scripts, no requests out. */
export const SVG_FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** @fastify/static's `setHeaders` for `/media/`. */
export function setMediaHeaders(reply: FastifyReply, path: string): void {
  reply.header('access-control-allow-origin', '*');
  const file = path.replace(/\\/g, '/');
  if (LIBRARY_FILE.test(file)) reply.header('cache-control', MEDIA_CACHE_CONTROL);
  if (file.toLowerCase().endsWith('.svg')) reply.header('content-security-policy', SVG_FILE_CSP);
}
