import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { ALTCHA_TTL_MS, createAltchaChallenge, toAltchaSecrets } from './altcha';
import type { RedemptionStore } from './redemptions';
import type { TurnstileResult } from './turnstile';
import { TurnstileUnavailableError } from './turnstile';
import { createCaptchaVerifier } from './verify';

/** The `captcha_redemptions` table, in memory. */
function memoryRedemptions() {
  const rows = new Map<string, Date>();
  let purges = 0;
  const store: RedemptionStore = {
    async redeem(hash, expiresAt) {
      if (rows.has(hash)) return false;
      rows.set(hash, expiresAt);
      return true;
    },
    async purgeExpired(now) {
      purges += 1;
      for (const [hash, expiresAt] of rows) if (expiresAt < now) rows.delete(hash);
    },
  };
  return { store, rows, purges: () => purges };
}

const secrets = toAltchaSecrets('verify-test-key-0123456789abcdef01234567');

/** An ALTCHA verifier over in-memory redemptions (returned beside it). */
function altchaVerifier() {
  const redemptions = memoryRedemptions();
  const captcha = createCaptchaVerifier({
    provider: { kind: 'altcha', secrets },
    redemptions: redemptions.store,
  });
  return { captcha, ...redemptions };
}

async function solvedAltchaToken(now: Date) {
  const challenge = await createAltchaChallenge(secrets, now, {
    cost: 1,
    counter: { min: 5, max: 20 },
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = { challenge, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('verifyCaptcha with ALTCHA', () => {
  it('accepts a solved challenge once and refuses it the second time', async () => {
    const { captcha, rows } = altchaVerifier();
    const now = new Date();
    const token = await solvedAltchaToken(now);
    expect(await captcha.verifyCaptcha(token, now)).toEqual({ ok: true });
    expect(await captcha.verifyCaptcha(token, now)).toEqual({ ok: false, reason: 'replayed' });
    expect(rows.size).toBe(1);
    // Stored as a SHA-256, never as the token itself.
    expect([...rows.keys()][0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('[regression] refuses the same challenge re-sent with a different solve time', async () => {
    const { captcha } = altchaVerifier();
    const now = new Date();
    const token = await solvedAltchaToken(now);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      solution: { time: number };
    };
    payload.solution.time += 1;
    const variant = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(await captcha.verifyCaptcha(token, now)).toEqual({ ok: true });
    expect(await captcha.verifyCaptcha(variant, now)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('calls a missing token missing, and an expired one expired', async () => {
    const { captcha } = altchaVerifier();
    const now = new Date();
    expect(await captcha.verifyCaptcha('  ', now)).toEqual({ ok: false, reason: 'missing' });
    const token = await solvedAltchaToken(now);
    const later = new Date(now.getTime() + ALTCHA_TTL_MS + 1);
    expect(await captcha.verifyCaptcha(token, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('purges expired redemptions at most once a minute', async () => {
    const { captcha, rows, purges } = altchaVerifier();
    const start = new Date();
    await captcha.verifyCaptcha(await solvedAltchaToken(start), start);
    expect(purges()).toBe(1);
    const soon = new Date(start.getTime() + 30_000);
    await captcha.verifyCaptcha(await solvedAltchaToken(soon), soon);
    expect(purges()).toBe(1);
    expect(rows.size).toBe(2);
    const afterExpiry = new Date(start.getTime() + ALTCHA_TTL_MS + 60_000);
    await captcha.verifyCaptcha(await solvedAltchaToken(afterExpiry), afterExpiry);
    expect(purges()).toBe(2);
    expect(rows.size).toBe(1);
  });
});

describe('verifyCaptcha with Turnstile', () => {
  function turnstile(answer: (token: string) => TurnstileResult | Error) {
    const seen: { token: string; ip: string | undefined }[] = [];
    return {
      seen,
      verifier: {
        async verify(token: string, ip?: string) {
          seen.push({ token, ip });
          const result = answer(token);
          if (result instanceof Error) throw result;
          return result;
        },
      },
    };
  }

  it('asks siteverify with the shopper IP and redeems an accepted token once', async () => {
    const { store } = memoryRedemptions();
    const fake = turnstile(() => ({ success: true, errorCodes: [] }));
    const captcha = createCaptchaVerifier({
      provider: { kind: 'turnstile', siteKey: 'site', verifier: fake.verifier },
      redemptions: store,
    });
    const now = new Date();
    expect(await captcha.verifyCaptcha('tok-1', now, '198.51.100.7')).toEqual({ ok: true });
    expect(fake.seen).toEqual([{ token: 'tok-1', ip: '198.51.100.7' }]);
    expect(await captcha.verifyCaptcha('tok-1', now)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('maps refusals and outages to their reasons', async () => {
    const { store } = memoryRedemptions();
    const fake = turnstile((token) =>
      token === 'dup'
        ? { success: false, errorCodes: ['timeout-or-duplicate'] }
        : token === 'down'
          ? new TurnstileUnavailableError('down')
          : { success: false, errorCodes: ['invalid-input-response'] },
    );
    const captcha = createCaptchaVerifier({
      provider: { kind: 'turnstile', siteKey: 'site', verifier: fake.verifier },
      redemptions: store,
    });
    const now = new Date();
    expect(await captcha.verifyCaptcha('dup', now)).toEqual({ ok: false, reason: 'replayed' });
    expect(await captcha.verifyCaptcha('bad', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await captcha.verifyCaptcha('down', now)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
