/**
 * What each builder shortcut does to the store; the same actions whether the key was pressed
 * in the editor or inside the canvas (which forwards it as `editor/shortcut`).
 * Owns: shortcut -> store action. Not: key matching (protocol's `matchShortcut`).
 */
import type { ShortcutAction } from '../../protocol';
import type { BuilderStoreApi } from '../state';

/** Selects `id` unless it already is selected (`select` toggles the selected one off). */
export function selectExactly(store: Pick<BuilderStoreApi, 'getState'>, id: string | null): void {
  const state = store.getState();
  if (state.selectedId !== id) state.select(id);
}

/** Runs `action` on the store. */
export function runShortcutAction(
  store: Pick<BuilderStoreApi, 'getState'>,
  action: ShortcutAction,
): void {
  const state = store.getState();
  switch (action) {
    case 'undo':
      state.undo();
      return;
    case 'redo':
      state.redo();
      return;
    case 'delete':
      // With one of its blocks selected, the block goes, not the section.
      if (state.selectedId !== null && state.selectedBlockId !== null)
        state.removeBlock(state.selectedId, state.selectedBlockId);
      else if (state.selectedId !== null) state.remove(state.selectedId);
      return;
    case 'duplicate':
      if (state.selectedId !== null && state.selectedBlockId !== null)
        state.duplicateBlock(state.selectedId, state.selectedBlockId);
      else if (state.selectedId !== null) {
        const id = state.duplicate(state.selectedId);
        if (id !== null) selectExactly(store, id);
      }
      return;
    case 'deselect':
      // Escape steps out of a block to its section first.
      if (state.selectedId !== null && state.selectedBlockId !== null)
        state.selectBlock(state.selectedId, null);
      else selectExactly(store, null);
      return;
  }
}
