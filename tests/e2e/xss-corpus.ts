/**
 * The XSS corpus spec's machinery (`xss.spec.ts`): which routes write merchant text (read from
 * the app's route table, built in process as `npm run routes` does), bodies for them with a
 * payload in every free-text string the route's schema accepts one in, page content with every
 * section type whose string props all hold payloads (read from the section registry's
 * schemas), and the browser side: counting `__xss()` calls, dialogs and CSP violations, and
 * scanning a frame's DOM for markup a payload could have planted.
 * Owns: those helpers. Not: the payload list (`xss-payloads.ts`), which pages are visited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Frame } from '@playwright/test';
import fc from 'fast-check';
import type { z } from 'zod';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import type { RouteEntry } from '../../server/http/route';
import {
  sectionRegistry,
  sectionTypes,
  canNestType,
  CONTENT_SCHEMA_VERSION,
  type ContentDocument,
  type Component,
  type SectionType,
} from '../../shared';
import { fromJsonSchema, leafPaths, setAt, toJsonSchema } from '../generated/arbitraries';
import {
  apiRoutes,
  encodeLoose,
  routeName,
  validRouteSamples,
  withIds,
  type Json,
  type RouteSample,
} from '../generated/route-requests';
import { xssPayloads } from './xss-payloads';

// ---------------------------------------------------------------------------------------------
// The route table.

/** The app's declared JSON API routes, from an app built in process (PGlite in memory). */
export async function loadApiRoutes(): Promise<RouteEntry[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-xss-routes-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const app = await buildApp({
      config: loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }),
      database,
      logger: false,
      clientDir: join(dataDir, 'no-client'),
    });
    try {
      await app.ready();
      return apiRoutes(app);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Routes a merchant writes text through: a session or store route taking a JSON body. */
export function merchantWriteRoutes(routes: RouteEntry[]): RouteEntry[] {
  return routes.filter(
    (r) =>
      (r.access === 'store' || r.access === 'session') &&
      ['POST', 'PUT', 'PATCH'].includes(r.method) &&
      r.schema.body !== undefined,
  );
}

/** The top-level keys a route's body declares. */
export function bodyKeys(route: RouteEntry): string[] {
  const schema = route.schema.body;
  return schema ? Object.keys(toJsonSchema(schema).properties ?? {}) : [];
}

type JsonSchemaNode = ReturnType<typeof toJsonSchema>;

/** Every property name a route's body declares, at any depth (union branches included). */
function allBodyKeys(route: RouteEntry): string[] {
  const keys = new Set<string>();
  const walk = (s: JsonSchemaNode | undefined) => {
    if (!s || typeof s !== 'object') return;
    for (const [k, v] of Object.entries(s.properties ?? {})) {
      keys.add(k);
      walk(v);
    }
    walk(s.items);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch);
  };
  if (route.schema.body) walk(toJsonSchema(route.schema.body));
  return [...keys];
}

/** Something an earlier write made: the route that made it and the `id` it answered. */
export interface Created {
  url: string;
  id: string;
}

/**
 * Ids for the fields of `route` that name other entities (`productId`, `categoryIds`, and a
 * bare `ids` naming the route's own kind), taken from what earlier writes created: the entity
 * `productId` names is one made by a route whose URL says `product`.
 */
