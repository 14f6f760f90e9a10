/**
 * The builder's block edits as pure functions of the components list: each one edits the
 * blocks of one section (shared's block-tree.ts) under the placement rule (block-rules.ts)
 * and returns the new list, so the store commits it as one history step and the canvas gets
 * one `props` patch. A refused edit returns the list unchanged, with the reason when asked.
 * Owns: new block ids, duplicates with fresh ids, gap indices. Not: history, selection.
 */
import {
  blockRefusal,
  blocksOf,
  collectBlockIds,
  defaultBlockProps,
  findBlock,
  findComponent,
  getBlockDefinition,
  insertBlock,
  moveBlock,
  removeBlock,
  TreeEditError,
  updateBlock,
  updateComponent,
  type Block,
  type BlockType,
  type Component,
} from '../../shared';

/** The outcome of a block edit: the new list (the same one when refused) and why not. */
export interface BlockEdit {
  components: Component[];
  /** The block the edit created (add, duplicate). */
  blockId?: string;
  refusal?: string;
}

const unchanged = (components: Component[], refusal?: string): BlockEdit => ({
  components,
  ...(refusal ? { refusal } : {}),
});

/** The blocks of section `sectionId`, or null when it is not in the list. */
export function sectionBlocks(components: readonly Component[], sectionId: string): Block[] | null {
  const found = findComponent(components, sectionId);
  return found ? blocksOf(found.component.props) : null;
}

/** `components` with section `sectionId`'s blocks replaced by `edit(blocks)`. */
function withBlocks(
  components: Component[],
  sectionId: string,
  edit: (blocks: Block[]) => Block[],
): Component[] {
  return updateComponent(components, sectionId, (section) => {
    const blocks = blocksOf(section.props);
    const next = edit(blocks);
    return next === blocks ? section : { ...section, props: { ...section.props, blocks: next } };
  });
}

/** `type-N`, the smallest N not taken in the section. */
export function newBlockId(type: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) if (!taken.has(`${type}-${n}`)) return `${type}-${n}`;
}

/** The type of the holder of `parentId`'s list: the section's type, or the holding block's. */
function holderType(section: Component, blocks: readonly Block[], parentId: string | null) {
  return parentId === null ? section.type : findBlock(blocks, parentId)?.block.type;
}

function listOf(blocks: Block[], parentId: string | null): Block[] {
  return parentId === null ? blocks : blocksOf(findBlock(blocks, parentId)?.block.props);
}

/** Why a `type` block may not go into `parentId`'s list of the section, or undefined. */
export function addRefusal(
  components: readonly Component[],
  sectionId: string,
  type: string,
  parentId: string | null = null,
  movingId?: string,
): string | undefined {
  const section = findComponent(components, sectionId)?.component;
  if (!section) return 'That section is gone';
  const blocks = blocksOf(section.props);
  const holder = holderType(section, blocks, parentId);
  if (!holder) return 'That block is gone';
  return blockRefusal(holder, listOf(blocks, parentId), { type }, movingId);
}

function run(components: Component[], edit: () => BlockEdit): BlockEdit {
  try {
    return edit();
  } catch (error) {
    if (error instanceof TreeEditError) return unchanged(components, error.message);
    throw error;
  }
}

/** Adds a new `type` block with its defaults at gap `index` (default: the end) of a list. */
export function addBlock(
  components: Component[],
  sectionId: string,
  type: BlockType,
  parentId: string | null = null,
  index?: number,
): BlockEdit {
  const refusal = addRefusal(components, sectionId, type, parentId);
  if (refusal) return unchanged(components, refusal);
  return run(components, () => {
    const blocks = sectionBlocks(components, sectionId)!;
    const definition = getBlockDefinition(type)!;
    // With the blocks a new one starts with (a slide's headline), all with fresh ids.
    const block = copyWithNewIds(
      {
        id: type,
        type,
        v: definition.version,
        props: {
          ...defaultBlockProps(type),
          ...(definition.starterBlocks ? { blocks: definition.starterBlocks() } : {}),
        },
      },
      collectBlockIds(blocks),
    );
    const at = index ?? listOf(blocks, parentId).length;
    return {
      components: withBlocks(components, sectionId, (list) =>
        insertBlock(list, block, parentId, at),
      ),
      blockId: block.id,
    };
  });
}

/** Removes a block (and what it holds). */
export function deleteBlock(components: Component[], sectionId: string, blockId: string) {
  return run(components, () => ({
    components: withBlocks(components, sectionId, (list) => removeBlock(list, blockId)),
  }));
}

/** A copy of `block` (nested blocks too) with ids not in `taken` (which it adds them to). */
function copyWithNewIds(block: Block, taken: Set<string>): Block {
  const id = newBlockId(block.type, taken);
  taken.add(id);
  const nested = blocksOf(block.props);
  return {
    ...block,
    id,
    props: nested.length
      ? { ...block.props, blocks: nested.map((b) => copyWithNewIds(b, taken)) }
      : { ...block.props },
  };
}

