import { describe, expect, it } from 'vitest';
import { toContactEmail } from './contact-email';

const store = { id: 'store-1', name: 'Acme Goods', domain: 'acme.localhost' };

/** The email a shopper's contact form message to Acme Goods makes, sent to its owner. */
const emailFrom = (name: string, customerEmail: string, subject: string, message: string) =>
  toContactEmail({
    store,
    to: 'owner@example.com',
    message: { name, customerEmail, subject, message },
  });

describe('toContactEmail', () => {
  it('goes to the owner with the shopper as Reply-To and the whole message in the body', () => {
    const email = emailFrom('Ada', 'ada@example.com', 'Sizes', 'Do you have it in M?\nThanks');
    expect(email).toMatchObject({
      storeId: 'store-1',
      kind: 'contact',
      to: 'owner@example.com',
      replyTo: 'ada@example.com',
      subject: '[Acme Goods] Sizes',
    });
    expect(email.text).toContain('Ada <ada@example.com>');
    expect(email.text).toContain('Do you have it in M?\nThanks');
    expect(email.text).toContain('acme.localhost');
  });

  it('flattens line breaks in header-bound text (no header injection)', () => {
    const email = emailFrom(
      'Eve\r\nBcc: victim@example.com',
      'eve@example.com',
      'Hi\r\nBcc: victim@example.com',
      'body',
    );
    expect(email.subject).toBe('[Acme Goods] Hi Bcc: victim@example.com');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
