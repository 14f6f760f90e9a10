/**
 * Cache headers of the built browser files at `/assets/`. Vite names each file by its content
 * (`storefront-Csn04tvF.js`): such a name never changes meaning, so browsers keep it a year
 * without asking again. Any other file there (none today) could change under its name and is
 * kept for a short while only.
 */
import type { FastifyReply } from 'fastify';

/** `name-HASH.ext` as Vite writes it (an 8-character base64url hash), with `.br`/`.gz` beside. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const SHORT_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** @fastify/static's `setHeaders` for `/assets/`. */
export function setBuiltAssetHeaders(reply: FastifyReply, path: string): void {
  reply.header('access-control-allow-origin', '*');
  const name = path.replace(/\\/g, '/').split('/').pop() ?? '';
  reply.header(
    'cache-control',
    HASHED_NAME.test(name) ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL,
  );
}
