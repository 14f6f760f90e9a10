/**
 * The dashboard's one way to call the API: `callApi(endpoint, input, signal)` over axios, with
 * the session cookie and JSON bodies. Every endpoint is declared once in shared/api/endpoints;
 * the reply is typed by the declaration and a refusal rejects with the one `ApiError`
 * (read it with read-api-error.ts). 401s and network failures toast (spec 8 rows 1-2).
 */
import axios from 'axios';
import { toast } from 'react-toastify';
import {
  callEndpoint,
  type ApiErrorBody,
  type ApiTransport,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '../../shared';

/** Reports an upload's progress: bytes sent so far, of `total` when the browser knows it. */
type OnUploadProgress = (loaded: number, total: number | undefined) => void;

/** Every answer comes back as it is (no status throws), so `callEndpoint` makes the `ApiError`. */
const transportClient = axios.create({ withCredentials: true, validateStatus: () => true });

/** The transport of `callApi`; `onUploadProgress` reports a request body's bytes as they go. */
function axiosTransport(onUploadProgress?: OnUploadProgress): ApiTransport {
  return async (request) => {
    try {
      const response = await transportClient.request({
        method: request.method,
        url: request.url,
        data: request.body,
        signal: request.signal,
        ...(onUploadProgress && {
          onUploadProgress: (event) => onUploadProgress(event.loaded, event.total),
        }),
      });
      if (response.status === 401) {
        const body = response.data as Partial<ApiErrorBody> | undefined;
        toast.error(body?.error || response.statusText, { toastId: 'api-401' });
      }
      return { status: response.status, statusText: response.statusText, data: response.data };
    } catch (error) {
      // A request cancelled by its caller (e.g. an unmounted query) is no failure to report.
      if (!axios.isCancel(error)) {
        const message = error instanceof Error ? error.message : String(error);
        toast.error(`An unexpected error occurred: ${message}`, { toastId: 'api-network' });
      }
      throw error;
    }
  };
}

const transport = axiosTransport();

/**
 * Calls one declared endpoint (shared/api/endpoints) from the dashboard: typed input, typed
 * reply, `ApiError` on a refusal; a cancelled call rejects with its abort error (`isAbortError`).
 */
export function callApi<E extends Endpoint>(
  e: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointReply<E>> {
  return callEndpoint(transport, e, input, signal);
}

/**
 * `callApi` for an upload (a multipart endpoint): the body is the FormData, and the call
 * reports its progress. (`EndpointInput` does not yet type a multipart body: the declaration's
 * `bodyKind` is not kept as a literal, so the body is typed here.)
 */
export function uploadApi<E extends Endpoint>(
  e: E & { bodyKind?: 'multipart' },
  input: Omit<EndpointInput<E>, 'body'> & { body: FormData },
  options: { signal?: AbortSignal | undefined; onProgress?: OnUploadProgress | undefined } = {},
): Promise<EndpointReply<E>> {
  return callEndpoint(
    axiosTransport(options.onProgress),
    e,
    input as EndpointInput<E>,
    options.signal,
  );
}
