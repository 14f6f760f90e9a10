/**
 * The browser's one way to call the API: `callEndpoint(transport, endpoint, input)` builds
 * the request from the endpoint's declaration (./endpoint.ts), sends it through the app's
 * transport (the dashboard's axios instance, the storefront's and builder's `fetch`), and
 * answers the reply typed by the declaration, or rejects with one `ApiError`.
 *
 * A cancelled call (an unmounted query's AbortSignal) rejects with the transport's own abort
 * error, untouched, so React Query and callers can tell it from a failure.
 */
import {
  type Endpoint,
  type EndpointInput,
  type EndpointRef,
  type EndpointReply,
  endpointUrl,
} from './endpoint';
import type { allEndpoints } from './endpoints';
import type { ApiErrorBody } from './errors';

/** Any declared endpoint (the union of every declaration's type). */
type DeclaredEndpoint = (typeof allEndpoints)[number];

/**
 * The declaration an endpoint reference names: itself when it is one, else the declared
 * endpoint with its method and path (never when none is declared there, so a call by a
 * reference to no endpoint takes no input).
 */
export type EndpointOf<R extends EndpointRef> = R extends Endpoint
  ? R
  : Extract<DeclaredEndpoint, { method: R['method']; path: R['path'] }>;

/** One request as the transport sends it. `body` is JSON-able, or FormData (an upload). */
export interface ApiRequest {
  method: Endpoint['method'];
  /** Path and query string (`/api/…?…`), same origin. */
  url: string;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** Any answer the server gave, error statuses included. `data` is the parsed JSON, else text. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * Sends one request and resolves with whatever answer came back (4xx and 5xx included); it
 * rejects only when no answer came (network failure) or the call was cancelled.
 */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

/** The API said no (`status` set, with the body's `error` and `details`), or never answered. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The server's `error` text, else the status text, else what failed. */
  readonly error: string;
  /** Each bad field the server named. */
  readonly details: NonNullable<ApiErrorBody['details']>;
  /** The whole error body (some answers carry more: a 409's current versions). */
  readonly body: Partial<ApiErrorBody> & Record<string, unknown>;
  readonly statusText: string;

  constructor(
    status: number | undefined,
    statusText: string,
    body: unknown,
    fallback = 'Something went wrong',
  ) {
    const record =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    const error =
      (typeof record.error === 'string' && record.error) ||
      statusText ||
      (status ? `HTTP ${status}` : fallback);
    super(error);
    this.status = status;
    this.statusText = statusText;
    this.error = error;
    this.details = Array.isArray(record.details)
      ? (record.details as unknown[])
          .filter(
            (d): d is { field: string; message: string } =>
              typeof d === 'object' &&
              d !== null &&
              typeof (d as { field?: unknown }).field === 'string',
          )
          .map((d) => ({ field: d.field, message: String(d.message) }))
      : [];
    this.body = record as ApiError['body'];
  }

  /** Field name -> its first message. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) if (!(d.field in out)) out[d.field] = d.message;
    return out;
  }

  /** Where the server says to go (a 401's login page, an admin area's 403). */
  get redirectTo(): string | undefined {
    return typeof this.body.redirectTo === 'string' ? this.body.redirectTo : undefined;
  }
}

/** Whether `error` is a cancelled call (fetch's AbortError or axios' CanceledError). */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return name === 'AbortError' || name === 'CanceledError';
}

/**
 * Calls `e` through `transport`; see the file comment. `e` is a declaration, or a reference to
 * one (`endpointRefs`: the storefront's zod-free bundle), typed as the declaration it names.
 */
export function callEndpoint<E extends Endpoint>(
  transport: ApiTransport,
  e: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointReply<E>>;
export function callEndpoint<R extends EndpointRef>(
  transport: ApiTransport,
  ref: R,
  input: EndpointInput<EndpointOf<R>>,
  signal?: AbortSignal,
): Promise<EndpointReply<EndpointOf<R>>>;
export async function callEndpoint(
  transport: ApiTransport,
  e: EndpointRef,
  input: object,
  signal?: AbortSignal,
): Promise<unknown> {
  const parts = input as { params?: object; query?: object; body?: unknown };
  const url = endpointUrl(e as Endpoint, parts as never);
  let answer: ApiAnswer;
  try {
    answer = await transport({ method: e.method, url, body: parts.body, signal });
  } catch (error) {
    if (isAbortError(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(undefined, '', undefined, `No answer from the server: ${message}`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.statusText, answer.data);
  }
  return answer.data;
}

/**
 * A `fetch` transport (the storefront, the canvas and the builder page: no axios in their
 * bundles): same origin, JSON bodies as JSON, FormData as it is. Reads carry no custom header,
 * so a preloaded `<link rel=preload as=fetch>` answer is taken. `credentials` is fetch's
 * (`same-origin`: the session cookie; `omit`: the storefront's public reads).
 */
export function createFetchTransport(credentials: RequestCredentials): ApiTransport {
  return (request) => {
    const { body } = request;
    const isRaw = typeof FormData !== 'undefined' && body instanceof FormData;
    return fetch(request.url, {
      method: request.method,
      credentials,
      headers: body === undefined || isRaw ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : isRaw ? (body as BodyInit) : JSON.stringify(body),
      signal: request.signal ?? null,
    }).then(async (response) => {
      const text = await response.text();
      let data: unknown = text;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (a proxy's error page): the text stays.
      }
      return { status: response.status, statusText: response.statusText, data };
    });
  };
}

/** The `fetch` transport with the session cookie. */
export const fetchTransport: ApiTransport = /* @__PURE__ */ createFetchTransport('same-origin');
