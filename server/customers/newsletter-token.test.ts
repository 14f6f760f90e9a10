import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONFIRM_TOKEN_TTL_MS, createNewsletterToken, isNewsletterToken } from './newsletter-token';

const customer = { id: randomUUID(), marketingKey: randomUUID() };
const issued = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(issued.getTime() + ms);

describe('newsletter link tokens', () => {
  it('accepts its own confirm token within 7 days and refuses it after', () => {
    const token = createNewsletterToken('confirm', customer, issued);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(isNewsletterToken(token, 'confirm', customer, issued)).toBe(true);
    expect(isNewsletterToken(token, 'confirm', customer, later(CONFIRM_TOKEN_TTL_MS))).toBe(true);
    expect(isNewsletterToken(token, 'confirm', customer, later(CONFIRM_TOKEN_TTL_MS + 1000))).toBe(
      false,
    );
  });

  it('never expires an unsubscribe token', () => {
    const token = createNewsletterToken('unsubscribe', customer, issued);
    expect(isNewsletterToken(token, 'unsubscribe', customer, later(5 * 365 * 86_400_000))).toBe(
      true,
    );
  });

  it('refuses a token of another purpose, customer or key, or with a changed issue time', () => {
    const token = createNewsletterToken('confirm', customer, issued);
    expect(isNewsletterToken(token, 'unsubscribe', customer, issued)).toBe(false);
    expect(isNewsletterToken(token, 'confirm', { ...customer, id: randomUUID() }, issued)).toBe(
      false,
    );
    expect(
      isNewsletterToken(token, 'confirm', { ...customer, marketingKey: randomUUID() }, issued),
    ).toBe(false);
    // Moving the issue time forward to stretch the 7 days breaks the MAC.
    const [at, mac] = token.split('.') as [string, string];
    expect(isNewsletterToken(`${Number(at) + 86_400}.${mac}`, 'confirm', customer, issued)).toBe(
      false,
    );
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of ['', 'x'.repeat(64), '123.', '.abc', `12.${'a'.repeat(44)}`, '1.2.3']) {
      expect(isNewsletterToken(token, 'confirm', customer, issued)).toBe(false);
    }
  });

  it('refuses a confirm token issued well in the future (another clock may run 5 minutes ahead)', () => {
    expect(
      isNewsletterToken(
        createNewsletterToken('confirm', customer, later(60_000)),
        'confirm',
        customer,
        issued,
      ),
    ).toBe(true);
    expect(
      isNewsletterToken(
        createNewsletterToken('confirm', customer, later(3_600_000)),
        'confirm',
        customer,
        issued,
      ),
    ).toBe(false);
  });
});
