/**
 * The canvas's DOM behaviour: clicks select sections (links and form submits never navigate),
 * hover, builder shortcuts, internal drags (6 px threshold, pointer capture, drop or drag out)
 * and palette drags forwarded by the editor (`canvas/dragOver`, `canvas/dragEnd`), with an
 * indicator and autoscroll near the top and bottom edges.
 * Owns: turning DOM events into editor calls. Not: target geometry (dnd/drop-target.ts).
 */
import { getKeyFocus, matchShortcut, type DragSource } from '../protocol';
import { blocksOf, findBlock, findComponent, subtreeHeight } from '../shared';
import {
  autoscrollStep,
  findDropTarget,
  isInViewport,
  type DraggedItem,
  type DropTarget,
  type Point,
} from './dnd/drop-target';
import { BLOCK_ATTRIBUTE, FRAME_ATTRIBUTE, measureLists } from './dnd/measure-lists';
import {
  findBlockDrop,
  measureBlockDrop,
  STACKED_BLOCK_ATTRIBUTE,
  type BlockDrop,
} from './dnd/block-drop';
import type { EditorSender } from './editor-link';
import type { CanvasStore } from './state/canvas-store';

/** Pointer travel before a press on a section becomes a drag. */
export const DRAG_THRESHOLD_PX = 6;

export interface Interactions {
  /** `canvas/dragOver`: a drag from the editor is at (x, y) in iframe viewport coordinates. */
  dragOver(x: number, y: number, source: DragSource): void;
  /**
   * `canvas/dragEnd`: drop at the last indicated target, or cancel. During an internal drag it
   * means the pointer was released in the parent page: the component was dragged out.
   */
  dragEnd(drop: boolean): void;
  /** Stops listening. */
  dispose(): void;
}

interface Pending {
  pointerId: number;
  id: string;
  /** A block of the selected section pressed: the drag moves that block. */
  blockId?: string;
  start: Point;
  element: Element;
}

interface ActiveDrag {
  kind: 'internal' | 'editor';
  source: DragSource;
  /** The section dragged (null for a block from the palette). */
  dragged: DraggedItem | null;
  point: Point;
  target: DropTarget | null;
  /** A block's drop: into a section, or refused with the reason. */
  blockDrop?: BlockDrop | null;
  pointerId?: number;
  element?: Element;
}

const frameIdAt = (target: EventTarget | null): string | null =>
  target instanceof Element
    ? (target.closest(`[${FRAME_ATTRIBUTE}]`)?.getAttribute(FRAME_ATTRIBUTE) ?? null)
    : null;

/**
 * The block of `frame` that `target` is in and that a press drags: the innermost one, unless
 * it lies over its siblings (a slide: `STACKED_BLOCK_ATTRIBUTE`), which is not dragged.
 */
function draggedBlockIdAt(target: EventTarget | null, frame: Element): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const block = target.closest(`[${BLOCK_ATTRIBUTE}]`);
  if (!block || block.closest(`[${FRAME_ATTRIBUTE}]`) !== frame) return undefined;
  if (block.hasAttribute(STACKED_BLOCK_ATTRIBUTE)) return undefined;
  return block.getAttribute(BLOCK_ATTRIBUTE) ?? undefined;
}

/** The block of the innermost section around `target` that `target` is in, if any. */
function blockIdAt(target: Element | null): string | null {
  const frame = target?.closest(`[${FRAME_ATTRIBUTE}]`);
  const block = target?.closest(`[${BLOCK_ATTRIBUTE}]`);
  // A block of a section nested deeper than the frame is that section's, not this one's.
  if (!frame || !block || !frame.contains(block)) return null;
  const inner = block.closest(`[${FRAME_ATTRIBUTE}]`);
  return inner === frame ? block.getAttribute(BLOCK_ATTRIBUTE) : null;
}

