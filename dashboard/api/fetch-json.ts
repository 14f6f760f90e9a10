/**
 * JSON calls to `/api` over `fetch`, for the builder page (dashboard/builder/), which loads
 * no axios: same session cookie, same error reading (`readApiError` knows `ApiResponseError`).
 * Unlike client.ts, nothing here toasts; callers show what failed.
 */

/** A non-2xx answer: its status and body, shaped like the axios client's error. */
export class ApiResponseError extends Error {
  readonly response: { status: number; statusText: string; data: unknown };

  constructor(status: number, statusText: string, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'ApiResponseError';
    this.response = { status, statusText, data };
  }
}

export interface FetchJsonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters. */
  params?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** `/api${path}` as JSON; rejects with `ApiResponseError` on an error status. */
export async function fetchJson<T>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  const query = options.params ? `?${new URLSearchParams(options.params)}` : '';
  const response = await fetch(`/api${path}${query}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    // No custom header on reads: the builder page preloads some of them (`<link rel=preload
    // as=fetch>`), and a read must stay the same request to take the preloaded answer.
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  if (!response.ok) throw new ApiResponseError(response.status, response.statusText, data);
  return data as T;
}
