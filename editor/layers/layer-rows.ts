/**
 * The layer tree as the flat list of rows the virtualized layer list renders: each section in
 * display order (a container followed by its children), with its ARIA tree position (level,
 * position in its list, size of its list), an "Empty container" row under an empty
 * container, and under an expanded section made of blocks a row per block (a columns block's
 * own blocks one level deeper). Pure, so the keyboard moves between rows are testable
 * without a DOM.
 * Owns: flattening, which rows are expanded, row-to-row moves. Not: markup (LayerList.tsx),
 * drop rules (dnd/).
 */
import type { Component } from '../../protocol';
import { blocksOf, findBlock, findComponent, getChildren, type Block } from '../../shared';

/** Where a row sits in the tree (`aria-level`, `aria-posinset`, `aria-setsize`). */
interface TreePosition {
  /** `aria-level`: 1 for the root list. */
  depth: number;
  /** `aria-posinset`: 1-based position in its list. */
  position: number;
  /** `aria-setsize`: how many items its list holds. */
  setSize: number;
  /**
   * `aria-expanded`: whether the rows under it show; undefined when it has none. A
   * container is always expanded; a section's blocks and a columns block's open and close.
   */
  expanded?: boolean;
}

export type LayerRow =
  | ({
      kind: 'item';
      /** Stable React and virtualizer key: the component id. */
      key: string;
      component: Component;
    } & TreePosition)
  | ({
      kind: 'block';
      /** Stable React and virtualizer key: see blockRowKey. */
      key: string;
      sectionId: string;
      block: Block;
      /** The block holding it (a columns block), or null when it is in the section's list. */
      holderId: string | null;
    } & TreePosition)
  | { kind: 'empty'; key: string; depth: number };

/** The rows that take focus: sections and blocks. */
export type FocusableRow = Exclude<LayerRow, { kind: 'empty' }>;

/** The key of block `blockId`'s row (block ids are unique only within their section). */
export const blockRowKey = (sectionId: string, blockId: string) => `${sectionId}/${blockId}`;

/** Which rows show what is under them. */
export interface LayerExpansion {
  /** The selected section: its blocks show unless it was closed by hand. */
  selectedId: string | null;
  /** Rows opened (true) or closed (false) by hand, by row key. */
  toggled: ReadonlyMap<string, boolean>;
}

const NOTHING_EXPANDED: LayerExpansion = { selectedId: null, toggled: new Map() };

/**
 * Every row of the tree, in display order. A section's blocks show when it is the selected
 * one or was opened by hand; a columns block's show unless it was closed by hand. A closed
 * section costs one `blocksOf` call, so a long page stays cheap.
 */
export function flattenLayers(
  components: readonly Component[],
  expansion: LayerExpansion = NOTHING_EXPANDED,
): LayerRow[] {
  const rows: LayerRow[] = [];
  const { toggled, selectedId } = expansion;

  const walkBlocks = (
    section: string,
    list: readonly Block[],
    holder: string | null,
    depth: number,
  ) => {
    list.forEach((block, i) => {
      const key = blockRowKey(section, block.id);
      const nested = blocksOf(block.props);
      const expanded = nested.length ? (toggled.get(key) ?? true) : undefined;
      rows.push({
        kind: 'block',
        key,
        sectionId: section,
        block,
        holderId: holder,
        depth,
        position: i + 1,
        setSize: list.length,
        ...(expanded === undefined ? {} : { expanded }),
      });
      if (expanded) walkBlocks(section, nested, block.id, depth + 1);
    });
  };

  const walk = (list: readonly Component[], depth: number) => {
    list.forEach((component, i) => {
      const row: LayerRow = {
        kind: 'item',
        key: component.id,
        component,
        depth,
        position: i + 1,
        setSize: list.length,
      };
      rows.push(row);
      if (component.type === 'container') {
        row.expanded = true;
        const children = getChildren(component);
        if (children.length) walk(children, depth + 1);
        else rows.push({ kind: 'empty', key: `${component.id}:empty`, depth: depth + 1 });
        return;
      }
      const blocks = blocksOf(component.props);
      if (!blocks.length) return;
      row.expanded = toggled.get(component.id) ?? component.id === selectedId;
      if (row.expanded) walkBlocks(component.id, blocks, null, depth + 1);
    });
  };
  walk(components, 1);
  return rows;
}

