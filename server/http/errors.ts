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

/** Turns zod issues into one entry per bad field; unknown keys name themselves. */
export function toFieldErrors(error: z.ZodError, root: string): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys)
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

/**
 * The first string (or key) in `value` that no database can store: a NUL byte or a lone
 * surrogate. Answers the field path and what is wrong, or undefined.
 */
export function findUnstorableText(value: unknown, path: string[] = []): FieldError | undefined {
  const name = () => (path.length ? path.join('.') : 'input');
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return { field: name(), message: 'Text may not contain NUL bytes' };
    if (LONE_SURROGATE.test(value)) {
      return { field: name(), message: 'Text contains an invalid character (a lone surrogate)' };
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = findUnstorableText(key, [
      ...path,
      // The field name shown must itself be printable and storable.
      // eslint-disable-next-line no-control-regex
      key.replace(/[\u0000\uD800-\uDFFF]/g, '?'),
    ]);
    if (keyProblem) return keyProblem;
    const found = findUnstorableText(inner, [...path, key]);
    if (found) return found;
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
