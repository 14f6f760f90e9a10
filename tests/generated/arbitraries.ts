/**
 * fast-check arbitraries derived from a route's zod schemas (zod 4 has no fast-check
 * generator, so: `z.toJSONSchema(schema, { io: 'input' })` mapped to arbitraries, valid samples
 * kept only when the schema itself accepts them), plus the hostile values every text input
 * must survive: NUL bytes, lone surrogates, 1 MB strings, deep nesting, `__proto__` keys and
 * wrong types; and bodies at the parser's limits (`limitBodies`: 10,000 levels, just under and
 * just over the body limit).
 */
import fc from 'fast-check';
import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  /** Valid values a schema names (`.meta({ examples })`): drawn from when present. */
  examples?: Json[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
};

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const uuid = fc.uuid({ version: 4 });

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.examples?.length) return fc.constantFrom(...s.examples.map(String));
  if (s.format === 'uuid') return uuid;
  if (s.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.format === 'email') return fc.stringMatching(/^[a-z]{1,10}@[a-z]{1,10}\.com$/);
  if (s.format === 'uri' || s.format === 'url')
    return fc.constantFrom('https://example.com/a.png', 'https://example.com/');
  if (s.pattern) {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern);
    } catch {
      return fc.string({ maxLength: s.maxLength ?? 20 });
    }
    return fc
      .stringMatching(re)
      .filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 10_000));
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
  const lo = Math.max(min, -1_000_000);
  const hi = Math.min(max, 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values shaped like `s` (usually valid; filter with the zod schema). */
export function fromJsonSchema(s: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromJsonSchema(a, depth)));
  if (s.allOf?.length) return fromJsonSchema(Object.assign({}, ...s.allOf) as JsonSchema, depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => fromJsonSchema(p, depth + 1)));
      const item = s.items ? fromJsonSchema(s.items, depth + 1) : fc.string();
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 3, Math.max(minLength, depth > 2 ? 1 : 3));
      return fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const keys = Object.keys(props);
      if (!keys.length) return fc.constant({});
      const arbs = Object.fromEntries(keys.map((k) => [k, fromJsonSchema(props[k]!, depth + 1)]));
      return fc.record(arbs, {
        requiredKeys: keys.filter((k) => required.has(k)),
      }) as fc.Arbitrary<Json>;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Up to `count` values the zod schema accepts (the raw input, before its transforms). */
export function validSamples(schema: z.ZodType, count: number, seed = 42): Json[] {
  const arb = fromJsonSchema(toJsonSchema(schema));
  const out: Json[] = [];
  const samples = fc.sample(arb, { numRuns: count * 20, seed });
  for (const sample of samples) {
    if (schema.safeParse(sample).success) out.push(sample);
    if (out.length >= count) break;
  }
  return out;
}

// ---- hostile values ----

const MB = 1024 * 1024;

/** Strings no text input may turn into a 500. */
export const hostileStrings: string[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udc00y',
  '\ud83d',
  'é'.normalize('NFD'),
  '<script>alert(1)</script>',
  "'; drop table stores; --",
  '../../etc/passwd',
  '%00%ff',
  // Decodes to a NUL where text is read as a path (a redirect's `from`: issue 24, defect 6).
  '/a%00b',
  ' '.repeat(300),
  '\u202e\u200b\ufeff',
  '0'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '{}',
  '[]',
];

/** Values of the wrong type for any field. */
export const wrongTypes: Json[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  [null],
  { a: 1 },
  '',
  'x'.repeat(10_000),
];

/** A value nested `depth` levels deep (arrays in objects in arrays...). */
export function deeplyNested(depth: number): Json {
  let v: Json = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { n: v };
  return v;
}

/** The paths of every leaf of `value` (`[]` for a leaf itself). */
export function leafPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    if (!value.length) return [path];
    return value.flatMap((v, i) => leafPaths(v, [...path, i]));
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (!keys.length) return [path];
    return keys.flatMap((k) => leafPaths(value[k]!, [...path, k]));
  }
  return [path];
}

/** `value` with the leaf at `path` replaced by `leaf` (a copy). */
export function setAt(value: Json, path: (string | number)[], leaf: Json): Json {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAt(copy[head as number] ?? null, rest, leaf);
    return copy;
  }
  const obj = value && typeof value === 'object' ? value : {};
  return { ...obj, [head as string]: setAt(obj[head as string] ?? null, rest, leaf) };
}

