/**
 * The server's one error vocabulary: HttpError for expected failures, the zod-to-400 mapping
 * that names each bad field, and the single Fastify error handler (no stack ever leaks).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../shared';

export type FieldError = { field: string; message: string };

/** An expected failure with its HTTP status; the error handler sends it as `{ error, ... }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 404 whose one detail names `field`: `notFound('Order not found', 'orderId', 'No such order')`. */
export const notFound = (summary: string, field: string, message: string) =>
  new HttpError(404, summary, [{ field, message }]);

/** A 409 whose one detail names `field` with the same `message`: the value is taken, or the state forbids it. */
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, [{ field, message }]);

/**
 * At most this many fields are named in one answer: a 1 MB body of 90,000 unknown keys cost
 * 750 ms of CPU and a 4.7 MB answer naming each (issue 24).
 */
export const MAX_FIELD_ERRORS = 50;

/** Turns zod issues into one entry per bad field (the first MAX_FIELD_ERRORS); unknown keys name themselves. */
export function toFieldErrors(error: z.ZodError, root: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (out.length >= MAX_FIELD_ERRORS) break;
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys.slice(0, MAX_FIELD_ERRORS - out.length))
        out.push({ field: `${prefix}${key}`, message: 'Unknown field' });
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : root;
    out.push({ field, message: issue.message });
  }
  return out;
}

type InputPart = 'body' | 'query' | 'params';
const partNames: Record<string, InputPart> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'params',
};

/** A lone UTF-16 surrogate: PostgreSQL refuses it in JSON and silently mangles it in text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL or any surrogate: one quick scan before the exact checks (most text has neither). */
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** What is wrong with a string no database can store, or undefined. */
function whyUnstorable(text: string): string | undefined {
  if (!SUSPECT.test(text)) return undefined;
  if (text.includes('\u0000')) return 'Text may not contain NUL bytes';
  if (LONE_SURROGATE.test(text)) return 'Text contains an invalid character (a lone surrogate)';
  return undefined;
}

/** Whether a value may hold unstorable text: an object or array, or a string that does. */
const worthAVisit = (value: unknown) =>
  typeof value === 'string'
    ? whyUnstorable(value) !== undefined
    : value !== null && typeof value === 'object';

/** A value still to look at, and its field path's last segment and length (a key: `key`). */
type Visit = { value: unknown; segment?: string; depth: number };

/**
 * The first string (or key) in `value` that no database can store: a NUL byte or a lone
 * surrogate. Answers the field path and what is wrong, or undefined. Linear in the input at
 * any depth: a stack of its own (no recursion to overflow), one shared path, whose name is
 * built only for the answer (issue 24: copying it at every level was quadratic).
 */
export function findUnstorableText(value: unknown): FieldError | undefined {
  const path: string[] = [];
  const pending: Visit[] = [{ value, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    path.length = visit.depth;
    if (visit.segment !== undefined) path[visit.depth - 1] = visit.segment;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = whyUnstorable(current);
      if (problem) return { field: path.length ? path.join('.') : 'input', message: problem };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = visit.depth + 1;
    // Pushed last first, so the first bad field in document order is the one named. Only
    // objects and bad strings are pushed: a 1 MB array of numbers or good text costs no frames.
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        if (worthAVisit(current[i])) {
          pending.push({ value: current[i], segment: String(i), depth });
        }
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const inner = (current as Record<string, unknown>)[key];
      if (worthAVisit(inner)) pending.push({ value: inner, segment: key, depth });
      // The key itself, named by a printable, storable form of it.
      if (whyUnstorable(key)) {
        // eslint-disable-next-line no-control-regex
        pending.push({ value: key, segment: key.replace(/[\u0000\uD800-\uDFFF]/g, '?'), depth });
      }
    }
  }
  return undefined;
}

/** Parses `input` with `schema`: the value, or a 400 HttpError naming each bad field. */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: InputPart,
): { value: z.output<S> } | { error: HttpError } {
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    return { error: new HttpError(400, `Invalid ${where}: ${unstorable.field}`, [unstorable]) };
  }
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return { value: result.data };
  const details = toFieldErrors(result.error, where);
  const names = [...new Set(details.map((d) => d.field))].join(', ');
  return { error: new HttpError(400, `Invalid ${where}: ${names}`, details) };
}

/** Fastify's validator for zod route schemas: the same 400 shape as every other error. */
export function zodValidatorCompiler({ schema, httpPart }: { schema: unknown; httpPart?: string }) {
  const where = partNames[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => checkInput(schema as z.ZodType, data, where);
}

function bodyFor(statusCode: number, error: FastifyError): ApiErrorBody {
  const code = error.code ?? '';
  if (statusCode === 413) {
    return {
      error: 'Request body is too large',
      details: [{ field: 'body', message: 'The body exceeds the size limit' }],
    };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      error: 'Unsupported content type',
      details: [{ field: 'content-type', message: 'Send application/json' }],
    };
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { error: 'Empty JSON body', details: [{ field: 'body', message: 'Body is required' }] };
  }
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return {
      error: 'Malformed JSON body',
      details: [{ field: 'body', message: 'The body is not valid JSON' }],
    };
  }
  if (statusCode === 429) return { error: error.message || 'Too many requests' };
  return { error: error.message || 'Bad request' };
}

/** Fastify's error handler: 4xx as JSON naming the field, 5xx logged and never leaked. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const body: ApiErrorBody & Record<string, unknown> = { error: error.message, ...error.extra };
    if (error.details) body.details = error.details;
    return reply.status(error.statusCode).send(body);
  }
  const statusCode =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : error instanceof SyntaxError
        ? 400
        : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  }
  request.log.info({ code: error.code, statusCode }, error.message);
  return reply.status(statusCode).send(bodyFor(statusCode, error));
}
