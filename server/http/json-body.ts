/**
 * The JSON body parser: Fastify's own (secure-json-parse, `__proto__` and `constructor` keys
 * refused), behind a linear scan that refuses a body nested more than MAX_JSON_DEPTH levels
 * before anything recurses into it (issue 24: 10,000 levels cost the input check quadratic
 * CPU and overflowed its stack). No body the app takes nests past about 20 levels.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text opens more than `limit` objects/arrays inside one another: one pass over
 * the text, brackets inside strings not counted. Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const tooDeepError = () =>
  new HttpError(400, 'The JSON body is nested too deeply', [
    {
      field: 'body',
      message: `JSON may nest objects and arrays at most ${MAX_JSON_DEPTH} deep`,
    },
  ]);

/** Replaces Fastify's `application/json` parser with the depth-checked one (same limits). */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeepError(), undefined);
      return;
    }
    // A webhook's signature is over these exact bytes (RouteDef.rawBody).
    if (request.routeOptions.config.rawBody) request.rawBody = text;
    parse(request, text, done);
  });
}
