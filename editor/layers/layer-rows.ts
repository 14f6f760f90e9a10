/**
 * The layer tree as the flat list of rows the virtualized layer list renders: each section in
 * display order (a container followed by its children), with its ARIA tree position (level,
 * position in its list, size of its list), and an "Empty container" row under an empty
 * container. Pure, so the keyboard moves between rows are testable without a DOM.
 * Owns: flattening and row-to-row moves. Not: markup (LayerList.tsx), drop rules (dnd/).
 */
import type { Component } from '../../protocol';
import { getChildren } from '../../shared';

export type LayerRow =
  | {
      kind: 'item';
      /** Stable React and virtualizer key: the component id. */
      key: string;
      component: Component;
      /** `aria-level`: 1 for the root list. */
      depth: number;
      /** `aria-posinset`: 1-based position in its list. */
      position: number;
      /** `aria-setsize`: how many items its list holds. */
      setSize: number;
    }
  | { kind: 'empty'; key: string; depth: number };

/** Every row of the tree, in display order. */
export function flattenLayers(components: readonly Component[]): LayerRow[] {
  const rows: LayerRow[] = [];
  const walk = (list: readonly Component[], depth: number) => {
    list.forEach((component, i) => {
      rows.push({
        kind: 'item',
        key: component.id,
        component,
        depth,
        position: i + 1,
        setSize: list.length,
      });
      if (component.type !== 'container') return;
      const children = getChildren(component);
      if (children.length) walk(children, depth + 1);
      else rows.push({ kind: 'empty', key: `${component.id}:empty`, depth: depth + 1 });
    });
  };
  walk(components, 1);
  return rows;
}

/** The index of the row holding component `id`, or -1. */
export function rowIndexOf(rows: readonly LayerRow[], id: string | null): number {
  if (id === null) return -1;
  return rows.findIndex((row) => row.kind === 'item' && row.key === id);
}

export type LayerMove = 'next' | 'previous' | 'first' | 'last';

/** The keys of the tree that move focus between rows. */
export const layerMoveKeys: Readonly<Record<string, LayerMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * The index of the section row focus moves to from row `from` (the empty-container rows are
 * skipped), or -1 when there is none in that direction.
 */
export function moveInRows(rows: readonly LayerRow[], from: number, move: LayerMove): number {
  const isItem = (i: number) => rows[i]?.kind === 'item';
  const scan = (start: number, step: 1 | -1) => {
    for (let i = start; i >= 0 && i < rows.length; i += step) if (isItem(i)) return i;
    return -1;
  };
  switch (move) {
    case 'next':
      return scan(from + 1, 1);
    case 'previous':
      return from <= 0 ? -1 : scan(from - 1, -1);
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(rows.length - 1, -1);
  }
}
