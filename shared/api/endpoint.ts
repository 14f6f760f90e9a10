/**
 * Endpoint declarations: each HTTP endpoint of the API is declared once, here in
 * `shared/api`, as its method, path, input schemas (params, query, body) and reply schema.
 * The server's `route()` takes the declaration (server/http/route.ts); the browser calls it
 * through `callEndpoint` (./call-endpoint.ts) with one transport per app. A renamed field or
 * path in a declaration is therefore a type error (or no change at all) on both sides, and no
 * `/api/…` literal lives in browser code.
 *
 * Paths may hold `:name` segments; their values come from `params` (every `:name` must be a
 * key of the params schema).
 *
 * The storefront's bundle carries no zod (storefront/README.md), so it cannot import a
 * declaration, which holds its schemas: it calls by an {@link EndpointRef} (method and path,
 * `endpointRefs` in ./endpoints/refs.ts, which those declarations spread), and `callEndpoint`
 * types the call by the declaration at that method and path.
 */
import type { z } from 'zod';

/** Where the API lives: every endpoint's path starts with it (the store host's too). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * An endpoint named by its method and path alone, without schemas: what a zod-free module
 * holds (./endpoints/refs.ts). The path is a literal type, so the declaration is found by it.
 */
export interface EndpointRef<M extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: M;
  readonly path: Path;
}

type Schema = z.ZodType;

/** A body that is not JSON: `multipart` (see `Endpoint.bodyKind`); undefined for JSON. */
type BodyKind = 'multipart' | undefined;

/** One endpoint: what it takes and what it answers. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  Path extends string = string,
  K extends BodyKind = BodyKind,
> {
  method: M;
  /** The full path, `/api/…`, with `:name` segments for params (a literal type). */
  path: Path;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer's schema. */
  reply: R;
  /**
   * The success status (default 200); a replayed create answers 200 too. 202: accepted, the
   * work goes on elsewhere (a signup whose confirmation is emailed).
   */
  status?: 200 | 201 | 202;
  /**
   * `multipart` when the body is a file upload (the browser sends FormData; the handler reads
   * the parts itself, so no `body` schema is declared). JSON when absent.
   */
  bodyKind?: K;
  /**
   * What the success answer is when it is not JSON: `download` (a file: CSV, a print view),
   * which the browser opens by URL (`endpointUrl`) rather than calling.
   */
  replyKind?: 'download';
}

/**
 * Declares one endpoint. The declaration is returned as it is, with its literal types kept,
 * so `route()` and `callEndpoint` infer every schema from it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const M extends HttpMethod,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  const Path extends string = string,
  const K extends BodyKind = undefined,
>(declaration: Endpoint<M, P, Q, B, R, Path, K>): Endpoint<M, P, Q, B, R, Path, K> {
  return declaration;
}

type In<S> = S extends Schema ? z.input<S> : never;

/** What a caller passes: the input parts the endpoint declares (as the schemas take them). */
export type EndpointInput<E> =
  E extends Endpoint<HttpMethod, infer P, infer Q, infer B>
    ? (P extends Schema ? { params: In<P> } : { params?: never }) &
        (Q extends Schema ? { query: In<Q> } : { query?: never }) &
        ('multipart' extends E['bodyKind']
          ? { body: FormData }
          : B extends Schema
            ? { body: In<B> }
            : { body?: never })
    : never;

/** What the endpoint answers on success (the reply schema's output). */
export type EndpointReply<E> = E extends { reply: infer R extends Schema } ? z.output<R> : never;

/** The query string of `query`: unset entries dropped, lists as repeated keys. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The endpoint's path with its `:name` segments filled from `params` (each URL-encoded). */
export function endpointPath(path: string, params: object | undefined): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the param ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The URL of one call of `e` (path with params, then the query string): what a download link
 * or an `<img src>` points at, and what `callEndpoint` requests.
 */
export function endpointUrl<E extends Endpoint>(
  e: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'> | Record<string, never> = {},
): string {
  const parts = input as { params?: object; query?: object };
  return endpointPath(e.path, parts.params) + queryString(parts.query);
}
