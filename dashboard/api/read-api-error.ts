/**
 * Reads any thrown value from the API client into what a screen shows: the HTTP status,
 * a message, the per-field messages of `details`, and the server's `redirectTo`. Knows the
 * axios client's errors and fetch-json.ts's `ApiResponseError` (the builder page's calls) by
 * their shape, without importing axios (the builder page loads no axios).
 */
import { ApiError, type ApiErrorBody } from '../../shared';
import { ApiResponseError } from './fetch-json';

export interface ApiErrorInfo {
  /** The HTTP status, or `undefined` when no answer arrived. */
  status: number | undefined;
  /** The server's `error` text, else the status text, else the thrown message. */
  message: string;
  /** Field name -> first message for it, from the body's `details`. */
  fieldErrors: Record<string, string>;
  redirectTo: string | undefined;
}

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** An axios error (what `axios.isAxiosError` checks) or fetch-json's error. */
function isClientError(
  error: unknown,
): error is { message: string; response?: { status: number; statusText: string; data?: unknown } } {
  if (error instanceof ApiResponseError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Turns a rejected API call into {@link ApiErrorInfo}; never throws. */
export function readApiError(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.error,
      fieldErrors: error.fieldErrors,
      redirectTo: error.redirectTo,
    };
  }
  if (isClientError(error)) {
    const response = error.response;
    const body = isErrorBody(response?.data) ? response.data : undefined;
    const fieldErrors: Record<string, string> = {};
    for (const detail of Array.isArray(body?.details) ? body.details : []) {
      if (detail && typeof detail.field === 'string' && !(detail.field in fieldErrors)) {
        fieldErrors[detail.field] = String(detail.message);
      }
    }
    return {
      status: response?.status,
      message:
        (typeof body?.error === 'string' && body.error) ||
        response?.statusText ||
        error.message ||
        'Something went wrong',
      fieldErrors,
      redirectTo: typeof body?.redirectTo === 'string' ? body.redirectTo : undefined,
    };
  }
  return {
    status: undefined,
    message: error instanceof Error ? error.message : 'Something went wrong',
    fieldErrors: {},
    redirectTo: undefined,
  };
}
