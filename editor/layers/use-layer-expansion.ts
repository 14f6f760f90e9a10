/**
 * Which rows of the layer tree are open. A section's blocks show while it is selected
 * (so a page of 1000 sections draws one section's blocks), a columns block's always, unless
 * closed by hand; a row opened or closed by hand stays so. A selection made anywhere (the
 * canvas, the inspector) opens the rows leading to it again, and the section the selection
 * leaves stays open while focus is among its blocks (its rows do not vanish under focus).
 * Owns: that state. Not: flattening (layer-rows.ts), the keys that open and close rows.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Component } from '../../protocol';
import { useBuilder } from '../state';
import { openToSelection, type LayerExpansion } from './layer-rows';

export interface LayerExpansionState {
  expansion: LayerExpansion;
  /** Opens or closes the row `key` by hand. */
  setOpen(key: string, open: boolean): void;
}

/**
 * The tree's expansion for `components` (the list's own, possibly deferred, copy);
 * `focusedSection`: the section whose block row has focus, if one has.
 */
export function useLayerExpansion(
  components: readonly Component[],
  focusedSection: string | null,
): LayerExpansionState {
  // Like the rows, the expansion trails the selection by a frame: the selected row's own
  // highlight comes first.
  const selectedId = useDeferredValue(useBuilder((s) => s.selectedId));
  const selectedBlockId = useDeferredValue(useBuilder((s) => s.selectedBlockId));
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [shownFor, setShownFor] = useState({ selectedId, selectedBlockId });

  if (shownFor.selectedId !== selectedId || shownFor.selectedBlockId !== selectedBlockId) {
    // Adjusted while rendering (not in an effect), so the rows never show the old state.
    setShownFor({ selectedId, selectedBlockId });
    let next = openToSelection(toggled, components, selectedId, selectedBlockId);
    const left = shownFor.selectedId;
    if (left !== null && left !== selectedId && left === focusedSection && !next.has(left)) {
      next = new Map(next).set(left, true);
    }
    if (next !== toggled) setToggled(next);
  }

  const expansion = useMemo(() => ({ selectedId, toggled }), [selectedId, toggled]);
  const setOpen = useCallback(
    (key: string, open: boolean) =>
      setToggled((map) => (map.get(key) === open ? map : new Map(map).set(key, open))),
    [],
  );
  return { expansion, setOpen };
}
