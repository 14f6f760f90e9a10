/**
 * What may reach a log line. A failed database query carries its bound parameters (drizzle
 * puts them in the message and on `.params`; PostgreSQL repeats values in `detail`, e.g. a
 * unique violation's key): those can be password hashes, emails, tokens. Errors are logged
 * with the SQL text only; cookies, authorisation headers and secret-named fields are redacted
 * in every line, and so are secret-named query parameters of a logged request's URL (an
 * emailed `/verify-link?token=…`, a shopper's `/checkout?order=…&token=…`, a newsletter link's
 * `/newsletter/confirm?c=…&t=…`).
 */
import pino, { type LoggerOptions } from 'pino';

/** Fields whose values never reach a log, wherever they sit (one or two levels down). */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'tokenHash',
  'token_hash',
  'secret',
  'turnstileToken',
];

/**
 * A query parameter whose name says it holds a secret (`token`, `resetToken`, `password`…),
 * or is `t`: the token of a newsletter link (`/newsletter/confirm?c=…&t=…`) or of a checkout
 * reminder's (`/checkout?restore=…&t=…`, `/checkout/stop-reminders?c=…&t=…`).
 */
const SECRET_PARAM = /token|password|secret|^t$/i;

/** `url` with the value of every secret-named query parameter replaced by `[redacted]`. */
export function withoutSecretQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; its value is hidden below if it looks secret.
      }
      return SECRET_PARAM.test(decoded) || SECRET_PARAM.test(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's request serializer (the same fields) with the URL's secrets hidden. */
export function safeRequestSerializer(request: {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}): Record<string, unknown> {
  return {
    method: request.method,
    url: withoutSecretQuery(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Keys on an error object that carry values from the query. */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'values']);

/** The drizzle "Failed query" message without its `params:` line. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

function scrub(value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (VALUE_KEYS.has(key)) {
      out[key] = '[redacted]';
    } else if (key === 'message' || key === 'stack') {
      out[key] = typeof inner === 'string' ? withoutParams(inner) : inner;
    } else if (key === 'cause' || key === 'err') {
      out[key] = scrub(inner, depth + 1);
    } else {
      out[key] = inner;
    }
  }
  return out;
}

/**
 * A database message with its quoted values hidden (`"2.4e-127" is out of range` ->
 * `"[value]" is out of range`); quoted identifiers (constraint, column names) stay.
 */
export function withoutQuotedValues(message: string): string {
  return message.replace(/"([^"]*)"/g, (whole, inner: string) =>
    /^[a-z_][a-z0-9_.]*$/.test(inner) ? whole : '"[value]"',
  );
}

/** pino's error serializer, minus every value a query was bound to. */
export function safeErrorSerializer(error: unknown): unknown {
  if (error instanceof Error && 'params' in error && 'query' in error) {
    // drizzle's failed query: keep the SQL text and the database's own reason (its message
    // and code; `detail` may repeat a value), never the parameters.
    const cause = (error as { cause?: unknown }).cause;
    const reason =
      cause instanceof Error
        ? {
            type: cause.name,
            message: withoutQuotedValues(cause.message),
            code: (cause as { code?: unknown }).code,
          }
        : undefined;
    const headline = `Failed query: ${String((error as { query: unknown }).query)}`;
    return {
      type: error.name,
      message: reason ? `${headline}\ncaused by: ${reason.message}` : headline,
      query: (error as { query: unknown }).query,
      params: '[redacted]',
      cause: reason,
      stack: (error.stack ?? '')
        .split('\n    at ')
        .slice(1)
        .map((l) => `    at ${l}`)
        .join('\n'),
    };
  }
  const serialized = error instanceof Error ? pino.stdSerializers.err(error) : error;
  return scrub(serialized, 0);
}

/** The options every logger of the app starts from. */
export function safeLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: safeErrorSerializer,
      error: safeErrorSerializer,
      req: safeRequestSerializer,
    },
  };
}
