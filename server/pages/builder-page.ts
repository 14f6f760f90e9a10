/**
 * The builder's own page (GET /builder on the dashboard host): the built
 * `dashboard/builder/index.html`, with preload links that start the page's data requests
 * (the session check and, for a valid `?pageId=`, the page) while its scripts still load, so
 * they do not wait for the scripts to run. Owns reading that page and the links. Not: the
 * route's host check (app.ts), the builder code (dashboard/builder/, editor/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { pageIdSchema } from '../../shared';

const NOT_BUILT =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Store Builder</title><p>The builder is not built yet: run <code>npm run build</code>.</p></html>';

/** The builder page from `clientDir`, or a short page saying to build it. */
export function loadBuilderHtml(clientDir: string): string {
  const path = join(clientDir, 'dashboard', 'builder', 'index.html');
  return existsSync(path) ? readFileSync(path, 'utf8') : NOT_BUILT;
}

/**
 * `html` with `<link rel="preload" as="fetch">` for check-auth and, when `pageId` is a page id,
 * get-page-by-id: the same URLs, mode and credentials as the builder's own fetches
 * (dashboard/builder/builder-api.ts), which then take the preloaded answers.
 */
export function withBuilderPreloads(html: string, pageId: unknown): string {
  const urls = ['/api/auth/check-auth'];
  // A repeated or missing parameter preloads no page (the builder then reads none either).
  const id = typeof pageId === 'string' ? pageId.trim().toLowerCase() : '';
  if (pageIdSchema.safeParse(id).success) {
    urls.push(`/api/dashboard/page/get-page-by-id?${new URLSearchParams({ pageId: id })}`);
  }
  const links = urls
    .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`)
    .join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}

/** The one `pageId` of a request URL's query (`/builder?pageId=…`), if exactly one. */
export function pageIdOfUrl(url: string): string | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const all = new URLSearchParams(query).getAll('pageId');
  return all.length === 1 ? all[0] : undefined;
}

/**
 * Sends the builder page for the request URL `url`: never cached (it names the current
 * build's assets).
 */
export function sendBuilderPage(reply: FastifyReply, html: string, url: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(withBuilderPreloads(html, pageIdOfUrl(url)));
}
