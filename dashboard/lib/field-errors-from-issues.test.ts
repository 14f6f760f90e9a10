import { describe, expect, it } from 'vitest';
import { signupBodySchema } from '../../shared';
import { fieldErrorsFromIssues } from './field-errors-from-issues';

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each field of a failed signup parse', () => {
    const result = signupBodySchema.safeParse({ name: ' ', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromIssues(result.error)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email',
      password: 'Password must be at least 8 characters',
    });
  });

  it('files issues without a path under _form', () => {
    expect(fieldErrorsFromIssues({ issues: [{ path: [], message: 'Bad' }] })).toEqual({
      _form: 'Bad',
    });
  });
});
