import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// Production-cost scrypt (2^17, 128 MiB) several times per test: about 1 s quiet, past the
// default 5 s at a load average of 25 on two cores.
describe('password hashing', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-pass');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', hash)).toBe(false);
  });
  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('treats a malformed stored hash as no match', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
