/**
 * The editor's one handle on interactjs, configured once: a drag starts only after the
 * pointer moved a few pixels, so a slightly shaky click still counts as a click.
 * Owns: interactjs setup and the event shape the editor reads. Not: any particular drag.
 */
import interact from 'interactjs';

/** Pixels the pointer must move before a press becomes a drag. */
export const DRAG_START_DISTANCE = 5;

interact.pointerMoveTolerance(DRAG_START_DISTANCE);

/** The parts of an interactjs drag event the editor reads. */
export interface DragEventLike {
  clientX: number;
  clientY: number;
  target: Element;
  interaction: { stop(): void };
}

export { interact };

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
