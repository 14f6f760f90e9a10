/**
 * Validation of one setting before it is committed: the section's zod schema for that prop
 * decides, and a failure becomes the message shown under the field.
 * Owns: commit results and error-message selection. Not: drafts (use-field-draft.ts).
 */
import type { z } from 'zod';
import type { SectionDefinition } from '../../shared';
import { getIn, setIn, type ItemPath } from './list-items';
import { getPropSchema } from './schema-introspection';

export interface SettingIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The outcome of checking a value: the parsed value to commit, or why it was refused. */
export type SettingCheck =
  { ok: true; value: unknown } | { ok: false; message: string; issues: SettingIssue[] };

/** What a field learns after trying to commit: the committed value, or the message to show. */
export type CommitResult = { ok: true; value: unknown } | { ok: false; message: string };

const UNKNOWN_SETTING = 'This setting cannot be changed';

/** Checks `value` against a prop schema; the parsed value (trimmed, defaults filled) on success. */
export function checkSettingValue(schema: z.ZodType | undefined, value: unknown): SettingCheck {
  if (!schema) return { ok: false, message: UNKNOWN_SETTING, issues: [] };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path,
    message: issue.message,
  }));
  return { ok: false, message: issues[0]?.message ?? 'Invalid value', issues };
}

/** Checks `value` for prop `key` of `definition` with `definition.schema.shape[key]`. */
export function validateSetting(
  definition: SectionDefinition,
  key: string,
  value: unknown,
): SettingCheck {
  return checkSettingValue(getPropSchema(definition, key), value);
}

/** The message of the first issue at or below `path`, else the first issue's message. */
export function issueMessageAt(
  issues: readonly SettingIssue[],
  path: ItemPath,
  fallback = 'Invalid value',
): string {
  const match = issues.find(
    (issue) =>
      issue.path.length >= path.length && path.every((segment, i) => issue.path[i] === segment),
  );
  return match?.message ?? issues[0]?.message ?? fallback;
}

/** The result of changing the value at `path` inside a whole prop value. */
export type PathCheck =
  { ok: true; whole: unknown; value: unknown } | { ok: false; message: string };

/**
 * Replaces the value at `path` inside `whole` (a list prop, say) and checks the whole prop:
 * on success the parsed whole to commit and the parsed value at `path`; otherwise the
 * message of the issue at `path` (or the first one, e.g. a list length limit).
 */
export function validateAtPath(
  schema: z.ZodType | undefined,
  whole: unknown,
  path: ItemPath,
  value: unknown,
): PathCheck {
  const check = checkSettingValue(schema, setIn(whole, path, value));
  if (!check.ok) return { ok: false, message: issueMessageAt(check.issues, path, check.message) };
  return { ok: true, whole: check.value, value: getIn(check.value, path) };
}

/** Applies a valid value: `onCommit(key, parsed)`. */
export type OnCommit = (key: string, value: unknown) => void;

/** Validates `value` for prop `key`; calls `onCommit` with the parsed value only when valid. */
export function commitSetting(
  schema: z.ZodType | undefined,
  key: string,
  value: unknown,
  onCommit: OnCommit,
): CommitResult {
  const check = checkSettingValue(schema, value);
  if (!check.ok) return { ok: false, message: check.message };
  onCommit(key, check.value);
  return { ok: true, value: check.value };
}

/**
 * Sets `value` at `path` inside prop `key` (currently `whole`), validates the whole prop and
 * calls `onCommit(key, parsedWhole)` only when valid. The result's value is the parsed value
 * at `path`; `whole` is what was committed.
 */
export function commitSettingAt(
  schema: z.ZodType | undefined,
  key: string,
  whole: unknown,
  path: ItemPath,
  value: unknown,
  onCommit: OnCommit,
): CommitResult & { whole?: unknown } {
  const check = validateAtPath(schema, whole, path, value);
  if (!check.ok) return check;
  onCommit(key, check.whole);
  return { ok: true, value: check.value, whole: check.whole };
}
