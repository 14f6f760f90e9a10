/**
 * The save status machine: whether a request is in flight, whether the page differs from
 * what was last stored, and how the last attempt ended; plus the text the toolbar shows.
 * Pure: the controller (save-controller.ts) feeds it events.
 * Owns: status transitions and texts. Not: timers, requests.
 */

export interface SaveState {
  /** A request in flight: a draft save, or a save that also publishes. */
  phase: 'idle' | 'saving' | 'publishing';
  /** The components differ from the last stored ones. */
  dirty: boolean;
  /** How the last finished attempt ended. */
  outcome: 'none' | 'saved' | 'published' | 'error' | 'conflict';
  /** The error to show when `outcome` is 'error'; for 'conflict', why resolving it failed. */
  message: string | null;
}

export type SaveEvent =
  | { type: 'changed'; dirty: boolean }
  | { type: 'started'; publish: boolean }
  | { type: 'succeeded'; publish: boolean; dirty: boolean }
  | { type: 'failed'; message: string }
  /** `message`: why resolving it failed (e.g. reloading did not work), if it did. */
  | { type: 'conflict'; message?: string }
  | { type: 'reloaded' };

export const initialSaveState: SaveState = {
  phase: 'idle',
  dirty: false,
  outcome: 'none',
  message: null,
};

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'changed':
      // A new edit replaces an old error: the next attempt will tell.
      if (event.dirty && state.outcome === 'error') {
        return { ...state, dirty: true, outcome: 'none', message: null };
      }
      return event.dirty === state.dirty ? state : { ...state, dirty: event.dirty };
    case 'started':
      return { ...state, phase: event.publish ? 'publishing' : 'saving' };
    case 'succeeded':
      return {
        phase: 'idle',
        dirty: event.dirty,
        outcome: event.publish ? 'published' : 'saved',
        message: null,
      };
    case 'failed':
      return { ...state, phase: 'idle', outcome: 'error', message: event.message };
    case 'conflict':
      return { ...state, phase: 'idle', outcome: 'conflict', message: event.message ?? null };
    case 'reloaded':
      return { ...initialSaveState, outcome: 'saved' };
  }
}

/** Whether the page was changed elsewhere and the user has not yet chosen what to keep. */
export const isInConflict = (state: SaveState): boolean => state.outcome === 'conflict';

/** The save-status text: Saved, Saving…, Unsaved changes, Publishing…, Published, or the error. */
export function saveStatusText(state: SaveState): string {
  if (state.phase === 'saving') return 'Saving…';
  if (state.phase === 'publishing') return 'Publishing…';
  if (state.outcome === 'conflict') return 'Not saved: changed elsewhere';
  if (state.outcome === 'error') return state.message ?? 'Could not save';
  if (state.dirty) return 'Unsaved changes';
  if (state.outcome === 'published') return 'Published';
  return 'Saved';
}

/** Whether leaving now would lose work. */
export const hasUnsavedWork = (state: SaveState): boolean =>
  state.dirty || state.phase !== 'idle' || state.outcome === 'conflict';

/**
 * Whether the autosave timer, when it fires, should save: not while the user must resolve a
 * conflict, and only when something changed since the last stored version.
 */
export function shouldAutosave(state: SaveState, changedSinceSave: boolean): boolean {
  return !isInConflict(state) && changedSinceSave;
}