export function createdIds(route: RouteEntry, created: Created[]): Record<string, Json> {
  const out: Record<string, Json> = {};
  const own = route.url.split('/').filter(Boolean)[2] ?? '';
  for (const key of allBodyKeys(route)) {
    const m = /^(.+?)(Ids?)$/.exec(key) ?? (key === 'ids' ? [key, own, 'Ids'] : null);
    if (!m || ['store', 'page', 'user'].includes(m[1]!)) continue;
    const entity = m[1]!.toLowerCase().replace(/(ies|s)$/, (e) => (e === 'ies' ? 'y' : ''));
    // Whole words of the path ('reorder-rates' does not make an order).
    const made = created
      .filter((c) =>
        c.url
          .toLowerCase()
          .split(/[/-]/)
          .some((word) => word === entity || word === `${entity}s`),
      )
      .map((c) => c.id);
    if (made.length) out[key] = m[2] === 'Ids' ? made.slice(0, 1) : made[0]!;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Payloads into values.

/**
 * Hands out the payloads in turn: each field gets the next payload its check accepts, so every
 * payload lands somewhere and no field waits on one its format refuses.
 */
export class PayloadCursor {
  private at = 0;
  /** How many fields took each payload. */
  readonly landed = new Array<number>(xssPayloads.length).fill(0);

  /**
   * The next payload `accepts` takes, one that has landed nowhere yet first (so a run of
   * format-checked fields, URLs say, cannot keep the rotation away from some payloads), or
   * undefined. Each payload is tried at most twice.
   */
  next(accepts: (payload: string) => boolean): string | undefined {
    for (const unseenOnly of [true, false]) {
      for (let k = 0; k < xssPayloads.length; k++) {
        const i = (this.at + k) % xssPayloads.length;
        if (unseenOnly && this.landed[i]! > 0) continue;
        const payload = xssPayloads[i]!;
        if (accepts(payload)) {
          this.at = (i + 1) % xssPayloads.length;
          this.landed[i]! += 1;
          return payload;
        }
      }
    }
    return undefined;
  }

  /** How many payloads landed in at least one field. */
  get distinct(): number {
    return this.landed.filter((n) => n > 0).length;
  }
}

export interface Poisoned<T> {
  value: T;
  /** String fields now holding a payload. */
  written: number;
  /** String fields whose format refused every payload (slugs, enums, emails, ...). */
  refused: string[];
}

const isFixed = (path: (string | number)[], fixed: ReadonlySet<string>) =>
  path.some((k) => typeof k === 'string' && fixed.has(k));

const getAt = (value: Json, path: (string | number)[]): Json =>
  path.reduce<Json>(
    (v, k) => (v && typeof v === 'object' ? ((v as Record<string, Json>)[k] ?? null) : null),
    value,
  );

/**
 * `value` with every string leaf (outside the `fixed` keys) replaced by the next payload that
 * `valid` still accepts the whole value with; a leaf no payload fits keeps its value.
 */
export function poisonStrings(
  value: Json,
  valid: (candidate: Json) => boolean,
  fixed: ReadonlySet<string>,
  cursor: PayloadCursor,
): Poisoned<Json> {
  let out = value;
  let written = 0;
  const refused: string[] = [];
  for (const path of leafPaths(value)) {
    if (isFixed(path, fixed) || typeof getAt(value, path) !== 'string') continue;
    const payload = cursor.next((p) => valid(setAt(out, path, p)));
    if (payload === undefined) refused.push(path.join('.'));
    else {
      out = setAt(out, path, payload);
      written++;
    }
  }
  return { value: out, written, refused };
}

// ---------------------------------------------------------------------------------------------
// Page content: every section type, every string prop a payload.

/** Props kept as given (a product section's real slug, a grid's real collection). */
export type FixedProps = Partial<Record<SectionType, Record<string, Json>>>;

function poisonedComponent(
  type: SectionType,
  index: number,
  cursor: PayloadCursor,
  fixedProps: FixedProps,
  children?: Component[],
): Poisoned<Component> {
  const schema: z.ZodType = sectionRegistry[type].schema;
  const fixed = { ...fixedProps[type] };
  const defaults = { ...(schema.parse({}) as Record<string, Json>), ...fixed };
  // A container's children are components of their own, poisoned one by one.
  const keep = new Set([...Object.keys(fixed), 'children']);
  const props = poisonStrings(defaults, (c) => schema.safeParse(c).success, keep, cursor);
  // The component's own id is merchant text too (at most 100 characters, unique).
  const id = `${cursor.next((p) => p.length <= 90) ?? 'section'}~${index}`;
  const value = props.value as Record<string, unknown>;
  if (children) value.children = children;
  return {
    value: { id, type, props: value },
    written: props.written + 1,
    refused: props.refused.map((p) => `${type}.${p}`),
  };
}

export interface PoisonedContent {
  /** Every page section type (containers nested to the deepest level allowed). */
  page: ContentDocument;
  /** The global sections (topbar, navbar, footer). */
  global: ContentDocument;
  written: number;
  refused: string[];
}

/** Page and global content holding one section of every type, every string prop a payload. */
export function poisonedContent(
  cursor: PayloadCursor,
  fixedProps: FixedProps = {},
): PoisonedContent {
  let written = 0;
  const refused: string[] = [];
  let index = 0;
  const make = (type: SectionType, children?: Component[]) => {
    const c = poisonedComponent(type, index++, cursor, fixedProps, children);
    written += c.written;
    refused.push(...c.refused);
    return c.value;
  };
  const global: Component[] = [];
  const page: Component[] = [];
  for (const type of sectionTypes) {
    if (sectionRegistry[type].contentType === 'global') global.push(make(type));
    else if (type === 'container') {
      // Container > [every nestable type, container > [text block]].
      const nested = sectionTypes.filter((t) => t !== 'container' && canNestType(t));
      const inner = make('container', [make('textBlock')]);
      page.push(make('container', [...nested.map((t) => make(t)), inner]));
    } else page.push(make(type));
  }
  return {
    // Today's version: the props are today's defaults (an older version would migrate them,
    // and a migration that builds blocks from old props would drop the poisoned blocks).
    page: { schemaVersion: CONTENT_SCHEMA_VERSION, components: page },
    global: { schemaVersion: CONTENT_SCHEMA_VERSION, components: global },
    written,
    refused,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing through the API.

export interface RouteWrite {
  route: string;
  status: number;
  written: number;
  refused: string[];
  /** Payloads the server refused though the schema took them (its value went back in). */
  serverRefused: string[];
  /** Optional fields dropped after the server refused them (a stale version, an unknown id). */
  dropped: string[];
  /**
   * The final answer is a 4xx naming only generated fields (an unknown order id, text that is
   * no CSV), none of the ids, content or preferences given.
   */
  onlyGeneratedRefused: boolean;
  reply: unknown;
}

/** The value with the most keys the schema still accepts, from several valid samples. */
function fullestSample(values: Json[], schema: z.ZodType): Json {
  const [first, ...rest] = values;
  if (!first || typeof first !== 'object' || Array.isArray(first)) return first ?? null;
  let out: Record<string, Json> = { ...first };
  for (const v of rest) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
    for (const [k, x] of Object.entries(v)) {
      if (k in out) continue;
      const candidate = { ...out, [k]: x };
      if (schema.safeParse(candidate).success) out = candidate;
    }
  }
  return out;
}

/**
 * Valid samples of `route` with `ids` in place. validRouteSamples keeps only generated values
 * its schema accepts and then puts the ids in, so a format JSON Schema does not carry (an
 * email behind `.pipe`) leaves it none even when `ids` supplies that field; then the ids go in
 * first.
 */
function routeSamples(
  route: RouteEntry,
  body: z.ZodType,
  ids: Record<string, Json>,
): RouteSample[] {
  const samples = validRouteSamples(route, ids, 12);
  if (samples.length || route.schema.params || route.schema.querystring) return samples;
  return fc
    .sample(fromJsonSchema(toJsonSchema(body)), { numRuns: 200, seed: 7 })
    .map((v) => withIds(v, ids))
    .filter((v) => body.safeParse(v).success)
    .slice(0, 12)
    .map((v) => ({ body: v }));
}

function urlOf(route: RouteEntry, params: Json | undefined, query: Json | undefined): string {
  const values = params && typeof params === 'object' && !Array.isArray(params) ? params : {};
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeLoose(String(values[name] ?? 'x')),
  );
  const search =
    query && typeof query === 'object' && !Array.isArray(query)
      ? Object.entries(query)
          .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(String(v))}`)
          .join('&')
      : '';
  return search ? `${path}?${search}` : path;
}

/**
 * Sends `route` a valid body (with `ids` put in place, and `prefer` where the schema takes it)
 * whose every other string field holds a payload the schema accepts. A 4xx naming optional
 * fields outside `ids` (a random version, an unknown id) drops them and retries.
 */
export async function writeRoute(
  api: APIRequestContext,
  route: RouteEntry,
  ids: Record<string, Json>,
  cursor: PayloadCursor,
  origin: string,
  prefer: Record<string, Json> = {},
): Promise<RouteWrite> {
  const result: RouteWrite = {
    route: routeName(route),
    status: 0,
    written: 0,
    refused: [],
    serverRefused: [],
    dropped: [],
    onlyGeneratedRefused: false,
    reply: null,
  };
  const schema = route.schema.body;
  if (!schema) return result;
  const samples = routeSamples(route, schema, ids);
  if (!samples.length) return result;
  const fixed = new Set([...Object.keys(ids), ...Object.keys(prefer)]);
  let sample = fullestSample(
    samples.map((s) => s.body ?? null),
    schema,
  );
  // Preferred values (an active status) wherever the schema takes them.
  for (const [k, v] of Object.entries(prefer)) {
    const candidate = withIds(sample, { [k]: v });
    if (schema.safeParse(candidate).success) sample = candidate;
  }
  const poisoned = poisonStrings(sample, (c) => schema.safeParse(c).success, fixed, cursor);
  result.refused = poisoned.refused;
  let body = poisoned.value;
  const payloads = new Set<Json>(xssPayloads);
  const isPayload = (value: Json, p: (string | number)[]) =>
    !isFixed(p, fixed) && payloads.has(getAt(value, p));
  const payloadPaths = leafPaths(body).filter((p) => isPayload(body, p));
  const restored = new Set<string>();
  const url = urlOf(route, samples[0]!.params, samples[0]!.query);
  let named: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const res = await api.fetch(url, {
      method: route.method,
      data: body,
      headers: { origin },
      failOnStatusCode: false,
    });
    result.status = res.status();
    result.reply = await res.json().catch(() => null);
    if (res.ok() || res.status() >= 500) break;
    const details = (result.reply as { details?: { field?: string }[] } | null)?.details ?? [];
    // `content.components[2].props.x` -> `content.components.2.props.x`, as leafPaths joins.
    named = details.map((d) => String(d.field ?? '').replace(/\[(\d+)\]/g, '.$1'));
    // A payload the server refused (a rule the schema does not state): the sample's value back.
    const refusedPaths = payloadPaths.filter((p) => {
      const at = p.join('.');
      return (
        !restored.has(at) &&
        named.some((f) => f === at || f.startsWith(`${at}.`) || at.startsWith(`${f}.`))
      );
    });
    if (refusedPaths.length) {
      for (const p of refusedPaths) {
        body = setAt(body, p, getAt(sample, p));
        restored.add(p.join('.'));
        result.serverRefused.push(p.join('.'));
      }
      continue;
    }
    // An optional generated field the server refused (a random version): left out.
    const current = body as Record<string, Json>;
    const droppable = [...new Set(named.map((f) => f.split('.')[0]!))].filter((k) => {
      if (!k || fixed.has(k) || !(k in current)) return false;
      const { [k]: _dropped, ...rest } = current;
      return schema.safeParse(rest).success;
    });
    if (!droppable.length) break;
    const { ...rest } = current;
    for (const k of droppable) delete rest[k];
    body = rest;
    result.dropped.push(...droppable);
  }
  result.onlyGeneratedRefused =
    result.status >= 400 &&
    result.status < 500 &&
    named.length > 0 &&
    named.every((f) => !f.split('.').some((segment) => fixed.has(segment)));
  result.written = leafPaths(body).filter((p) => isPayload(body, p)).length;
  return result;
}

// ---------------------------------------------------------------------------------------------
// The browser side.

/** What the watched pages reported: payload executions, dialogs, CSP violations. */
export interface XssWatch {
  executions: string[];
  dialogs: string[];
  /** Violations of script, object, base or frame directives: an injection the CSP stopped. */
  blocked: string[];
  /** Every other CSP violation (printed, not failed on). */
  otherViolations: string[];
}

/** Directives whose violation means a payload tried to run or load active content. */
const activeDirectives =
  /^(script-src|object-src|base-uri|frame-src|child-src|default-src|form-action)/;

/**
 * Counts, in every page and frame of `context` (the builder's sandboxed canvas included):
 * calls of `window.__xss`, dialogs (dismissed), and CSP violations.
 */
export async function watchForXss(
  context: BrowserContext,
  watch: XssWatch = { executions: [], dialogs: [], blocked: [], otherViolations: [] },
): Promise<XssWatch> {
  await context.exposeBinding('__xssReport', ({ frame }, kind: string, detail: string) => {
    const where = frame.url();
    if (kind === 'exec') watch.executions.push(`__xss(${detail}) in ${where}`);
    else {
      const v = JSON.parse(detail) as { directive: string; blocked: string; source: string };
      // zod 4 probes `new Function('')` once per load to pick its fast parser: the app's own
      // bundle, not a payload.
      const probe = v.blocked === 'eval' && /^https?:\/\/[^/]+\/assets\//.test(v.source);
      (activeDirectives.test(v.directive) && !probe ? watch.blocked : watch.otherViolations).push(
        `${detail} in ${where}`,
      );
    }
  });
  await context.addInitScript(() => {
    const report = (kind: string, detail: string) => {
      const binding = (window as unknown as Record<string, unknown>).__xssReport;
      if (typeof binding === 'function')
        void (binding as (k: string, d: string) => unknown)(kind, detail);
    };
    Object.defineProperty(window, '__xss', {
      value: (n: unknown) => report('exec', String(n)),
      configurable: false,
      writable: false,
    });
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        report(
          'csp',
          JSON.stringify({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            sample: e.sample,
            source: e.sourceFile,
            line: e.lineNumber,
          }),
        ),
      true,
    );
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()} "${dialog.message()}" in ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  });
  return watch;
}

export interface FrameScan {
  /** Markup a payload could have planted: handlers, script URLs, stray script elements. */
  findings: string[];
  /** Distinct payload numbers (`__xss(n)`) seen as text or attribute values (inert). */
  markers: number[];
}

/**
 * Scans one frame's DOM (open shadow roots included) for what no page of ours ever renders:
 * an `on*` attribute, a `javascript:`/`vbscript:`/`data:text/html` URL, a script element that
 * is not ours, an iframe `srcdoc`, `object`, `embed`, `base`, a refresh `meta`, or CSS with
 * `expression(`, a script URL or payload text (merchant text that reached a style unchecked).
 */
export function scanFrame(frame: Frame): Promise<FrameScan> {
  return frame.evaluate(() => {
    const findings: string[] = [];
    const markers = new Set<number>();
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'poster',
      'background',
      'codebase',
      'ping',
      'srcset',
    ]);
    const scriptUrl = (value: string) => {
      // Browsers ignore ASCII whitespace and control characters inside a scheme.
      const s = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      return /^(javascript|vbscript):|^data:text\/html/.test(s);
    };
    // Payload text inside a quoted `url("…")` is a URL (quotes escaped): anywhere else in a
    // style it is merchant text parsed as CSS.
    const unsafeStyle = (style: string) =>
      /expression\s*\(|javascript:|vbscript:/i.test(style) ||
      /__xss/.test(style.replace(/url\(\s*"(?:[^"\\]|\\.)*"\s*\)/g, 'url()'));
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const id = el.id ? `#${el.id}` : '';
      return `<${el.localName}${id}${testId ? ` data-testid=${testId}` : ''}>`;
    };
    const note = (text: string) => {
      for (const m of text.matchAll(/__xss\((\d+)\)/g)) markers.add(Number(m[1]));
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          note(attr.value);
          if (name.startsWith('on'))
            findings.push(`${describe(el)} ${name}="${attr.value.slice(0, 80)}"`);
          else if (urlAttributes.has(name) && scriptUrl(attr.value))
            findings.push(`${describe(el)} ${name}="${attr.value.slice(0, 80)}"`);
          else if (name === 'srcdoc') findings.push(`${describe(el)} srcdoc`);
          else if (name === 'style' && unsafeStyle(attr.value))
            findings.push(`${describe(el)} style="${attr.value.slice(0, 300)}"`);
          else if (name === 'http-equiv' && /refresh/i.test(attr.value))
            findings.push(`${describe(el)} http-equiv=refresh`);
        }
        const tag = el.localName;
        if (tag === 'script') {
          const src = el.getAttribute('src');
          const type = (el.getAttribute('type') ?? '').toLowerCase();
          const ours = src
            ? new URL(src, document.baseURI).host === location.host
            : type === 'application/json' || type === 'application/ld+json';
          if (!ours) findings.push(`${describe(el)} ${src ?? (el.textContent ?? '').slice(0, 80)}`);
        } else if (['object', 'embed', 'base', 'applet', 'frameset'].includes(tag)) {
          findings.push(describe(el));
        } else if (
          tag === 'style' &&
          /expression\s*\(|javascript:|__xss/i.test(el.textContent ?? '')
        ) {
          findings.push(`${describe(el)} ${(el.textContent ?? '').slice(0, 80)}`);
        } else if (tag !== 'script' && tag !== 'style') {
          for (const node of el.childNodes) if (node.nodeType === 3) note(node.textContent ?? '');
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    note(document.title);
    return { findings, markers: [...markers].sort((a, b) => a - b) };
  });
}
