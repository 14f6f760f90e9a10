/**
 * The dashboard's one HTTP client: `/api` with the session cookie and JSON bodies.
 * Answers are unwrapped to their body; 401s and network failures toast (spec 8 rows 1-2)
 * and every error is re-thrown so callers can show field messages from `details`.
 */
import axios, { type AxiosError, type AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import {
  callEndpoint,
  type ApiErrorBody,
  type ApiTransport,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '../../shared';

/** The axios instance every `*-api.ts` helper calls; call it as `get<T, T>(...)`. */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.response.use(
  // The interceptor hands callers the body; helpers type it with `get<T, T>`.
  (response: AxiosResponse) => response.data as AxiosResponse,
  (error: AxiosError<Partial<ApiErrorBody>>) => {
    // A request cancelled by its caller (e.g. an unmounted query) is no failure to report.
    if (axios.isCancel(error)) return Promise.reject(error);
    const response = error.response;
    if (response?.status === 401) {
      toast.error(response.data?.error || response.statusText, { toastId: 'api-401' });
    } else if (!response) {
      toast.error(`An unexpected error occurred: ${error.message}`, { toastId: 'api-network' });
    }
    return Promise.reject(error);
  },
);

/**
 * The transport of the typed client: the same axios defaults (cookie, JSON) and the same
 * toasts, but every answer comes back as it is, so `callEndpoint` makes the one `ApiError`.
 */
const transportClient = axios.create({ withCredentials: true, validateStatus: () => true });

export const axiosTransport: ApiTransport = async (request) => {
  try {
    const response = await transportClient.request({
      method: request.method,
      url: request.url,
      data: request.body,
      signal: request.signal,
    });
    if (response.status === 401) {
      const body = response.data as Partial<ApiErrorBody> | undefined;
      toast.error(body?.error || response.statusText, { toastId: 'api-401' });
    }
    return { status: response.status, statusText: response.statusText, data: response.data };
  } catch (error) {
    if (!axios.isCancel(error)) {
      const message = error instanceof Error ? error.message : String(error);
      toast.error(`An unexpected error occurred: ${message}`, { toastId: 'api-network' });
    }
    throw error;
  }
};

/**
 * Calls one declared endpoint (shared/api/endpoints) from the dashboard: typed input, typed
 * reply, `ApiError` on a refusal.
 */
export function callApi<E extends Endpoint>(
  e: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointReply<E>> {
  return callEndpoint(axiosTransport, e, input, signal);
}
