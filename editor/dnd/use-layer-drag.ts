/**
 * Reordering in the layer list by dragging rows (interactjs, delegated on the tree): an
 * insertion line shows where the row would land; release calls `store.move`. Rows can go
 * before or after another row, or into a container.
 * Owns: wiring interactjs and the line. Not: the drop rules (layer-drop.ts), the move itself.
 */
import { useEffect, type RefObject } from 'react';
import { findComponent, getSectionDefinition, subtreeHeight } from '../../shared';
import type { BuilderStoreApi } from '../state';
import type { DragRegistry } from './drag-registry';
import { createDragGhost, type DragGhost } from './drag-ghost';
import { lazyDraggable, suppressClickAfterDrag, type DragEventLike } from './interact';
import {
  describeRow,
  layerDropTarget,
  rootEndTarget,
  type DraggedLayer,
  type LayerDropTarget,
} from './layer-drop';

/** A row's drag handle area: the whole row of a layer item. */
export const LAYER_ROW_SELECTOR = '[data-layer-row]';
const LAYER_ITEM_SELECTOR = '[data-testid="layer-item"]';
/** Indentation per nesting level, in CSS pixels (matches builder.css). */
export const LAYER_INDENT = 16;

const rowId = (row: Element): string | undefined =>
  row.closest<HTMLElement>(LAYER_ITEM_SELECTOR)?.dataset.componentId;

export interface LayerDragRefs {
  tree: RefObject<HTMLElement | null>;
  /** The scrolling element holding the tree and the line. */
  scroller: RefObject<HTMLElement | null>;
  line: RefObject<HTMLElement | null>;
}

export function useLayerDrag(
  refs: LayerDragRefs,
  store: BuilderStoreApi,
  drags: DragRegistry,
): void {
  const { tree: treeRef, scroller: scrollerRef, line: lineRef } = refs;
  useEffect(() => {
    const tree = treeRef.current;
    const scroller = scrollerRef.current;
    const line = lineRef.current;
    if (!tree || !scroller || !line) return;
    const [armClickSuppression, disposeClickSuppression] = suppressClickAfterDrag(tree);
    let current: {
      dragged: DraggedLayer;
      row: HTMLElement;
      ghost: DragGhost;
      target: LayerDropTarget | null;
      done: () => void;
    } | null = null;

    const hideLine = () => {
      line.hidden = true;
    };
    const showLine = (top: number, depth: number) => {
      line.hidden = false;
      line.style.transform = `translateY(${Math.round(top)}px)`;
      line.style.left = `${(depth - 1) * LAYER_INDENT + 8}px`;
    };

    const targetAt = (clientX: number, clientY: number, dragged: DraggedLayer) => {
      const hit = document.elementFromPoint(clientX, clientY);
      const scrollerRect = scroller.getBoundingClientRect();
      const toLocal = (y: number) => y - scrollerRect.top + scroller.scrollTop;
      const row = hit?.closest<HTMLElement>(LAYER_ROW_SELECTOR);
      if (row && tree.contains(row)) {
        const id = rowId(row);
        const info = id ? describeRow(store.getState().components, id) : null;
        if (!info) return null;
        const rect = row.getBoundingClientRect();
        const ratio = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
        const target = layerDropTarget(info, ratio, dragged);
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
      const drag = current;
      if (!drag) return;
      current = null;
      hideLine();
      drag.ghost.remove();
      drag.row.classList.remove('be-layer-row-dragging');
      drag.done();
      armClickSuppression();
      const target = drag.target;
      if (drop && target && !target.noop) {
        store.getState().move(drag.dragged.id, target.parentId, target.index);
      }
    };

    const stopDragging = lazyDraggable(tree, LAYER_ROW_SELECTOR, {
      autoScroll: { container: scroller, margin: 40 },
      listeners: {
        start(event: DragEventLike) {
          finish(false);
          const row = event.target.closest<HTMLElement>(LAYER_ROW_SELECTOR);
          const id = row ? rowId(row) : undefined;
          const found = id ? findComponent(store.getState().components, id) : null;
          if (!row || !found) return;
          const { component } = found;
          const dragged: DraggedLayer = {
            id: component.id,
            type: component.type,
            parentId: found.parentId,
            index: found.index,
            height: subtreeHeight(component),
          };
          row.classList.add('be-layer-row-dragging');
          const label = getSectionDefinition(component.type)?.label ?? component.type;
          const ghost = createDragGhost(label, event.clientX, event.clientY);
          const done = drags.begin(() => {
            finish(false);
            event.interaction.stop();
          });
          current = { dragged, row, ghost, target: null, done };
        },
        move(event: DragEventLike) {
          if (!current) return;
          current.ghost.move(event.clientX, event.clientY);
          const found = targetAt(event.clientX, event.clientY, current.dragged);
          current.target = found?.target ?? null;
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
  }, [treeRef, scrollerRef, lineRef, store, drags]);
}
