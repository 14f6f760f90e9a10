/**
 * The dashboard's one HTTP client: `/api` with the session cookie and JSON bodies.
 * Answers are unwrapped to their body; 401s and network failures toast (spec 8 rows 1-2)
 * and every error is re-thrown so callers can show field messages from `details`.
 */
import axios, { type AxiosError, type AxiosResponse } from 'axios';
import { toast } from 'react-toastify';
import type { ApiErrorBody } from '../../shared';

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
