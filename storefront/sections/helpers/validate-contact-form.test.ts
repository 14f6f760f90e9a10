import { describe, expect, it } from 'vitest';
import { validateContactForm } from './validate-contact-form';

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
