import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { readApiError } from './read-api-error';

function makeAxiosError(status: number | null, data?: unknown, statusText = ''): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse | undefined =
    status === null ? undefined : { status, statusText, data, headers: {}, config };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('readApiError', () => {
  it("reads the server's error, status and redirectTo from a 401", () => {
    const info = readApiError(
      makeAxiosError(401, { error: 'Invalid email or password', redirectTo: '/login' }),
    );
    expect(info).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      redirectTo: '/login',
    });
  });

  it('maps details to one message per field, keeping the first', () => {
    const info = readApiError(
      makeAxiosError(400, {
        error: 'Invalid body',
        details: [
          { field: 'email', message: 'Enter a valid email' },
          { field: 'email', message: 'Email is too long' },
          { field: 'name', message: 'Name is required' },
        ],
      }),
    );
    expect(info.fieldErrors).toEqual({ email: 'Enter a valid email', name: 'Name is required' });
  });

  it('falls back to the status text when the body has no error', () => {
    expect(readApiError(makeAxiosError(502, 'Bad gateway html', 'Bad Gateway')).message).toBe(
      'Bad Gateway',
    );
  });

  it('reports no status when no answer arrived', () => {
    const info = readApiError(makeAxiosError(null));
    expect(info.status).toBeUndefined();
    expect(info.message).toBe('Request failed');
  });

  it('reads a plain thrown error', () => {
    expect(readApiError(new Error('boom'))).toMatchObject({ status: undefined, message: 'boom' });
  });
});
