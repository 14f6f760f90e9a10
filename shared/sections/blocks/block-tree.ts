/**
 * Pure, immutable edits of a section's blocks (nested ones in a block's `props.blocks`):
 * find, insert, remove, move, update. Like the components kernel (component-tree.ts), every
 * edit copies only the path to what it changes and throws TreeEditError when it does not
 * fit; the placement rule is block-rules.ts, applied by the callers (the editor's store, the
 * server's validation). A block edit is one `props` patch of its section: one undo step, one
 * protocol message.
 */
import { TreeEditError } from '../component-tree';
import { blocksOf, type Block } from './block-types';

/** Where a block sits: its holder block's id (null = the section) and index there. */
export interface BlockLocation {
  block: Block;
  parentId: string | null;
  index: number;
}

/** Finds `id` among `blocks` and the blocks they hold. */
export function findBlock(
  blocks: readonly Block[],
  id: string,
  parentId: string | null = null,
): BlockLocation | null {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.id === id) return { block, parentId, index };
    const nested = findBlock(blocksOf(block.props), id, block.id);
    if (nested) return nested;
  }
  return null;
}

/** Every block id, nested ones included. */
export function collectBlockIds(blocks: readonly Block[], into = new Set<string>()): Set<string> {
  for (const block of blocks) {
    into.add(block.id);
    collectBlockIds(blocksOf(block.props), into);
  }
  return into;
}

/** `blocks` with the list held by `parentId` (null: `blocks` itself) replaced by `edit(list)`. */
function editList(
  blocks: Block[],
  parentId: string | null,
  edit: (list: Block[]) => Block[],
): Block[] {
  if (parentId === null) return edit(blocks);
  const holder = findBlock(blocks, parentId);
  if (!holder) throw new TreeEditError('unknown-id', `No block ${parentId}`);
  return updateBlock(blocks, parentId, (block) => ({
    ...block,
    props: { ...block.props, blocks: edit(blocksOf(block.props)) },
  }));
}

/** Replaces block `id` by `update(block)`; the same list when it returns the block unchanged. */
export function updateBlock(blocks: Block[], id: string, update: (block: Block) => Block): Block[] {
  let changed = false;
  const visit = (list: Block[]): Block[] =>
    list.map((block) => {
      if (changed) return block;
      if (block.id === id) {
        const next = update(block);
        changed = true;
        return next;
      }
      const nested = blocksOf(block.props);
      if (!nested.length) return block;
      const edited = visit(nested);
      return changed ? { ...block, props: { ...block.props, blocks: edited } } : block;
    });
  const next = visit(blocks);
  if (!changed) throw new TreeEditError('unknown-id', `No block ${id}`);
  return next;
}

function insertAt(list: Block[], index: number, block: Block): Block[] {
  if (!Number.isInteger(index) || index < 0 || index > list.length) {
    throw new TreeEditError(
      'index-out-of-range',
      `Index ${index} is not a gap of a list of ${list.length}`,
    );
  }
  return [...list.slice(0, index), block, ...list.slice(index)];
}

/** Inserts `block` at gap `index` of the section's list (`parentId` null) or a block's list. */
export function insertBlock(
  blocks: Block[],
  block: Block,
  parentId: string | null,
  index: number,
): Block[] {
  const taken = collectBlockIds(blocks);
  for (const id of collectBlockIds([block])) {
    if (taken.has(id)) throw new TreeEditError('duplicate-id', `Block ${id} already exists`);
  }
  return editList(blocks, parentId, (list) => insertAt(list, index, block));
}

/** Removes block `id` (and the blocks it holds). */
export function removeBlock(blocks: Block[], id: string): Block[] {
  const found = findBlock(blocks, id);
  if (!found) throw new TreeEditError('unknown-id', `No block ${id}`);
  return editList(blocks, found.parentId, (list) => list.filter((b) => b.id !== id));
}

/**
 * Moves block `id` to `index` of `parentId`'s list (null = the section's), `index` counted
 * after it left its own list (its final index).
 */
export function moveBlock(
  blocks: Block[],
  id: string,
  parentId: string | null,
  index: number,
): Block[] {
  const found = findBlock(blocks, id);
  if (!found) throw new TreeEditError('unknown-id', `No block ${id}`);
  if (parentId !== null && (parentId === id || findBlock(blocksOf(found.block.props), parentId))) {
    throw new TreeEditError('into-itself', `Cannot move ${id} into itself`);
  }
  if (found.parentId === parentId && found.index === index) return blocks;
  const without = removeBlock(blocks, id);
  return editList(without, parentId, (list) => insertAt(list, index, found.block));
}
