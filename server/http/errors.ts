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

/** Parses `input` with `schema` or throws a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'params',
): z.infer<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const details = toFieldErrors(result.error, where);
  const names = [...new Set(details.map((d) => d.field))].join(', ');
  throw new HttpError(400, `Invalid ${where}: ${names}`, details);
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
