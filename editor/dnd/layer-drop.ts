/**
 * Where a layer row dragged over another row would land: before or after that row in its
 * list, or inside it when it is a container. Pure: the rows are described by data read from
 * the layer list's DOM (`data-*` attributes) and the pointer's relative height in the row.
 * Owns: the drop rules of the layer list. Not: the store's own refusal of bad moves.
 */
import { canPlace, findComponentPath, type Component } from '../../shared';

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
