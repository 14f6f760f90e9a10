/**
 * Reordering in the layer list by dragging rows (interactjs, delegated on the tree): an
 * insertion line shows where the row would land; release calls `store.move`. Section rows
 * go before or after another row, or into a container. Block rows move among their section's
 * blocks (into and out of a columns block too) through `store.moveBlock`, or to another
 * section's through `store.transferBlock`: where the holder refuses the block the line says
 * why, and a drop there reports the reason and changes nothing.
 * Owns: wiring interactjs and the line. Not: the drop rules (layer-drop.ts), the moves.
 */
import { useEffect, type RefObject } from 'react';
import {
  blockLabels,
  blocksOf,
  findBlock,
  findComponent,
  getSectionDefinition,
  subtreeHeight,
} from '../../shared';
import { addRefusal, type BuilderStoreApi } from '../state';
import type { DragRegistry } from './drag-registry';
import { createDragGhost, type DragGhost } from './drag-ghost';
import { lazyDraggable, suppressClickAfterDrag, type DragEventLike } from './interact';
import {
  blockDropTarget,
  describeBlockRow,
  describeRow,
  layerDropTarget,
  rootEndTarget,
  type BlockDropTarget,
  type DraggedBlock,
  type DraggedLayer,
  type LayerDropTarget,
} from './layer-drop';

/** A row's drag handle area: the whole row of a layer item or block. */
export const LAYER_ROW_SELECTOR = '[data-layer-row]';
const LAYER_ITEM_SELECTOR = '[data-testid="layer-item"]';
const LAYER_BLOCK_SELECTOR = '[data-testid="layer-block"]';
/** Indentation per nesting level, in CSS pixels (matches builder.css). */
export const LAYER_INDENT = 16;

const rowId = (row: Element): string | undefined =>
  row.closest<HTMLElement>(LAYER_ITEM_SELECTOR)?.dataset.componentId;

/** The section and block of a block row. */
const blockOfRow = (row: Element): { sectionId: string; blockId: string } | null => {
  const item = row.closest<HTMLElement>(LAYER_BLOCK_SELECTOR);
  const { sectionId, blockId } = item?.dataset ?? {};
  return sectionId && blockId ? { sectionId, blockId } : null;
};

/** The drag in progress: a section row or a block row, and where it would land now. */
type Dragging =
  | { kind: 'section'; dragged: DraggedLayer; target: LayerDropTarget | null }
  | { kind: 'block'; dragged: DraggedBlock; target: BlockDropTarget | null };

export interface LayerDragRefs {
  tree: RefObject<HTMLElement | null>;
  /** The scrolling element holding the tree and the line. */
  scroller: RefObject<HTMLElement | null>;
  line: RefObject<HTMLElement | null>;
}

/**
 * Makes the rows of `refs.tree` draggable. `onRefused` is told why a block drop was refused
 * (keep it stable: a new function sets the drags up again).
 */
