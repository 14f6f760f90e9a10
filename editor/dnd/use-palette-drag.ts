/**
 * Palette items dragged into the canvas (interactjs, delegated on the palette): a ghost chip
 * follows the pointer, the iframe stops taking pointer events (it would swallow them), and a
 * FrameDragSession forwards positions to the canvas and drops on release.
 * Owns: wiring interactjs to the session. Not: where it lands (the canvas decides and answers
 * with `editor/dropped`, handled by CanvasBridge).
 */
import { useEffect, type RefObject } from 'react';
import type { DragSource } from '../../protocol';
import {
  blockLabels,
  getSectionDefinition,
  isBlockType,
  sectionTypes,
  type SectionType,
} from '../../shared';
import type { CanvasBridge } from '../frame/canvas-bridge';
import type { DragRegistry } from './drag-registry';
import { createDragGhost, type DragGhost } from './drag-ghost';
import { FrameDragSession } from './frame-drag-session';
import { lazyDraggable, suppressClickAfterDrag, type DragEventLike } from './interact';

/** The palette's section, section preset and block items; also the DOM contract's. */
export const PALETTE_ITEM_SELECTOR =
  '[data-testid="palette-item"], [data-testid="palette-preset"], [data-testid="palette-block"]';

const isSectionType = (value: string | undefined): value is SectionType =>
  value !== undefined && (sectionTypes as readonly string[]).includes(value);

/** What a palette item drags: a new section, or a block for a section that takes it. */
function sourceOf(item: HTMLElement | null): { source: DragSource; label: string } | null {
  const blockType = item?.dataset.blockType;
  if (isBlockType(blockType)) {
    return { source: { kind: 'block', type: blockType }, label: blockLabels[blockType] };
  }
  const type = item?.dataset.sectionType;
  if (!isSectionType(type)) return null;
  const definition = getSectionDefinition(type);
  const preset = definition?.presets?.find((p) => p.id === item?.dataset.preset);
  if (preset) return { source: { kind: 'palette', type, preset: preset.id }, label: preset.label };
  return { source: { kind: 'palette', type }, label: definition?.label ?? type };
}

export function usePaletteDrag(
  containerRef: RefObject<HTMLElement | null>,
  bridge: CanvasBridge,
  drags: DragRegistry,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const [armClickSuppression, disposeClickSuppression] = suppressClickAfterDrag(container);
    let current: { session: FrameDragSession; ghost: DragGhost; done: () => void } | null = null;

    const finish = (drop: boolean, event?: DragEventLike) => {
      const drag = current;
      if (!drag) return;
      current = null;
      if (drop) drag.session.end(event?.clientX, event?.clientY);
      else drag.session.cancel();
      drag.ghost.remove();
      if (bridge.frame) bridge.frame.style.pointerEvents = '';
      drag.done();
      armClickSuppression();
    };

    const stopDragging = lazyDraggable(container, PALETTE_ITEM_SELECTOR, {
      listeners: {
        start(event: DragEventLike) {
          finish(false);
          const dragged = sourceOf(event.target.closest<HTMLElement>(PALETTE_ITEM_SELECTOR));
          if (!dragged) return;
          const session = new FrameDragSession({
            source: dragged.source,
            getGeometry: () => bridge.getGeometry(),
            sender: bridge,
          });
          const { label } = dragged;
          const ghost = createDragGhost(label, event.clientX, event.clientY);
          // Over the iframe, pointer events would go to the canvas document, not to us.
          if (bridge.frame) bridge.frame.style.pointerEvents = 'none';
          const done = drags.begin(() => {
            finish(false);
            event.interaction.stop();
          });
          current = { session, ghost, done };
        },
        move(event: DragEventLike) {
          if (!current) return;
          current.ghost.move(event.clientX, event.clientY);
          current.session.move(event.clientX, event.clientY);
        },
        end(event: DragEventLike) {
          finish(true, event);
        },
      },
    });

    return () => {
      finish(false);
      stopDragging();
      disposeClickSuppression();
    };
  }, [containerRef, bridge, drags]);
}
