/**
 * The builder's canvas document (GET /canvas on the dashboard host): the built
 * `dist/client/canvas/index.html`, loaded into the editor's sandboxed iframe. Owns reading it
 * and its answer headers. Not: the route's host check (app.ts), the canvas code (canvas/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * The storefront's own policy (it renders the same sections): merchant images and videos from
 * any https host, embedded YouTube/Vimeo players, scripts only from this host. Framed only by
 * this host (the builder). The iframe's origin is opaque; `'self'` still means this host.
 */
export const CANVAS_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';media-src 'self' https:;frame-src https://www.youtube-nocookie.com https://player.vimeo.com";

const NOT_BUILT =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Builder canvas</title><p>The builder canvas is not built yet: run <code>npm run build</code>.</p></html>';

/** The canvas page from `clientDir`, or a short page saying to build it. */
export function loadCanvasHtml(clientDir: string): string {
  const path = join(clientDir, 'canvas', 'index.html');
  return existsSync(path) ? readFileSync(path, 'utf8') : NOT_BUILT;
}

/**
 * Sends the canvas page: never cached (it names the current build's assets). `csp` defaults
 * to CANVAS_CSP (app.ts adds the media host when media is served from elsewhere).
 */
export function sendCanvas(reply: FastifyReply, html: string, csp: string = CANVAS_CSP) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', csp)
    .send(html);
}
