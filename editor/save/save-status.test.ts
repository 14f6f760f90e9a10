import { describe, expect, it } from 'vitest';
import {
  hasUnsavedWork,
  initialSaveState,
  saveReducer,
  saveStatusText,
  shouldAutosave,
  type SaveEvent,
  type SaveState,
} from './save-status';

const run = (...events: SaveEvent[]): SaveState => events.reduce(saveReducer, initialSaveState);

describe('save status', () => {
  it('reads Saved when nothing changed since loading', () => {
    expect(saveStatusText(initialSaveState)).toBe('Saved');
    expect(hasUnsavedWork(initialSaveState)).toBe(false);
  });

  it('reads Unsaved changes after a change, Saving… while saving, then Saved', () => {
    const changed = run({ type: 'changed', dirty: true });
    expect(saveStatusText(changed)).toBe('Unsaved changes');
    expect(hasUnsavedWork(changed)).toBe(true);
    const saving = saveReducer(changed, { type: 'started', publish: false });
    expect(saveStatusText(saving)).toBe('Saving…');
    const saved = saveReducer(saving, { type: 'succeeded', publish: false, dirty: false });
    expect(saveStatusText(saved)).toBe('Saved');
    expect(hasUnsavedWork(saved)).toBe(false);
  });

  it('reads Publishing… then Published', () => {
    const publishing = run({ type: 'started', publish: true });
    expect(saveStatusText(publishing)).toBe('Publishing…');
    expect(hasUnsavedWork(publishing)).toBe(true);
    expect(
      saveStatusText(saveReducer(publishing, { type: 'succeeded', publish: true, dirty: false })),
    ).toBe('Published');
  });

  it('still reads Unsaved changes when the page changed while a save was in flight', () => {
    const state = run(
      { type: 'changed', dirty: true },
      { type: 'started', publish: false },
      { type: 'succeeded', publish: false, dirty: true },
    );
    expect(saveStatusText(state)).toBe('Unsaved changes');
  });

  it('shows a failure’s message until the next change', () => {
    const failed = run(
      { type: 'changed', dirty: true },
      { type: 'started', publish: false },
      { type: 'failed', message: 'Title is too long' },
    );
    expect(saveStatusText(failed)).toBe('Title is too long');
    expect(hasUnsavedWork(failed)).toBe(true);
    expect(saveStatusText(saveReducer(failed, { type: 'changed', dirty: true }))).toBe(
      'Unsaved changes',
    );
  });

  it('stays in conflict through further edits until reloaded, and autosave waits meanwhile', () => {
    const conflict = run(
      { type: 'changed', dirty: true },
      { type: 'started', publish: false },
      { type: 'conflict' },
    );
    expect(saveStatusText(conflict)).toBe('Not saved: changed elsewhere');
    expect(shouldAutosave(conflict, true)).toBe(false);
    const edited = saveReducer(conflict, { type: 'changed', dirty: true });
    expect(edited.outcome).toBe('conflict');
    expect(hasUnsavedWork(edited)).toBe(true);
    const reloaded = saveReducer(edited, { type: 'reloaded' });
    expect(saveStatusText(reloaded)).toBe('Saved');
    expect(hasUnsavedWork(reloaded)).toBe(false);
  });

  it('autosaves only when something changed since the last save', () => {
    expect(shouldAutosave(initialSaveState, false)).toBe(false);
    expect(shouldAutosave(run({ type: 'changed', dirty: true }), true)).toBe(true);
  });
});
