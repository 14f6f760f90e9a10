import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared';
import { formErrorsOf, messageOf } from './account-errors';

const refused = (status: number, body: object) => new ApiError(status, '', body);

describe('what the account forms say when a call fails', () => {
  it('puts each named field under that field, and nothing above the buttons', () => {
    const error = refused(400, {
      error: 'Invalid body: city, country',
      details: [
        { field: 'city', message: 'City is required' },
        { field: 'country', message: 'Choose a country from the list' },
        { field: 'storeId', message: 'not shown on this form' },
      ],
    });
    expect(formErrorsOf(error, ['city', 'country'])).toEqual({
      byField: { city: 'City is required', country: 'Choose a country from the list' },
      general: null,
    });
  });

  it('says a refusal naming none of the form’s fields above the buttons', () => {
    const error = refused(409, {
      error: 'You can keep up to 10 addresses: delete one first',
      details: [
        { field: 'addressId', message: 'You can keep up to 10 addresses: delete one first' },
      ],
    });
    expect(formErrorsOf(error, ['line1'])).toEqual({
      byField: {},
      general: 'You can keep up to 10 addresses: delete one first',
    });
  });

  it('never shows a server fault’s words, and names a lost connection', () => {
    const fault = refused(500, { error: 'TypeError: x is undefined' });
    expect(formErrorsOf(fault, ['name']).general).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(messageOf(new TypeError('Failed to fetch'), 'email')).toBe(
      'We could not reach the store. Check your connection and try again.',
    );
    expect(
      messageOf(
        refused(400, { error: 'Bad', details: [{ field: 'email', message: 'Enter an email' }] }),
        'email',
      ),
    ).toBe('Enter an email');
  });
});
