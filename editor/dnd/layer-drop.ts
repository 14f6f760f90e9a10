/**
 * Where a layer row dragged over another row would land: before or after that row in its
 * list, or inside it when it is a container; a block row, among a section's blocks.
 * Pure: the rows are described by data read from the store for the row under the pointer
 * (its `data-*` ids) and the pointer's relative height in the row.
 * Owns: the drop rules of the layer list. Not: the store's own refusal of bad moves.
 */
import {
  blockRuleOf,
  blocksOf,
  canPlace,
  findBlock,
  findComponentPath,
  type Component,
} from '../../shared';

export interface LayerRowInfo {
  id: string;
  type: string;
  /** The container holding the row, or null for the root list. */
  parentId: string | null;
  /** The row's index in its list. */
  index: number;
  /** Nesting depth: 1 for the root list. */
  depth: number;
  /** Ids of the containers from the root down to the row's parent. */
  ancestors: readonly string[];
}

export interface DraggedLayer {
  id: string;
  type: string;
  parentId: string | null;
  index: number;
  /** Levels the dragged component occupies (shared's `subtreeHeight`). */
  height: number;
}

export interface LayerDropTarget {
  parentId: string | null;
  /** The gap before item `index` of the target list as it is now (the dragged row still in it). */
  index: number;
  /** Where to draw the insertion line relative to the hovered row. */
  edge: 'before' | 'after' | 'inside';
  /** The depth the line is indented to. */
  depth: number;
  /** Dropping here leaves everything where it is. */
  noop: boolean;
}

/** The part of a container row, from its top, that means "before it" rather than "inside it". */
const CONTAINER_BEFORE_BAND = 0.3;

/** Whether `dragged` may go into the list of a container at `parentDepth` (shared's rule). */
function fits(dragged: DraggedLayer, parentDepth: number): boolean {
  return canPlace(dragged, parentDepth + 1);
}

function target(
  dragged: DraggedLayer,
  parentId: string | null,
  index: number,
  edge: LayerDropTarget['edge'],
  depth: number,
): LayerDropTarget {
  const noop =
    parentId === dragged.parentId && (index === dragged.index || index === dragged.index + 1);
  return { parentId, index, edge, depth, noop };
}

/**
 * The target for `dragged` when the pointer is over `row` at `ratio` (0 = the row's top,
 * 1 = its bottom), or null when it may not go there (onto itself or into its own subtree, a
 * global section or product into a container, too deep).
 */
export function layerDropTarget(
  row: LayerRowInfo,
  ratio: number,
  dragged: DraggedLayer,
): LayerDropTarget | null {
  if (row.id === dragged.id || row.ancestors.includes(dragged.id)) return null;
  if (row.type === 'container' && ratio >= CONTAINER_BEFORE_BAND) {
    if (!fits(dragged, row.depth)) return null;
    return target(dragged, row.id, 0, 'inside', row.depth + 1);
  }
  if (row.parentId !== null && !fits(dragged, row.depth - 1)) return null;
  const after = row.type !== 'container' && ratio >= 0.5;
  return target(
    dragged,
    row.parentId,
    after ? row.index + 1 : row.index,
    after ? 'after' : 'before',
    row.depth,
  );
}

/** The target below every row: the end of the root list. */
export function rootEndTarget(dragged: DraggedLayer, rootLength: number): LayerDropTarget {
  return target(dragged, null, rootLength, 'after', 1);
}

/** Where `id` sits in the tree, with its depth and ancestors, read from the store. */
export function describeRow(components: Component[], id: string): LayerRowInfo | null {
  const found = findComponentPath(components, id);
  if (!found) return null;
  const { component, parentId, index, depth, ancestors } = found;
  return { id, type: component.type, parentId, index, depth, ancestors };
}

/** A block row dragged in the layer list. */
export interface DraggedBlock {
  sectionId: string;
  id: string;
  type: string;
  /** The block holding it (a columns block), or null for the section's own list. */
  parentId: string | null;
  index: number;
}

/** A row a block is dragged over: one of its section's blocks, or the section's own row. */
export interface BlockRowInfo {
  sectionId: string;
  /** The block, or null for the section's row. */
  id: string | null;
  /** The block holding it, or null for the section's own list. */
  parentId: string | null;
  /** Its index in that list (0 for the section's row). */
  index: number;
  /** `aria-level` of the row. */
  depth: number;
  /** A block that holds blocks (columns): its lower part means "into it". */
  holds: boolean;
}

export interface BlockDropTarget {
  sectionId: string;
  /** The block whose list it goes into, or null for the section's own list. */
  parentId: string | null;
  /** The gap before item `index` of that list as it is now (the dragged block still in it). */
  index: number;
  edge: LayerDropTarget['edge'];
  depth: number;
  noop: boolean;
}

/**
 * Where block `dragged` would land with the pointer over `row` at `ratio` (as
 * layerDropTarget): before or after a block, into a columns block (its lower part), first
 * in a section (the section's row), in its own section or another; null over itself or its
 * own blocks. Whether the holder takes it is the store's rule (blockRefusal).
 */
export function blockDropTarget(
  row: BlockRowInfo,
  ratio: number,
  dragged: DraggedBlock,
): BlockDropTarget | null {
  const sameSection = row.sectionId === dragged.sectionId;
  const at = (
    parentId: string | null,
    index: number,
    edge: LayerDropTarget['edge'],
    depth: number,
  ): BlockDropTarget => ({
    sectionId: row.sectionId,
    parentId,
    index,
    edge,
    depth,
    noop:
      sameSection &&
      parentId === dragged.parentId &&
      (index === dragged.index || index === dragged.index + 1),
  });
  if (row.id === null) return at(null, 0, 'inside', row.depth + 1);
  if (sameSection && (row.id === dragged.id || row.parentId === dragged.id)) return null;
  if (row.holds && ratio >= CONTAINER_BEFORE_BAND) return at(row.id, 0, 'inside', row.depth + 1);
  const after = !row.holds && ratio >= 0.5;
  return at(row.parentId, after ? row.index + 1 : row.index, after ? 'after' : 'before', row.depth);
}

/**
 * Where block `blockId` of section `sectionId` sits (or, with `blockId` null, the section's
 * own row), read from the store; null when either is gone.
 */
export function describeBlockRow(
  components: Component[],
  sectionId: string,
  blockId: string | null,
): BlockRowInfo | null {
  const found = findComponentPath(components, sectionId);
  if (!found) return null;
  if (blockId === null) {
    return { sectionId, id: null, parentId: null, index: 0, depth: found.depth, holds: true };
  }
  const block = findBlock(blocksOf(found.component.props), blockId);
  if (!block) return null;
  return {
    sectionId,
    id: blockId,
    parentId: block.parentId,
    index: block.index,
    depth: found.depth + (block.parentId === null ? 1 : 2),
    holds: blockRuleOf(block.block.type) !== undefined,
  };
}
