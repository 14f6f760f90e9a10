import { describe, expect, it } from 'vitest';
import { ApiError, callEndpoint, pagesEndpoints } from '../../shared';
import { readApiError } from './read-api-error';

describe('readApiError', () => {
  it("reads the server's error, status and redirectTo from a 401", () => {
    const info = readApiError(
      new ApiError(401, 'Unauthorized', {
        error: 'Invalid email or password',
        redirectTo: '/login',
      }),
    );
    expect(info).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      redirectTo: '/login',
    });
  });

  it('maps details to one message per field, keeping the first', () => {
    const info = readApiError(
      new ApiError(400, 'Bad Request', {
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
    expect(readApiError(new ApiError(502, 'Bad Gateway', 'Bad gateway html')).message).toBe(
      'Bad Gateway',
    );
  });

  it('reports no status when no answer arrived', () => {
    const info = readApiError(new ApiError(undefined, '', undefined, 'Request failed'));
    expect(info.status).toBeUndefined();
    expect(info.message).toBe('Request failed');
  });

  it('reads what callEndpoint rejects with, answered or not', async () => {
    const refused = callEndpoint(
      async () => ({
        status: 409,
        statusText: 'Conflict',
        data: { error: 'Stale', details: [{ field: 'version', message: 'Reload' }] },
      }),
      pagesEndpoints.getPageById,
      { query: { pageId: 'p' } },
    );
    const info = readApiError(await refused.catch((error: unknown) => error));
    expect(info).toEqual({
      status: 409,
      message: 'Stale',
      fieldErrors: { version: 'Reload' },
      redirectTo: undefined,
    });
    const unanswered = callEndpoint(
      () => Promise.reject(new TypeError('Failed to fetch')),
      pagesEndpoints.getPageById,
      { query: { pageId: 'p' } },
    );
    expect(readApiError(await unanswered.catch((error: unknown) => error))).toMatchObject({
      status: undefined,
      message: 'No answer from the server: Failed to fetch',
    });
  });

  it('reads a plain thrown error', () => {
    expect(readApiError(new Error('boom'))).toMatchObject({ status: undefined, message: 'boom' });
  });
});
