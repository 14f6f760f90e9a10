/**
 * The editor's one handle on interactjs, configured once: a drag starts only after the
 * pointer moved a few pixels, so a slightly shaky click still counts as a click. interactjs
 * (about 29 KiB gzip) is not part of the builder's first load: `lazyDraggable` loads it at the
 * first sign of a drag (the pointer over the container, or a press in it), and a press made
 * while it loads is handed to it once it is there.
 * Owns: interactjs setup and the event shape the editor reads. Not: any particular drag.
 */
import type { DraggableOptions } from '@interactjs/actions/drag/plugin';
import type interactType from 'interactjs';

type Interact = typeof interactType;

/** Pixels the pointer must move before a press becomes a drag. */
export const DRAG_START_DISTANCE = 5;

let loading: Promise<Interact> | null = null;

/** interactjs, loaded and configured once. */
export function loadInteract(): Promise<Interact> {
  loading ??= import('interactjs').then(({ default: interact }) => {
    interact.pointerMoveTolerance(DRAG_START_DISTANCE);
    return interact;
  });
  return loading;
}

/**
 * Makes the elements matching `selector` inside `container` draggable with `options`, once
 * interactjs is loaded: at once when it already is, else on the first pointer over or press
 * in the container. A press on a matching element while it loads, still held when it
 * arrives, is replayed to it (the same pointer, where it was pressed), so the drag starts
 * with the pointer's next move. Returns the function that undoes it all.
 */
export function lazyDraggable(
  container: HTMLElement,
  selector: string,
  options: Partial<DraggableOptions>,
): () => void {
  let disposed = false;
  let unset: (() => void) | null = null;
  let pressed: PointerEvent | null = null;

  const listen = (on: boolean) => {
    if (on) {
      container.addEventListener('pointerover', onIntent, true);
      container.addEventListener('pointerdown', onPress, true);
      window.addEventListener('pointerup', onRelease, true);
      window.addEventListener('pointercancel', onRelease, true);
    } else {
      container.removeEventListener('pointerover', onIntent, true);
      container.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
    }
  };
  const start = (interact: Interact) => {
    if (disposed || unset) return;
    listen(false);
    const interactable = interact(selector, { context: container }).draggable(options);
    unset = () => interactable.unset();
    const press = pressed;
    pressed = null;
    if (press && press.target instanceof Element && press.target.isConnected) {
      press.target.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          composed: true,
          pointerId: press.pointerId,
          pointerType: press.pointerType,
          isPrimary: press.isPrimary,
          clientX: press.clientX,
          clientY: press.clientY,
          screenX: press.screenX,
          screenY: press.screenY,
          button: press.button,
          buttons: press.buttons,
        }),
      );
    }
  };
  function onIntent() {
    void loadInteract().then(start);
  }
  function onPress(event: PointerEvent) {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (event.button === 0 && target && container.contains(target)) pressed = event;
    onIntent();
  }
  function onRelease() {
    pressed = null;
  }

  listen(true);
  // Already loaded (another list, an earlier mount): set up now.
  if (loading) void loading.then(start);
  return () => {
    disposed = true;
    listen(false);
    unset?.();
  };
}

/** The parts of an interactjs drag event the editor reads. */
export interface DragEventLike {
  clientX: number;
  clientY: number;
  target: Element;
  interaction: { stop(): void };
}

/**
 * Swallows the click that follows a drag released over where it started (the browser still
 * fires it), so dropping back onto a palette item does not also add it.
 * Returns [arm, dispose]: call arm() when a drag ends.
 */
export function suppressClickAfterDrag(container: HTMLElement): [() => void, () => void] {
  let armed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = (event: MouseEvent) => {
    if (!armed) return;
    armed = false;
    event.stopPropagation();
    event.preventDefault();
  };
  container.addEventListener('click', onClick, true);
  const arm = () => {
    armed = true;
    clearTimeout(timer);
    // The click, if any, follows the pointerup that ended the drag at once.
    timer = setTimeout(() => {
      armed = false;
    }, 100);
  };
  const dispose = () => {
    clearTimeout(timer);
    container.removeEventListener('click', onClick, true);
  };
  return [arm, dispose];
}
