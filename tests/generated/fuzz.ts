/**
 * Schema fuzz over the route table: for every declared API route, valid samples and hostile
 * variants of each input part (see arbitraries.ts), sent with a merchant session and ids of
 * the merchant's own store (so requests get past access checks into the handlers). Every
 * answer must be < 500, and every 400 must name a field. Used by the integration suite
 * (about 2,000 requests) and `npm run bench -- fuzz` (20,000+).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../server/http/route';
import { hostileVariants } from './arbitraries';
import {
  apiRoutes,
  namesAField,
  routeName,
  send,
  validRouteSamples,
  type Caller,
  type Json,
  type Part,
  type RouteSample,
} from './route-requests';

export interface FuzzFinding {
  route: string;
  kind: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  fiveHundreds: FuzzFinding[];
  unnamed400s: FuzzFinding[];
  byStatus: Record<number, number>;
}

export interface FuzzOptions {
  /** Requests per route (at least one valid sample and its hostile variants). */
  perRoute: number;
  /** The caller for a route (a session for non-public routes). */
  callerFor: (route: RouteEntry) => Caller | Promise<Caller>;
  /** Ids to put in generated input (`storeId`, `pageId`...). */
  ids: Record<string, Json>;
  seed?: number;
  /** Routes to leave out (e.g. ones that end the caller's session), by `METHOD path`. */
  skip?: string[];
}

/** The requests for one route: valid samples first, then hostile variants of each part. */
export function fuzzRequests(
  route: RouteEntry,
  ids: Record<string, Json>,
  perRoute: number,
  seed: number,
): { sample: RouteSample; kind: string }[] {
  const valid = validRouteSamples(route, ids, Math.max(2, Math.ceil(perRoute / 10)), seed);
  const base: RouteSample = valid[0] ?? {};
  const out: { sample: RouteSample; kind: string }[] = valid.map((sample) => ({
    sample,
    kind: 'valid',
  }));
  const parts: Part[] = (['params', 'query', 'body'] as const).filter((p) => base[p] !== undefined);
  // A route without input still gets junk: unknown query keys and a stray body.
  if (!parts.length) parts.push(route.method === 'GET' ? 'query' : 'body');
  let round = 0;
  while (out.length < perRoute && round < 200) {
    for (const part of parts) {
      const start = (base[part] ?? {}) as Json;
      for (const variant of hostileVariants(start, round + seed)) {
        if (out.length >= perRoute) break;
        if (part !== 'body' && (variant.raw || variant.kind === 'one-megabyte')) continue;
        const sample: RouteSample = { ...base, [part]: variant.value };
        if (variant.raw !== undefined && part === 'body') sample.rawBody = variant.raw;
        out.push({ sample, kind: `${part}:${variant.kind}` });
      }
    }
    round++;
  }
  return out.slice(0, perRoute);
}

/** Runs the fuzz; never throws on a finding (the caller asserts on the report). */
export async function fuzzRoutes(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = {
    routes: 0,
    requests: 0,
    fiveHundreds: [],
    unnamed400s: [],
    byStatus: {},
  };
  const skip = new Set(options.skip ?? []);
  for (const route of apiRoutes(app)) {
    if (skip.has(routeName(route))) continue;
    report.routes++;
    const caller = await options.callerFor(route);
    for (const { sample, kind } of fuzzRequests(
      route,
      options.ids,
      options.perRoute,
      options.seed ?? 1,
    )) {
      const res = await send(app, route, sample, caller);
      report.requests++;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      const finding = () => ({
        route: routeName(route),
        kind,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
      if (res.statusCode >= 500) report.fiveHundreds.push(finding());
      else if (res.statusCode === 400 && !namesAField(res)) report.unnamed400s.push(finding());
    }
  }
  return report;
}
