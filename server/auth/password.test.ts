import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
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
