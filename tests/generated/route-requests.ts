/**
 * Requests built from the app's route table: a valid sample of each input part from its zod
 * schema (with chosen ids put in place of generated ones), and the inject call that sends
 * it. The generated suites (fuzz, isolation, XSS) share this, so a new declared route is
 * covered the day it is written.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { RouteEntry } from '../../server/http/route';
import { validSamples } from './arbitraries';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Part = 'params' | 'query' | 'body';

export interface RouteSample {
  params?: Json;
  query?: Json;
  body?: Json;
  /** Raw JSON text sent instead of `body`. */
  rawBody?: string;
}

export const partSchema = (route: RouteEntry, part: Part): z.ZodType | undefined =>
  part === 'query' ? route.schema.querystring : route.schema[part];

/** The declared JSON API routes (not pages, not HEAD). */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
}

export const routeName = (r: RouteEntry) => `${r.method} ${r.url}`;

/** Puts `values[key]` wherever an object in `value` has that key (at any depth). */
export function withIds(value: Json, values: Record<string, Json>): Json {
  if (Array.isArray(value)) return value.map((v) => withIds(v, values));
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k in values ? values[k]! : withIds(v, values);
    }
    return out;
  }
  return value;
}

/** Adds the required keys that `values` names but the sample lacks (optional ids included). */
function withOptionalIds(value: Json, schema: z.ZodType, values: Record<string, Json>): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, Json> = { ...value };
  for (const [k, v] of Object.entries(values)) {
    if (k in out) continue;
    const candidate = { ...out, [k]: v };
    if (schema.safeParse(candidate).success) out[k] = v;
  }
  return out;
}

/**
 * Valid samples of every input part of `route`, with `ids` put in place (e.g. `storeId` of a
 * given store). Answers up to `count` samples, each accepted by the route's schemas.
 */
export function validRouteSamples(
  route: RouteEntry,
  ids: Record<string, Json>,
  count: number,
  seed = 7,
): RouteSample[] {
  const perPart: Partial<Record<Part, Json[]>> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = partSchema(route, part);
    if (!schema) continue;
    const raw = validSamples(schema, count * 3, seed);
    const placed = raw
      .map((v) => withOptionalIds(withIds(v, ids), schema, ids))
      .filter((v) => schema.safeParse(v).success);
    perPart[part] = placed;
    if (!placed.length) return [];
  }
  const out: RouteSample[] = [];
  for (let i = 0; i < count; i++) {
    const sample: RouteSample = {};
    let complete = true;
    for (const part of ['params', 'query', 'body'] as const) {
      const list = perPart[part];
      if (!list) continue;
      if (!list.length) complete = false;
      else sample[part] = list[i % list.length]!;
    }
    if (complete) out.push(sample);
  }
  return out;
}

/**
 * Percent-encodes text as a browser would, except that a lone surrogate (which
 * encodeURIComponent refuses) is sent as its 3-byte WTF-8 form, so servers see it too.
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

function queryString(query: Json | undefined): string {
  if (query === undefined || query === null) return '';
  const entries: [string, Json][] =
    typeof query === 'object' && !Array.isArray(query) ? Object.entries(query) : [['v', query]];
  const pairs: string[] = [];
  for (const [k, v] of entries) {
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeLoose(k)}=${encodeLoose(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function pathWith(url: string, params: Json | undefined): string {
  const values = params && typeof params === 'object' && !Array.isArray(params) ? params : {};
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = values[name];
    return encodeLoose(v === undefined || v === null ? 'x' : String(v));
  });
}

export interface Caller {
  host: string;
  /** `name=value; ...` or undefined for no session. */
  cookie?: string;
}

/** Whether `send` puts a JSON body on this route's requests (every method but GET, and DELETE with a body schema). */
export const sendsBody = (route: RouteEntry) =>
  route.method !== 'GET' && (route.method !== 'DELETE' || route.schema.body !== undefined);

/** Sends `sample` to `route` as a same-site browser would. */
export function send(
  app: FastifyInstance,
  route: RouteEntry,
  sample: RouteSample,
  caller: Caller,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: caller.host };
  if (caller.cookie) headers.cookie = caller.cookie;
  if (route.method !== 'GET') headers.origin = `http://${caller.host}`;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: `${pathWith(route.url, sample.params)}${queryString(sample.query)}`,
    headers,
  };
  if (sendsBody(route)) {
    headers['content-type'] = 'application/json';
    options.payload =
      sample.rawBody ?? (sample.body === undefined ? '{}' : JSON.stringify(sample.body));
  }
  return app.inject(options);
}

/** The 400 rule: every field named, none empty. */
export function namesAField(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json<{ details?: { field?: unknown }[] }>();
    return (
      Array.isArray(body.details) &&
      body.details.length > 0 &&
      body.details.every((d) => typeof d.field === 'string' && d.field.length > 0)
    );
  } catch {
    return false;
  }
}
