/**
 * What a number input of the settings panel does with its text: while typing, a number is
 * committed when the prop's schema takes it (out of bounds: the schema's message shows and
 * nothing is stored); on leaving the field (blur or Enter), a number out of bounds is clamped
 * into them and committed. The bounds are the schema's own (`getNumberBounds`).
 * Owns: number text -> commit. Not: drafts (use-field-draft.ts), markup (FieldControls.tsx).
 */
import { parseNumberText } from './use-field-draft';
import type { CommitResult } from './validate-setting';

/** Inclusive bounds of a number prop; a missing side is unbounded. */
export interface NumberBounds {
  min?: number | undefined;
  max?: number | undefined;
}

/** `value` moved into `bounds`. */
export function clampToBounds(value: number, bounds: NumberBounds): number {
  let clamped = value;
  if (bounds.max !== undefined) clamped = Math.min(clamped, bounds.max);
  if (bounds.min !== undefined) clamped = Math.max(clamped, bounds.min);
  return clamped;
}

/** Typed text: commits the number it reads; empty or garbled text is refused. */
export function submitNumberText(
  text: string,
  commit: (value: number) => CommitResult,
): CommitResult {
  const parsed = parseNumberText(text);
  return parsed.ok ? commit(parsed.value) : parsed;
}

/**
 * Leaving the field with `text`: a number out of `bounds` is clamped, committed, and shown as
 * the text returned. Undefined when there is nothing to settle (not a number, or in bounds:
 * typing already committed it or showed why not).
 */
export function settleNumberText(
  text: string,
  bounds: NumberBounds,
  commit: (value: number) => CommitResult,
): { text: string; result: CommitResult } | undefined {
  const parsed = parseNumberText(text);
  if (!parsed.ok) return undefined;
  const clamped = clampToBounds(parsed.value, bounds);
  if (clamped === parsed.value) return undefined;
  return { text: String(clamped), result: commit(clamped) };
}