export interface RawInput {
  /** The value to send (query values become strings). */
  value: Json;
  /** Raw JSON text instead of `value` (for `__proto__` keys and malformed JSON). */
  raw?: string;
  kind: string;
}

/**
 * Hostile variants of a valid input: each leaf in turn replaced with a hostile string or a
 * wrong type, plus extra keys, `__proto__`, deep nesting, a 1 MB string and broken JSON.
 */
export function hostileVariants(valid: Json, round: number): RawInput[] {
  const out: RawInput[] = [];
  const paths = leafPaths(valid);
  // Round by round, each leaf gets the next hostile string and wrong type.
  const nth = <T>(list: T[], i: number): T => list[(round + i) % list.length]!;
  const pick = <T>(list: T[]): T => nth(list, 0);
  paths.forEach((path, i) => {
    out.push({ value: setAt(valid, path, nth(hostileStrings, i)), kind: 'hostile-string' });
    out.push({ value: setAt(valid, path, nth(wrongTypes, i)), kind: 'wrong-type' });
  });
  const base = valid && typeof valid === 'object' && !Array.isArray(valid) ? valid : {};
  out.push({ value: { ...base, unexpectedField: 'x' }, kind: 'unknown-key' });
  out.push({
    value: base,
    raw: JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
    kind: 'proto-key',
  });
  out.push({
    value: base,
    raw: JSON.stringify(base).replace(/^\{/, '{"constructor":{"prototype":{"polluted":1}},'),
    kind: 'constructor-key',
  });
  out.push({ value: setAt(valid, pick(paths), deeplyNested(2000)), kind: 'deep-nesting' });
  out.push({ value: setAt(valid, nth(paths, 1), 'x'.repeat(MB)), kind: 'one-megabyte' });
  out.push({ value: base, raw: '{"unterminated": ', kind: 'broken-json' });
  out.push({ value: [] as Json, kind: 'array-body' });
  out.push({ value: null, kind: 'null-body' });
  return out;
}

/** JSON text `depth` levels deep around `"deep"`: objects (`{"n":...}`) or arrays. */
export function nestedJsonText(depth: number, shape: 'objects' | 'arrays'): string {
  return shape === 'objects'
    ? `${'{"n":'.repeat(depth)}"deep"${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}"deep"${']'.repeat(depth)}`;
}

export interface LimitBody extends RawInput {
  raw: string;
  /** The status the body must get, when the limit decides it. */
  status?: number;
}

const MARK = '__limit_body_mark__';

/** `valid` as JSON text with its first leaf replaced by the JSON text `leaf`. */
function withLeafText(valid: Json, leaf: string): string {
  const [path = []] = leafPaths(valid);
  return JSON.stringify(setAt(valid, path, MARK)).replace(`"${MARK}"`, () => leaf);
}

/** `valid` with its first leaf a string that makes the body exactly `bytes` long. */
function paddedTo(valid: Json, bytes: number): string {
  const frame = Buffer.byteLength(withLeafText(valid, '""'));
  return withLeafText(valid, `"${'x'.repeat(Math.max(0, bytes - frame))}"`);
}

/**
 * Bodies at the parser's limits, as raw text built from a valid body: its first leaf nested
 * just past `maxDepth` (a 400) and 10,000 levels deep (objects, arrays), and the body padded to
 * just under `bodyLimit` bytes (at most about 1 MB) and, when the limit is the app's 1 MB or
 * near it, to one byte over (a 413).
 */
export function limitBodies(valid: Json, bodyLimit: number, maxDepth: number): LimitBody[] {
  const out: LimitBody[] = [
    {
      value: valid,
      raw: withLeafText(valid, nestedJsonText(maxDepth + 1, 'objects')),
      kind: `nested-${maxDepth + 1}`,
      status: 400,
    },
    {
      value: valid,
      raw: withLeafText(valid, nestedJsonText(10_000, 'objects')),
      kind: 'nested-10000-objects',
      status: 400,
    },
    {
      value: valid,
      raw: withLeafText(valid, nestedJsonText(10_000, 'arrays')),
      kind: 'nested-10000-arrays',
      status: 400,
    },
    { value: valid, raw: paddedTo(valid, Math.min(bodyLimit, MB) - 64), kind: 'just-under-limit' },
  ];
  if (bodyLimit <= 2 * MB) {
    out.push({
      value: valid,
      raw: paddedTo(valid, bodyLimit + 1),
      kind: 'just-over-limit',
      status: 413,
    });
  }
  return out;
}