export function installInteractions(
  store: CanvasStore,
  send: EditorSender,
  win: Window = window,
): Interactions {
  const doc = win.document;
  const html = doc.documentElement;
  let pending: Pending | null = null;
  let active: ActiveDrag | null = null;
  let suppressClick = false;
  let scrollFrame = 0;

  const preview = () => store.getState().preview;
  const viewport = () => ({ width: win.innerWidth, height: win.innerHeight });

  function draggedFor(source: DragSource): DraggedItem | null {
    if (source.kind === 'palette') return { id: null, type: source.type, height: 1 };
    if (source.kind === 'block' || source.kind === 'sectionBlock') return null;
    const found = findComponent(store.getState().components, source.id);
    return found
      ? { id: source.id, type: found.component.type, height: subtreeHeight(found.component) }
      : null;
  }

  function locate(drag: ActiveDrag) {
    const { source } = drag;
    if (source.kind === 'block' || source.kind === 'sectionBlock') {
      const { components } = store.getState();
      const find = (id: string) => findComponent(components, id)?.component;
      if (source.kind === 'block') {
        const over = measureBlockDrop(doc, drag.point, source.type);
        drag.blockDrop = findBlockDrop(over, drag.point, source.type, find);
      } else {
        // A section's block moves within that section only (into another of its lists too).
        const moving = findBlock(blocksOf(find(source.sectionId)?.props), source.id)?.block;
        const over = moving && measureBlockDrop(doc, drag.point, moving.type, source.id);
        drag.blockDrop =
          moving && over?.id === source.sectionId
            ? findBlockDrop(over, drag.point, moving.type, find, source.id)
            : null;
      }
      store.dispatch({ type: 'indicator', indicator: drag.blockDrop?.indicator ?? null });
      return;
    }
    if (!drag.dragged) return;
    drag.target = findDropTarget({
      lists: measureLists(doc),
      point: drag.point,
      viewport: viewport(),
      dragged: drag.dragged,
    });
    store.dispatch({ type: 'indicator', indicator: drag.target?.indicator ?? null });
  }

  function autoscroll() {
    scrollFrame = 0;
    if (!active) return;
    const step = autoscrollStep(active.point.y, win.innerHeight);
    if (step === 0) return;
    const before = win.scrollY;
    win.scrollBy(0, step);
    if (win.scrollY !== before) locate(active);
    scrollFrame = win.requestAnimationFrame(autoscroll);
  }

  function moveTo(drag: ActiveDrag, point: Point) {
    drag.point = point;
    locate(drag);
    if (!scrollFrame && autoscrollStep(point.y, win.innerHeight) !== 0) {
      scrollFrame = win.requestAnimationFrame(autoscroll);
    }
  }

  function endDrag() {
    const drag = active;
    active = null;
    if (scrollFrame) win.cancelAnimationFrame(scrollFrame);
    scrollFrame = 0;
    delete html.dataset.dragging;
    if (
      drag?.element &&
      drag.pointerId !== undefined &&
      drag.element.hasPointerCapture?.(drag.pointerId)
    ) {
      drag.element.releasePointerCapture(drag.pointerId);
    }
    store.dispatch({ type: 'drag', id: null });
    store.dispatch({ type: 'indicator', indicator: null });
  }

  function drop(drag: ActiveDrag) {
    const { target, source, blockDrop } = drag;
    if (blockDrop?.kind === 'drop')
      send.dropped(source, blockDrop.sectionId, blockDrop.index, blockDrop.holderId);
    // A refused drop says why.
    else if (blockDrop?.kind === 'refused')
      store.dispatch({ type: 'alert', message: blockDrop.reason });
    else if (target && !target.unchanged) send.dropped(source, target.parentId, target.index);
  }

  // ---- internal drags ----

  function startInternal(p: Pending, point: Point, pointerId: number) {
    pending = null;
    const source: DragSource = p.blockId
      ? { kind: 'sectionBlock', sectionId: p.id, id: p.blockId }
      : { kind: 'component', id: p.id };
    const dragged = draggedFor(source);
    if (!dragged && source.kind !== 'sectionBlock') return;
    try {
      p.element.setPointerCapture(pointerId);
    } catch {
      // The pointer is already gone; the drag still follows document events.
    }
    active = {
      kind: 'internal',
      source,
      dragged,
      point,
      target: null,
      pointerId,
      element: p.element,
    };
    html.dataset.dragging = 'true';
    win.getSelection()?.removeAllRanges();
    setHover(null);
    // A block's drag leaves its section as it is; the line shows where the block goes.
    if (!p.blockId) store.dispatch({ type: 'drag', id: p.id });
    moveTo(active, point);
  }

  function onPointerDown(e: PointerEvent) {
    suppressClick = false;
    pending = null;
    if (preview() || active || e.button !== 0 || !e.isPrimary) return;
    // Pressing in a text field places the caret; it never starts a drag.
    if (getKeyFocus(e.target) === 'text') return;
    const element = e.target instanceof Element ? e.target.closest(`[${FRAME_ATTRIBUTE}]`) : null;
    const id = element?.getAttribute(FRAME_ATTRIBUTE);
    if (!element || !id) return;
    // In the selected section, a press on one of its blocks drags that block.
    const blockId =
      store.getState().selectedId === id ? draggedBlockIdAt(e.target, element) : undefined;
    pending = {
      pointerId: e.pointerId,
      id,
      start: { x: e.clientX, y: e.clientY },
      element,
      ...(blockId ? { blockId } : {}),
    };
  }

  /** The internal drag ended with the pointer released outside the iframe. */
  function dropOutside(drag: ActiveDrag) {
    suppressClick = true;
    endDrag();
    if (drag.source.kind === 'component') send.draggedOut(drag.source.id);
  }

  function onPointerMove(e: PointerEvent) {
    const point = { x: e.clientX, y: e.clientY };
    if (active) {
      if (active.kind !== 'internal' || e.pointerId !== active.pointerId) return;
      // Back without a button: it was released outside, where a site-isolated iframe gets no
      // pointerup even with pointer capture.
      if (e.buttons === 0) return dropOutside(active);
      moveTo(active, point);
      return;
    }
    if (pending && e.pointerId === pending.pointerId) {
      const moved = Math.hypot(point.x - pending.start.x, point.y - pending.start.y);
      if (moved >= DRAG_THRESHOLD_PX) startInternal(pending, point, e.pointerId);
      return;
    }
    if (!preview()) setHover(frameIdAt(e.target));
  }

  function onPointerUp(e: PointerEvent) {
    if (pending?.pointerId === e.pointerId) pending = null;
    if (active?.kind !== 'internal' || e.pointerId !== active.pointerId) return;
    const drag = active;
    drag.point = { x: e.clientX, y: e.clientY };
    if (!isInViewport(drag.point, viewport())) return dropOutside(drag);
    suppressClick = true;
    locate(drag);
    endDrag();
    drop(drag);
  }

  function onPointerCancel(e: PointerEvent) {
    if (pending?.pointerId === e.pointerId) pending = null;
    if (active?.kind === 'internal' && e.pointerId === active.pointerId) endDrag();
  }

  // ---- hover, clicks, keys ----

  let hovered: string | null = null;
  function setHover(id: string | null) {
    if (id === hovered) return;
    hovered = id;
    store.dispatch({ type: 'hover', id });
    send.hover(id);
  }

  function onPointerLeave() {
    if (!active) setHover(null);
  }

  function onClick(e: MouseEvent) {
    const target = e.target instanceof Element ? e.target : null;
    // The canvas never navigates: links only select their section.
    if (target?.closest('a[href], area[href]')) e.preventDefault();
    if (suppressClick) {
      suppressClick = false;
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    if (preview() || e.button !== 0 || target?.closest('[role="alert"]')) return;
    send.selected(frameIdAt(target), blockIdAt(target));
  }

  function onAuxClick(e: MouseEvent) {
    if (e.target instanceof Element && e.target.closest('a[href], area[href]')) e.preventDefault();
  }

  const preventDefault = (e: Event) => e.preventDefault();

  function onKeyDown(e: KeyboardEvent) {
    // Escape during a drag cancels it, wherever focus is.
    if (e.key === 'Escape' && (active || pending)) {
      e.preventDefault();
      pending = null;
      if (active?.kind === 'internal') suppressClick = true;
      if (active) endDrag();
      return;
    }
    const match = matchShortcut(e);
    if (!match) return;
    if (match.preventDefault) e.preventDefault();
    send.shortcut(match.action);
  }

  function onScroll() {
    if (active && !scrollFrame) locate(active);
  }

  // A drag or hover must not outlive preview mode or the component it is about.
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (state.preview) {
      pending = null;
      if (active) endDrag();
      hovered = null;
      return;
    }
    if (active?.dragged?.id && !findComponent(state.components, active.dragged.id)) endDrag();
    if (hovered !== null && state.hoveredId === null) hovered = null;
  });

  const listeners: [EventTarget, string, EventListener, boolean][] = [
    [doc, 'pointerdown', onPointerDown as EventListener, true],
    [doc, 'pointermove', onPointerMove as EventListener, true],
    [doc, 'pointerup', onPointerUp as EventListener, true],
    [doc, 'pointercancel', onPointerCancel as EventListener, true],
    [html, 'pointerleave', onPointerLeave, false],
    [doc, 'click', onClick as EventListener, true],
    [doc, 'auxclick', onAuxClick as EventListener, true],
    [doc, 'submit', preventDefault, true],
    [doc, 'dragstart', preventDefault, true],
    [win, 'keydown', onKeyDown as EventListener, true],
    [win, 'scroll', onScroll, false],
  ];
  for (const [target, type, listener, capture] of listeners) {
    target.addEventListener(type, listener, capture);
  }

  return {
    dragOver(x, y, source) {
      // The editor drags only while its own button is down, so an internal drag still open
      // here was released in the parent page.
      if (active?.kind === 'internal') dropOutside(active);
      if (preview()) return;
      if (!active) {
        const dragged = draggedFor(source);
        if (!dragged && source.kind !== 'block') return;
        active = { kind: 'editor', source, dragged, point: { x, y }, target: null };
        setHover(null);
      } else if (JSON.stringify(active.source) !== JSON.stringify(source)) {
        const dragged = draggedFor(source);
        if (!dragged && source.kind !== 'block') return endDrag();
        active.source = source;
        active.dragged = dragged;
      }
      moveTo(active, { x, y });
    },
    dragEnd(shouldDrop) {
      // During an internal drag this means the editor saw the pointer released in the parent
      // page: outside every target.
      if (active?.kind === 'internal') return dropOutside(active);
      if (active?.kind !== 'editor') return;
      const drag = active;
      endDrag();
      if (shouldDrop) drop(drag);
    },
    dispose() {
      unsubscribe();
      endDrag();
      for (const [target, type, listener, capture] of listeners) {
        target.removeEventListener(type, listener, capture);
      }
    },
  };
}
