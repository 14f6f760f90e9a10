import { describe, expect, it } from 'vitest';
import { platformContactSchema } from './api/platform';
import { validateContactForm, type ContactValues } from './contact-fields';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('validateContactForm', () => {
  it('returns the spec message for every empty field', () => {
    expect(validateContactForm({ name: '', email: '', subject: '', message: '' }).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('treats whitespace-only values as empty and trims the rest', () => {
    const result = validateContactForm({
      name: '  ',
      email: ' ada@example.com ',
      subject: ' Hi ',
      message: '\n ok \n',
    });
    expect(result.errors).toEqual({ name: 'Name is required' });
    expect(result.values).toEqual({
      name: '',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'ok',
    });
  });

  it.each([['ada'], ['ada@'], ['ada@example'], ['a da@example.com'], ['@example.com']])(
    'rejects the address %s with "Enter a valid email"',
    (email) => {
      expect(validateContactForm({ ...valid, email }).errors).toEqual({
        email: 'Enter a valid email',
      });
    },
  );

  it('accepts a complete form', () => {
    expect(validateContactForm(valid).errors).toEqual({});
  });
});

describe('contact rules', () => {
  it('refuses a field past its limit with the server’s message', () => {
    expect(validateContactForm({ ...valid, subject: 's'.repeat(201) }).errors).toEqual({
      subject: 'Subject must be at most 200 characters',
    });
  });
});

describe('the form and the server', () => {
  /** The server's message per field for `values` (platformContactSchema, one per field). */
  const serverErrors = (values: ContactValues) => {
    const parsed = platformContactSchema.safeParse({ ...values, captchaToken: 'x' });
    if (parsed.success) return {};
    const out: Record<string, string> = {};
    for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
    return out;
  };

  it.each([
    { name: '', email: '', subject: '', message: '' },
    { ...valid, email: 'ada@' },
    { ...valid, name: 'n'.repeat(101), message: 'm'.repeat(5001) },
    valid,
  ])('say the same about %o', (values) => {
    expect(validateContactForm(values).errors).toEqual(serverErrors(values));
  });
});
