/**
 * Turns a zod parse failure into field name -> first message, the same shape the server's
 * `details` give, so client and server validation show under the same fields.
 */

/** The part of a zod error this reads (kept structural so it needs no zod import). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Field name -> the first message for that field; form-wide issues go under `_form`. */
export function fieldErrorsFromIssues(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