export function useLayerDrag(
  refs: LayerDragRefs,
  store: BuilderStoreApi,
  drags: DragRegistry,
  onRefused: (reason: string) => void,
): void {
  const { tree: treeRef, scroller: scrollerRef, line: lineRef } = refs;
  useEffect(() => {
    const tree = treeRef.current;
    const scroller = scrollerRef.current;
    const line = lineRef.current;
    if (!tree || !scroller || !line) return;
    const [armClickSuppression, disposeClickSuppression] = suppressClickAfterDrag(tree);
    let current: {
      drag: Dragging;
      row: HTMLElement;
      ghost: DragGhost;
      done: () => void;
    } | null = null;

    const hideLine = () => {
      line.hidden = true;
    };
    /** `refusal`: why the holder there would refuse the dragged block, written by the line. */
    const showLine = (top: number, depth: number, refusal?: string) => {
      line.hidden = false;
      line.style.transform = `translateY(${Math.round(top)}px)`;
      line.style.left = `${(depth - 1) * LAYER_INDENT + 8}px`;
      if (refusal === undefined) delete line.dataset.refusal;
      else line.dataset.refusal = refusal;
    };
    const toLocal = (y: number) => y - scroller.getBoundingClientRect().top + scroller.scrollTop;

    /** The row under the pointer, with the pointer's height in it (0 = its top, 1 = its bottom). */
    const rowAt = (clientX: number, clientY: number) => {
      const row = document
        .elementFromPoint(clientX, clientY)
        ?.closest<HTMLElement>(LAYER_ROW_SELECTOR);
      if (!row || !tree.contains(row)) return null;
      const rect = row.getBoundingClientRect();
      const ratio = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
      return { row, rect, ratio };
    };

    const blockTargetAt = (clientX: number, clientY: number, dragged: DraggedBlock) => {
      const hit = rowAt(clientX, clientY);
      if (!hit) return null;
      const block = blockOfRow(hit.row);
      const sectionId = block?.sectionId ?? rowId(hit.row);
      const components = store.getState().components;
      const info = sectionId && describeBlockRow(components, sectionId, block?.blockId ?? null);
      const target = info ? blockDropTarget(info, hit.ratio, dragged) : null;
      if (!target) return null;
      const y = target.edge === 'before' ? hit.rect.top : hit.rect.bottom;
      const moving = target.sectionId === dragged.sectionId ? dragged.id : undefined;
      const refusal = target.noop
        ? undefined
        : addRefusal(components, target.sectionId, dragged.type, target.parentId, moving);
      return { target, refusal, lineTop: toLocal(y) };
    };

    const targetAt = (clientX: number, clientY: number, dragged: DraggedLayer) => {
      const scrollerRect = scroller.getBoundingClientRect();
      const hit = rowAt(clientX, clientY);
      if (hit) {
        const id = rowId(hit.row);
        const info = id ? describeRow(store.getState().components, id) : null;
        if (!info) return null;
        // An open section's blocks show under its row: its lower half is not "after it".
        const open =
          info.type !== 'container' &&
          hit.row.closest(LAYER_ITEM_SELECTOR)?.getAttribute('aria-expanded') === 'true';
        const target = layerDropTarget(info, open ? Math.min(hit.ratio, 0.49) : hit.ratio, dragged);
        const rect = hit.rect;
        if (!target) return null;
        const y = target.edge === 'before' ? rect.top : rect.bottom;
        return { target, lineTop: toLocal(y) };
      }
      // Below the last row, still inside the list: the end of the page.
      const treeRect = tree.getBoundingClientRect();
      const inList =
        clientX >= scrollerRect.left &&
        clientX < scrollerRect.right &&
        clientY >= treeRect.bottom &&
        clientY < scrollerRect.bottom;
      if (!inList) return null;
      const target = rootEndTarget(dragged, store.getState().components.length);
      return { target, lineTop: toLocal(treeRect.bottom) };
    };

    const finish = (drop: boolean) => {
      const active = current;
      if (!active) return;
      current = null;
      hideLine();
      active.ghost.remove();
      active.row.classList.remove('be-layer-row-dragging');
      active.done();
      armClickSuppression();
      const { drag } = active;
      if (!drop || !drag.target || drag.target.noop) return;
      if (drag.kind === 'section') {
        store.getState().move(drag.dragged.id, drag.target.parentId, drag.target.index);
        return;
      }
      const { sectionId, parentId, index } = drag.target;
      const { dragged } = drag;
      const state = store.getState();
      const edit =
        sectionId === dragged.sectionId
          ? state.moveBlock(sectionId, dragged.id, parentId, index)
          : state.transferBlock(dragged.sectionId, dragged.id, sectionId, parentId, index);
      if (edit.refusal) onRefused(edit.refusal);
    };

    /** What the pressed row drags: its section or its block, with the chip's label. */
    const draggedOf = (row: HTMLElement): { drag: Dragging; label: string } | null => {
      const components = store.getState().components;
      const block = blockOfRow(row);
      if (block) {
        const section = findComponent(components, block.sectionId)?.component;
        const found = findBlock(blocksOf(section?.props), block.blockId);
        if (!found) return null;
        const { type } = found.block;
        const dragged: DraggedBlock = {
          sectionId: block.sectionId,
          id: block.blockId,
          type,
          parentId: found.parentId,
          index: found.index,
        };
        return {
          drag: { kind: 'block', dragged, target: null },
          label: blockLabels[type],
        };
      }
      const id = rowId(row);
      const found = id ? findComponent(components, id) : null;
      if (!found) return null;
      const { component } = found;
      const dragged: DraggedLayer = {
        id: component.id,
        type: component.type,
        parentId: found.parentId,
        index: found.index,
        height: subtreeHeight(component),
      };
      const label = getSectionDefinition(component.type)?.label ?? component.type;
      return { drag: { kind: 'section', dragged, target: null }, label };
    };

    const stopDragging = lazyDraggable(tree, LAYER_ROW_SELECTOR, {
      autoScroll: { container: scroller, margin: 40 },
      listeners: {
        start(event: DragEventLike) {
          finish(false);
          const row = event.target.closest<HTMLElement>(LAYER_ROW_SELECTOR);
          const start = row ? draggedOf(row) : null;
          if (!row || !start) return;
          row.classList.add('be-layer-row-dragging');
          const ghost = createDragGhost(start.label, event.clientX, event.clientY);
          const done = drags.begin(() => {
            finish(false);
            event.interaction.stop();
          });
          current = { drag: start.drag, row, ghost, done };
        },
        move(event: DragEventLike) {
          if (!current) return;
          current.ghost.move(event.clientX, event.clientY);
          const { drag } = current;
          if (drag.kind === 'block') {
            const found = blockTargetAt(event.clientX, event.clientY, drag.dragged);
            drag.target = found?.target ?? null;
            if (found) showLine(found.lineTop, found.target.depth, found.refusal);
            else hideLine();
            return;
          }
          const found = targetAt(event.clientX, event.clientY, drag.dragged);
          drag.target = found?.target ?? null;
          if (found) showLine(found.lineTop, found.target.depth);
          else hideLine();
        },
        end() {
          finish(true);
        },
      },
    });

    return () => {
      finish(false);
      stopDragging();
      disposeClickSuppression();
    };
  }, [treeRef, scrollerRef, lineRef, store, drags, onRefused]);
}
