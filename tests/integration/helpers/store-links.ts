/**
 * Every internal link a store shows, and a check that each answers 200 on the store's host:
 * links are collected from the published header/footer and every published page, wherever a
 * section keeps them (`url`, `href`, `link` and any `…Url`/`…Link` prop at any depth, and
 * `href="/…"` inside HTML text).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import { pages, stores } from '../../../server/db/schema';
import { TestClient } from './test-app';

const linkKey = /^(url|href|link)$|(Url|Link)$/;

/** Adds `href` to `out` when it is a path on the store (`/…`, not `//host`). */
function addInternal(href: string, out: Set<string>) {
  if (href.startsWith('/') && !href.startsWith('//')) out.add(href.split('#')[0] || '/');
}

/** Every internal link (`/…`) in a content document. */
export function internalLinks(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) internalLinks(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') {
        if (linkKey.test(k)) addInternal(v, out);
        else for (const m of v.matchAll(/href="([^"]*)"/g)) addInternal(m[1]!, out);
      } else internalLinks(v, out);
    }
  }
  return out;
}

/** The internal links of a store's published header/footer and pages, sorted. */
export async function publishedLinksOf(db: Db, storeId: string): Promise<string[]> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const rows = await db
    .select({ content: pages.publishedContent })
    .from(pages)
    .where(eq(pages.storeId, storeId));
  const links = internalLinks(store!.globalContent);
  for (const row of rows) internalLinks(row.content, links);
  return [...links].sort();
}

/** Asserts every one of `links` answers 200 to a shopper on `host`. */
export async function expectAllLive(app: FastifyInstance, host: string, links: string[]) {
  const shopper = new TestClient(app, host);
  const dead: string[] = [];
  for (const link of links) {
    const res = await shopper.get(link);
    if (res.statusCode !== 200) dead.push(`${link} -> ${res.statusCode}`);
  }
  expect(dead).toEqual([]);
}
