/**
 * What the account's forms say when a call fails: the message of one field, or every field's
 * (the server names the field it refuses), else the error's own words; a 5xx or no answer in
 * plain words. One home for the sign-in, address, profile and data forms.
 */
import { ApiError } from '../../shared';

const NO_ANSWER = 'We could not reach the store. Check your connection and try again.';
const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** The message under `field`, else the error's own words. */
export function messageOf(error: unknown, field: string): string {
  if (error instanceof ApiError && error.status !== undefined) {
    if (error.status >= 500) return SERVER_FAULT;
    return error.details.find((d) => d.field === field)?.message ?? error.error;
  }
  return NO_ANSWER;
}

/**
 * Each refused field's message, and the error's own words when none of `fields` is named (a
 * 409, a 5xx, no answer): what the form shows above its button.
 */
export function formErrorsOf(
  error: unknown,
  fields: readonly string[],
): { byField: Record<string, string>; general: string | null } {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (fields.includes(field)) byField[field] = message;
    }
    return { byField, general: Object.keys(byField).length ? null : error.error };
  }
  return { byField: {}, general: messageOf(error, '') };
}
