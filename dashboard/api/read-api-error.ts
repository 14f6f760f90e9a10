/**
 * Reads any thrown value from an API call into what a screen shows: the HTTP status, a
 * message, the per-field messages of `details`, and the server's `redirectTo`. Every call
 * (client.ts's `callApi`, the builder page's `callEndpoint`) rejects with the one `ApiError`
 * (shared/api/call-endpoint.ts); anything else thrown is read as a plain error.
 */
import { ApiError } from '../../shared';

export interface ApiErrorInfo {
  /** The HTTP status, or `undefined` when no answer arrived. */
  status: number | undefined;
  /** The server's `error` text, else the status text, else the thrown message. */
  message: string;
  /** Field name -> first message for it, from the body's `details`. */
  fieldErrors: Record<string, string>;
  redirectTo: string | undefined;
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
  return {
    status: undefined,
    message: error instanceof Error ? error.message : 'Something went wrong',
    fieldErrors: {},
    redirectTo: undefined,
  };
}