/** The index of the row with key `key` (a component id, or blockRowKey), or -1. */
export function rowIndexOf(rows: readonly LayerRow[], key: string | null): number {
  if (key === null) return -1;
  return rows.findIndex((row) => row.kind !== 'empty' && row.key === key);
}

export type LayerMove = 'next' | 'previous' | 'first' | 'last' | 'in' | 'out';

/** The keys of the tree that move focus between rows (or open and close one). */
export const layerMoveKeys: Readonly<Record<string, LayerMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  ArrowRight: 'in',
  ArrowLeft: 'out',
};

/** What a tree key does: focus row `index`, or open or close the row `key`. */
export type LayerStep =
  { kind: 'focus'; index: number } | { kind: 'expand' | 'collapse'; key: string } | null;

const isFocusable = (row: LayerRow | undefined): row is FocusableRow =>
  row !== undefined && row.kind !== 'empty';

/** Whether a row opens and closes (a container's children always show). */
const isCollapsible = (row: FocusableRow) =>
  row.expanded !== undefined && !(row.kind === 'item' && row.component.type === 'container');

/**
 * What `move` does from row `from`, as in the WAI-ARIA tree pattern: up and down, Home and
 * End go to the previous, next, first or last row (the empty-container rows are skipped);
 * Right opens a closed row, or goes to the first row under an open one; Left closes an open
 * row, or goes to the row holding this one. Null when there is nothing to do.
 */
export function moveInRows(rows: readonly LayerRow[], from: number, move: LayerMove): LayerStep {
  const scan = (start: number, step: 1 | -1): LayerStep => {
    for (let i = start; i >= 0 && i < rows.length; i += step) {
      if (isFocusable(rows[i])) return { kind: 'focus', index: i };
    }
    return null;
  };
  const row = rows[from];
  switch (move) {
    case 'next':
      return scan(from + 1, 1);
    case 'previous':
      return from <= 0 ? null : scan(from - 1, -1);
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(rows.length - 1, -1);
    case 'in': {
      if (!isFocusable(row) || row.expanded === undefined) return null;
      if (!row.expanded) return { kind: 'expand', key: row.key };
      const child = rows[from + 1];
      return isFocusable(child) && child.depth > row.depth
        ? { kind: 'focus', index: from + 1 }
        : null;
    }
    case 'out': {
      if (!isFocusable(row)) return null;
      if (row.expanded && isCollapsible(row)) return { kind: 'collapse', key: row.key };
      for (let i = from - 1; i >= 0; i--) {
        const above = rows[i];
        if (isFocusable(above) && above.depth < row.depth) return { kind: 'focus', index: i };
      }
      return null;
    }
  }
}

/**
 * `toggled` with the rows leading to the selection opened again (its section, and the
 * columns block holding the selected block), when they were closed by hand; the same map
 * when none was.
 */
export function openToSelection(
  toggled: ReadonlyMap<string, boolean>,
  components: readonly Component[],
  selectedId: string | null,
  selectedBlockId: string | null,
): ReadonlyMap<string, boolean> {
  if (selectedId === null) return toggled;
  const closed = [selectedId];
  if (selectedBlockId !== null) {
    const section = findComponent(components, selectedId)?.component;
    const holder = findBlock(blocksOf(section?.props), selectedBlockId)?.parentId;
    if (holder) closed.push(blockRowKey(selectedId, holder));
  }
  if (!closed.some((key) => toggled.get(key) === false)) return toggled;
  const next = new Map(toggled);
  for (const key of closed) if (next.get(key) === false) next.delete(key);
  return next;
}

/** Block `blockId` of section `sectionId` with its index and the length of its list, if found. */
export function blockPlace(
  components: readonly Component[],
  sectionId: string,
  blockId: string,
): { block: Block; index: number; count: number } | null {
  const blocks = blocksOf(findComponent(components, sectionId)?.component.props);
  const found = findBlock(blocks, blockId);
  if (!found) return null;
  const list =
    found.parentId === null ? blocks : blocksOf(findBlock(blocks, found.parentId)?.block.props);
  return { block: found.block, index: found.index, count: list.length };
}
