import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import {
  ALTCHA_TTL_MS,
  checkAltchaPayload,
  createAltchaChallenge,
  toAltchaSecrets,
} from './altcha';

const secrets = toAltchaSecrets('test-hmac-key-0123456789abcdef0123456789');
const cheap = { cost: 1, counter: { min: 5, max: 20 } };

/** What the widget sends: base64 of `{ challenge, solution }`. */
async function solvedToken(challenge: Challenge, edit?: (p: Record<string, unknown>) => void) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  } as unknown as Record<string, unknown>;
  edit?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('ALTCHA challenges', () => {
  it('are signed, PBKDF2-based and expire five minutes after they are made', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const challenge = await createAltchaChallenge(secrets, now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt).toBe((now.getTime() + ALTCHA_TTL_MS) / 1000);
  });

  it('accept a solved payload and name the challenge it solved', async () => {
    const now = new Date();
    const challenge = await createAltchaChallenge(secrets, now, cheap);
    const result = await checkAltchaPayload(await solvedToken(challenge), secrets, now);
    expect(result).toEqual({
      ok: true,
      challengeId: challenge.signature,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('refuse a payload once the challenge has expired', async () => {
    const now = new Date();
    const challenge = await createAltchaChallenge(secrets, now, cheap);
    const token = await solvedToken(challenge);
    const later = new Date(now.getTime() + ALTCHA_TTL_MS + 1000);
    expect(await checkAltchaPayload(token, secrets, later)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a challenge signed with another key', async () => {
    const now = new Date();
    const other = toAltchaSecrets('another-key-0123456789abcdef0123456789');
    const challenge = await createAltchaChallenge(other, now, cheap);
    expect(await checkAltchaPayload(await solvedToken(challenge), secrets, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse tampered parameters (an easier prefix, a later expiry)', async () => {
    const now = new Date();
    const challenge = await createAltchaChallenge(secrets, now, cheap);
    const token = await solvedToken(challenge, (p) => {
      const c = p.challenge as { parameters: { expiresAt: number } };
      c.parameters.expiresAt += 3600;
    });
    expect(await checkAltchaPayload(token, secrets, now)).toMatchObject({ ok: false });
  });

  it('refuse a wrong solution (a derived key that was not worked out)', async () => {
    const now = new Date();
    const challenge = await createAltchaChallenge(secrets, now, cheap);
    const token = await solvedToken(challenge, (p) => {
      const s = p.solution as { derivedKey: string };
      s.derivedKey = `${s.derivedKey.slice(0, -2)}${s.derivedKey.endsWith('00') ? '01' : '00'}`;
    });
    expect(await checkAltchaPayload(token, secrets, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse garbage without throwing', async () => {
    const now = new Date();
    for (const token of ['', 'not base64 at all', Buffer.from('{"a":1}').toString('base64')]) {
      expect(await checkAltchaPayload(token, secrets, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });
});
