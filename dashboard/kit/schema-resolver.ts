/**
 * react-hook-form validation with a shared API schema (the one the server parses): the
 * form's values are turned into the request body, parsed, and each issue is put back on
 * the form field it belongs to. Server `details[].field` paths map through the same
 * function, so client and server messages land under the same fields.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod schema this uses (structural, so any schema fits). */
export interface SafeParser {
  safeParse(input: unknown):
    | { success: true }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** An API field path (`variations.0.price`) -> the form's path, or `null` when it has none. */
export type ToFieldPath = (apiPath: string) => string | null;

export const samePath: ToFieldPath = (path) => path;

/** Puts `message` at `path` in an errors tree, unless the path or a parent already has one. */
export function addFieldError(tree: Record<string, unknown>, path: string, message: string): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = tree;
  for (const [i, key] of keys.entries()) {
    const existing = node[key] as Record<string, unknown> | undefined;
    if (i === keys.length - 1) {
      if (!existing) node[key] = { type: 'validate', message };
      return;
    }
    if (existing && typeof existing.message === 'string') return;
    node = (node[key] ??= {}) as Record<string, unknown>;
  }
}

/** The form errors of a failed parse: issues without a form field go to `root`. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  toFieldPath: ToFieldPath,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = toFieldPath(issue.path.map(String).join('.'));
    addFieldError(tree, path ?? 'root', issue.message);
  }
  return tree;
}

/**
 * A resolver that validates `toBody(values)` with `schema` and maps issues back through
 * `fieldPaths(values)` (the mapping may depend on the values, e.g. which rows are empty).
 */
export function schemaResolver<TForm extends FieldValues>(
  schema: SafeParser,
  toBody: (values: TForm) => unknown,
  fieldPaths: (values: TForm) => ToFieldPath = () => samePath,
): Resolver<TForm> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values, errors: {} };
    return {
      values: {},
      errors: errorsFromIssues(parsed.error.issues, fieldPaths(values)) as FieldErrors<TForm>,
    };
  };
}