/** Adds a copy of a block right after it, when its list has room. */
export function duplicateBlock(
  components: Component[],
  sectionId: string,
  blockId: string,
): BlockEdit {
  const blocks = sectionBlocks(components, sectionId);
  const found = blocks && findBlock(blocks, blockId);
  if (!found) return unchanged(components, 'That block is gone');
  const refusal = addRefusal(components, sectionId, found.block.type, found.parentId);
  if (refusal) return unchanged(components, refusal);
  return run(components, () => {
    const copy = copyWithNewIds(found.block, collectBlockIds(blocks));
    return {
      components: withBlocks(components, sectionId, (list) =>
        insertBlock(list, copy, found.parentId, found.index + 1),
      ),
      blockId: copy.id,
    };
  });
}

/** Shows or hides a block on the store. */
export function setBlockHidden(
  components: Component[],
  sectionId: string,
  blockId: string,
  hidden: boolean,
): BlockEdit {
  return run(components, () => ({
    components: withBlocks(components, sectionId, (list) =>
      updateBlock(list, blockId, (block) => {
        if (Boolean(block.hidden) === hidden) return block;
        const { hidden: _, ...rest } = block;
        return hidden ? { ...rest, hidden: true } : rest;
      }),
    ),
  }));
}

/** Shallow-merges `changes` into a block's props. */
export function updateBlockProps(
  components: Component[],
  sectionId: string,
  blockId: string,
  changes: Record<string, unknown>,
): BlockEdit {
  return run(components, () => ({
    components: withBlocks(components, sectionId, (list) =>
      updateBlock(list, blockId, (block) =>
        Object.keys(changes).every((k) => Object.is(block.props[k], changes[k]))
          ? block
          : { ...block, props: { ...block.props, ...changes } },
      ),
    ),
  }));
}

/**
 * Moves a block to gap `index` of `parentId`'s list (null = the section's), the gap counted
 * in the list as it is now (the block still in it), under the placement rule.
 */
export function relocateBlock(
  components: Component[],
  sectionId: string,
  blockId: string,
  parentId: string | null,
  index: number,
): BlockEdit {
  const blocks = sectionBlocks(components, sectionId);
  const found = blocks && findBlock(blocks, blockId);
  if (!found) return unchanged(components, 'That block is gone');
  const refusal = addRefusal(components, sectionId, found.block.type, parentId, blockId);
  if (refusal) return unchanged(components, refusal);
  const sameList = found.parentId === parentId;
  const final = sameList && index > found.index ? index - 1 : index;
  if (sameList && final === found.index) return unchanged(components);
  return run(components, () => ({
    components: withBlocks(components, sectionId, (list) =>
      moveBlock(list, blockId, parentId, final),
    ),
  }));
}

/** Moves a block `offset` places within its own list; unchanged past either end. */
export function shiftBlock(
  components: Component[],
  sectionId: string,
  blockId: string,
  offset: number,
): BlockEdit {
  const blocks = sectionBlocks(components, sectionId);
  const found = blocks && findBlock(blocks, blockId);
  if (!found) return unchanged(components, 'That block is gone');
  const length = listOf(blocks, found.parentId).length;
  const final = found.index + offset;
  if (offset === 0 || final < 0 || final >= length) return unchanged(components);
  return run(components, () => ({
    components: withBlocks(components, sectionId, (list) =>
      moveBlock(list, blockId, found.parentId, final),
    ),
  }));
}

/**
 * Moves a block (with the blocks it holds) from section `fromId` to gap `index` of
 * `parentId`'s list (null = the section's own) in section `toId`: one edit of both
 * sections, under the target's placement rule. Its ids stay unless the target has them
 * already (then fresh ones, as a duplicate gets); `blockId` is its id there. Within one
 * section it is relocateBlock.
 */
export function transferBlock(
  components: Component[],
  fromId: string,
  blockId: string,
  toId: string,
  parentId: string | null,
  index: number,
): BlockEdit {
  if (fromId === toId) {
    return { blockId, ...relocateBlock(components, fromId, blockId, parentId, index) };
  }
  const source = sectionBlocks(components, fromId);
  const found = source && findBlock(source, blockId);
  const target = sectionBlocks(components, toId);
  if (!found || !target) return unchanged(components, 'That block is gone');
  const refusal = addRefusal(components, toId, found.block.type, parentId);
  if (refusal) return unchanged(components, refusal);
  return run(components, () => {
    const taken = collectBlockIds(target);
    const clash = [...collectBlockIds([found.block])].some((id) => taken.has(id));
    const block = clash ? copyWithNewIds(found.block, taken) : found.block;
    const removed = withBlocks(components, fromId, (list) => removeBlock(list, blockId));
    return {
      components: withBlocks(removed, toId, (list) => insertBlock(list, block, parentId, index)),
      blockId: block.id,
    };
  });
}
