/**
 * Hostile store paths: every store route kind (tests/support/store-route-examples.ts, keyed by
 * `StoreRoute['kind']`, so a new kind is covered untold) with a control byte, a lone surrogate
 * or an overlong UTF-8 form in each path segment (about 80 GETs, a second or so). A
 * store page must answer these with the store's own not-found page (or a 400/301), never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { storeRouteKindExamples, type StoreRouteKind } from '../support/store-route-examples';

/** Escapes no store path holds: NUL, other C0 controls, DEL, a lone surrogate (WTF-8), overlong `/`. */
export const hostilePathBytes = ['%00', '%01', '%1F', '%7F', '%ED%A0%80', '%C0%AF'];

export interface HostilePath {
  kind: StoreRouteKind;
  path: string;
}

/**
 * Each kind's example with each hostile escape after each segment (the home page's path is the
 * escape alone), and `%00` in place of each segment (`/collection/%00`).
 */
export function hostileStorePaths(): HostilePath[] {
  const out: HostilePath[] = [];
  const seen = new Set<string>();
  const add = (kind: StoreRouteKind, path: string) => {
    if (!seen.has(path)) out.push({ kind, path });
    seen.add(path);
  };
  for (const { kind, path } of storeRouteKindExamples()) {
    const [pathname = '/', search = ''] = path.split('?');
    const query = search ? `?${search}` : '';
    // The home page has no segment: the escape is one.
    const segments = pathname.split('/').filter(Boolean);
    if (!segments.length) segments.push('');
    for (const bytes of hostilePathBytes) {
      segments.forEach((segment, i) => {
        const at = (replacement: string) =>
          `/${segments.map((s, j) => (j === i ? replacement : s)).join('/')}${query}`;
        add(kind, at(`${segment}${bytes}`));
        if (bytes === '%00') add(kind, at(bytes));
      });
    }
  }
  return out;
}

export interface StorePathFinding {
  kind: StoreRouteKind;
  path: string;
  status: number;
  body: string;
}

/**
 * GETs every hostile path on `host` (a store's host). A finding is any answer other than a
 * 400 or 301, or a 404 that is not an HTML page naming the store (`storeName`).
 */
export async function fuzzStorePaths(
  app: FastifyInstance,
  host: string,
  storeName: string,
): Promise<{ requests: number; kinds: number; findings: StorePathFinding[] }> {
  const paths = hostileStorePaths();
  const findings: StorePathFinding[] = [];
  for (const { kind, path } of paths) {
    const res = await app.inject({ method: 'GET', url: path, headers: { host } });
    const storePage =
      res.statusCode === 404 &&
      String(res.headers['content-type']).startsWith('text/html') &&
      res.body.includes(storeName);
    if (storePage || res.statusCode === 400 || res.statusCode === 301) continue;
    findings.push({ kind, path, status: res.statusCode, body: res.body.slice(0, 200) });
  }
  return { requests: paths.length, kinds: new Set(paths.map((p) => p.kind)).size, findings };
}
