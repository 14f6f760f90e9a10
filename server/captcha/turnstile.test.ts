import { describe, expect, it } from 'vitest';
import {
  TURNSTILE_SITEVERIFY_URL,
  TurnstileUnavailableError,
  createFetchTurnstileVerifier,
} from './turnstile';

function fakeFetch(answer: () => Response) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('createFetchTurnstileVerifier', () => {
  it('posts the secret, the token and the shopper IP to siteverify and reads its answer', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      Response.json({ success: true, 'error-codes': [], hostname: 'demo.example.com' }),
    );
    const verifier = createFetchTurnstileVerifier({ secretKey: 'sekret', fetch: fetchImpl });
    await expect(verifier.verify('tok', '203.0.113.9')).resolves.toEqual({
      success: true,
      errorCodes: [],
      hostname: 'demo.example.com',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(TURNSTILE_SITEVERIFY_URL);
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({
      secret: 'sekret',
      response: 'tok',
      remoteip: '203.0.113.9',
    });
  });

  it('passes on a refusal with its error codes', async () => {
    const { fetchImpl } = fakeFetch(() =>
      Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    );
    const verifier = createFetchTurnstileVerifier({ secretKey: 's', fetch: fetchImpl });
    await expect(verifier.verify('tok')).resolves.toEqual({
      success: false,
      errorCodes: ['timeout-or-duplicate'],
    });
  });

  it('reports an unreachable or broken siteverify as unavailable, not as a bad token', async () => {
    const down = createFetchTurnstileVerifier({
      secretKey: 's',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(down.verify('tok')).rejects.toBeInstanceOf(TurnstileUnavailableError);
    const broken = createFetchTurnstileVerifier({
      secretKey: 's',
      fetch: fakeFetch(() => new Response('oops', { status: 502 })).fetchImpl,
    });
    await expect(broken.verify('tok')).rejects.toBeInstanceOf(TurnstileUnavailableError);
  });
});
