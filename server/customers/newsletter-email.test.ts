import { describe, expect, it } from 'vitest';
import { newsletterConfirmEmail } from './newsletter-email';

const input = {
  store: { id: 's1', name: 'Lamps <&> Co\r\nBcc: x@evil.test', contactEmail: 'hi@lamps.test' },
  origin: 'https://lamps.example',
  to: 'ada@example.com',
  confirmUrl: 'https://lamps.example/newsletter/confirm?c=1&t=2.abc',
  unsubscribeUrl: 'https://lamps.example/newsletter/unsubscribe?c=1&t=3.def',
};

describe('newsletter confirmation email', () => {
  it('asks to confirm with the link, says what to do if it was not you, and offers the way out', () => {
    const email = newsletterConfirmEmail(input);
    expect(email.kind).toBe('newsletter');
    expect(email.to).toBe('ada@example.com');
    expect(email.replyTo).toBe('hi@lamps.test');
    expect(email.text).toContain(`\n${input.confirmUrl}\n`);
    expect(
      email.text.indexOf('Not you? Ignore this email; you will not be subscribed.'),
    ).toBeGreaterThan(email.text.indexOf(input.confirmUrl));
    expect(email.text).toContain(`Changed your mind? Unsubscribe: ${input.unsubscribeUrl}`);
  });

  it('keeps the store name on one line in the subject and escapes it in the HTML', () => {
    const email = newsletterConfirmEmail(input);
    expect(email.subject).toBe('Confirm your subscription to Lamps <&> Co Bcc: x@evil.test');
    expect(email.html).toContain('Lamps &lt;&amp;&gt; Co');
    expect(email.html).not.toContain('<&>');
    expect(email.html).toContain('href="https://lamps.example/newsletter/confirm?c=1&amp;t=2.abc"');
  });
});
