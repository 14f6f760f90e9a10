/**
 * A field's local draft: what the user typed, kept while it is invalid (or while it differs
 * only in form, e.g. a trailing space the schema trims), dropped when the prop changes from
 * outside (undo, another field, a move) or the component changes.
 * Owns: draft state. Not: validation (validate-setting.ts).
 */
import { useState } from 'react';
import { isSameValue } from './list-items';
import type { CommitResult } from './validate-setting';

export interface DraftState {
  /** What the input shows instead of the prop, or null to show the prop. */
  draft: string | null;
  error: string | null;
  /** The prop value the draft belongs to; a different prop value discards the draft. */
  synced: unknown;
}

/** A state showing `value` with no draft. */
export function cleanDraft(value: unknown): DraftState {
  return { draft: null, error: null, synced: value };
}

/** `state` if it still belongs to `value`, else a clean state for `value`. */
export function reconcileDraft(state: DraftState, value: unknown): DraftState {
  return isSameValue(state.synced, value) ? state : cleanDraft(value);
}

/** The state after the user typed `text` and the commit came back with `result`. */
export function afterCommit(text: string, result: CommitResult, value: unknown): DraftState {
  return result.ok
    ? { draft: text, error: null, synced: result.value }
    : { draft: text, error: result.message, synced: value };
}

export interface FieldDraft {
  /** The text to show: the draft, else `format(value)`. */
  text: string;
  error: string | null;
  /** Records what the user typed and the commit's outcome. */
  record(text: string, result: CommitResult): void;
}

/** Draft state for one input showing `value` (formatted with `format`). */
export function useFieldDraft(value: unknown, format: (value: unknown) => string): FieldDraft {
  const [stored, setStored] = useState<DraftState>(() => cleanDraft(value));
  const state = reconcileDraft(stored, value);
  // Adjusting state while rendering when the prop changed (React's documented pattern).
  if (state !== stored) setStored(state);
  return {
    text: state.draft ?? format(value),
    error: state.error,
    record: (text, result) => setStored(afterCommit(text, result, value)),
  };
}

/** Formats a prop for a text input: strings as they are, numbers as digits, else ''. */
export function formatText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Reads a number input's text: a number, or the message shown for empty or garbled text. */
export function parseNumberText(
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a number' };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: 'Enter a number' };
}
