import { describe, expect, it } from 'vitest';
import { withoutSecretQuery } from './log-safety';

describe('withoutSecretQuery', () => {
  it('hides the values of secret-named query parameters and keeps the rest as sent', () => {
    expect(withoutSecretQuery('/verify-link?token=abc123')).toBe('/verify-link?token=[redacted]');
    expect(withoutSecretQuery('/checkout?order=9f2e&token=s3cr3t&x=%20y')).toBe(
      '/checkout?order=9f2e&token=[redacted]&x=%20y',
    );
    expect(withoutSecretQuery('/a?resetToken=1&newPassword=2&client_secret=3&q=lamp')).toBe(
      '/a?resetToken=[redacted]&newPassword=[redacted]&client_secret=[redacted]&q=lamp',
    );
    // An encoded name is still a token's name; a malformed one is kept as sent.
    expect(withoutSecretQuery('/a?%74oken=1&%E0%A4%A=2')).toBe('/a?%74oken=[redacted]&%E0%A4%A=2');
  });

  it('hides the token `t` of a newsletter link, not the parameters whose names merely hold a t', () => {
    expect(withoutSecretQuery('/newsletter/confirm?c=9f2e&t=1790000000.abc')).toBe(
      '/newsletter/confirm?c=9f2e&t=[redacted]',
    );
    expect(withoutSecretQuery('/newsletter/unsubscribe?T=x&tz=UTC&sort=total_asc')).toBe(
      '/newsletter/unsubscribe?T=[redacted]&tz=UTC&sort=total_asc',
    );
  });

  it('leaves a URL without a query alone', () => {
    expect(withoutSecretQuery('/product/token-lamp')).toBe('/product/token-lamp');
  });
});
