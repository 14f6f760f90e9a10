/**
 * Schema fuzz over the route table: for every declared API route, valid samples and hostile
 * variants of each input part (see arbitraries.ts), sent with a merchant session and ids of
 * the merchant's own store (so requests get past access checks into the handlers). Every
 * answer must be < 500, and every 400 must name a field. Every route that takes a body also
 * gets the bodies at the parser's limits (`limitBodies`: nested 65 and 10,000 levels, just
 * under and just over the body limit), each of which must get its status (400, 413) and be
 * answered within `cpuBudgetMs` of the process's CPU time (a guard against work quadratic in
 * the input: CPU time, best of two tries, not wall time, so a loaded machine does not fail it).
 * Used by the integration suite (about 2,000 requests) and `npm run bench -- fuzz` (20,000+).
 */
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../server/http/route';
import { MAX_JSON_DEPTH } from '../../server/http/json-body';
import { hostileVariants, limitBodies } from './arbitraries';
import {
  apiRoutes,
  namesAField,
  routeName,
  send,
  sendsBody,
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
  /** Requests with bodies at the parser's limits (part of `requests`). */
  limitRequests: number;
  /** Limit bodies answered with another status than the limit's (400 nested, 413 over). */
  wrongStatus: FuzzFinding[];
  /** Limit bodies that took more than `cpuBudgetMs` of CPU (the better of two tries). */
  overBudget: (FuzzFinding & { cpuMs: number })[];
  /** The most CPU time one limit body took (the better of its tries), in ms. */
  maxLimitCpuMs: number;
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
  /** CPU time a limit body may take, in ms (default 200). */
  cpuBudgetMs?: number;
}

/** The process's CPU time (user + system) since `start`, in ms. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Valid samples of a route for its fuzz: about one in ten of its requests, at least two. */
const fuzzSamples = (
  route: RouteEntry,
  ids: Record<string, Json>,
  perRoute: number,
  seed: number,
) => validRouteSamples(route, ids, Math.max(2, Math.ceil(perRoute / 10)), seed);

/** The requests for one route: valid samples first, then hostile variants of each part. */
export function fuzzRequests(
  route: RouteEntry,
  ids: Record<string, Json>,
  perRoute: number,
  seed: number,
  valid: RouteSample[] = fuzzSamples(route, ids, perRoute, seed),
): { sample: RouteSample; kind: string }[] {
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
    limitRequests: 0,
    wrongStatus: [],
    overBudget: [],
    maxLimitCpuMs: 0,
  };
  const budget = options.cpuBudgetMs ?? 200;
  const skip = new Set(options.skip ?? []);
  for (const route of apiRoutes(app)) {
    if (skip.has(routeName(route))) continue;
    report.routes++;
    const caller = await options.callerFor(route);
    const seed = options.seed ?? 1;
    // Generated once: the limit bodies below are built from the same valid body.
    const valid = fuzzSamples(route, options.ids, options.perRoute, seed);
    for (const { sample, kind } of fuzzRequests(
      route,
      options.ids,
      options.perRoute,
      seed,
      valid,
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
    if (!sendsBody(route)) continue;
    const base: RouteSample = valid[0] ?? {};
    const bodyLimit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    for (const body of limitBodies(base.body ?? {}, bodyLimit, MAX_JSON_DEPTH)) {
      const sample = { ...base, rawBody: body.raw };
      const tries: number[] = [];
      let res: Awaited<ReturnType<typeof send>>;
      // A second try only when the first is over: a GC pause or a cold path is not the input's.
      do {
        const start = process.cpuUsage();
        res = await send(app, route, sample, caller);
        tries.push(cpuMsSince(start));
      } while (tries.length < 2 && tries[0]! > budget);
      const cpuMs = Math.min(...tries);
      report.requests += tries.length;
      report.limitRequests += tries.length;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      report.maxLimitCpuMs = Math.max(report.maxLimitCpuMs, cpuMs);
      const finding = {
        route: routeName(route),
        kind: `limit:${body.kind}`,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      };
      if (res.statusCode >= 500) report.fiveHundreds.push(finding);
      else if (res.statusCode === 400 && !namesAField(res)) report.unnamed400s.push(finding);
      if (body.status !== undefined && res.statusCode !== body.status) {
        report.wrongStatus.push(finding);
      }
      if (cpuMs > budget) report.overBudget.push({ ...finding, cpuMs: Math.round(cpuMs) });
    }
  }
  return report;
}
