/** Solving the self-hosted captcha as its widget does, for tests of captcha-guarded forms. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { TestClient } from './test-app';

/** What the widget does: fetch a challenge, solve it, send base64 of `{challenge, solution}`. */
export async function solvedToken(client: TestClient): Promise<string> {
  const res = await client.get('/api/captcha/challenge');
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
