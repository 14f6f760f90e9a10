/**
 * One drag from the editor into the canvas: forwards the pointer, translated into iframe
 * coordinates, as `dragOver` at most once per animation frame while it is over the canvas;
 * `dragEnd(false)` when it leaves; `dragEnd(true)` on release over it (the canvas then answers
 * with `editor/dropped`). DOM-free: rects, frames and the sender are passed in.
 * Owns: the over/leave/drop sequence and its throttling. Not: interactjs, the ghost chip.
 */
import type { DragSource } from '../../protocol';
import { toFramePoint, type FrameGeometry } from '../frame/frame-point';

export interface FrameDragSender {
  dragOver(message: { x: number; y: number; source: DragSource }): void;
  dragEnd(message: { drop: boolean }): void;
}

export interface FrameDragSessionDeps {
  source: DragSource;
  /** The canvas geometry now, or null when there is no canvas to drop into. */
  getGeometry(): FrameGeometry | null;
  sender: FrameDragSender;
  /** Defaults to `requestAnimationFrame`. */
  requestFrame?: (callback: () => void) => number;
  /** Defaults to `cancelAnimationFrame`. */
  cancelFrame?: (handle: number) => void;
}

export class FrameDragSession {
  private readonly deps: FrameDragSessionDeps;
  private readonly requestFrame: (callback: () => void) => number;
  private readonly cancelFrame: (handle: number) => void;
  private pending: { x: number; y: number } | null = null;
  private frameHandle: number | null = null;
  private over = false;
  private finished = false;

  constructor(deps: FrameDragSessionDeps) {
    this.deps = deps;
    this.requestFrame = deps.requestFrame ?? ((cb) => requestAnimationFrame(cb));
    this.cancelFrame = deps.cancelFrame ?? ((handle) => cancelAnimationFrame(handle));
  }

  /** Whether the pointer was over the canvas at the last move. */
  get isOver(): boolean {
    return this.over;
  }

  /** The pointer moved to (`clientX`, `clientY`) in the editor's viewport. */
  move(clientX: number, clientY: number): void {
    if (this.finished) return;
    const geometry = this.deps.getGeometry();
    const point = geometry
      ? toFramePoint(
          { x: clientX, y: clientY },
          geometry.frameRect,
          geometry.scale,
          geometry.visibleRect,
        )
      : null;
    if (!point?.inside) {
      this.leave();
      return;
    }
    this.over = true;
    this.pending = { x: point.x, y: point.y };
    if (this.frameHandle === null) {
      this.frameHandle = this.requestFrame(() => {
        this.frameHandle = null;
        this.flush();
      });
    }
  }

  /** The pointer was released: drop when it is over the canvas. */
  end(clientX?: number, clientY?: number): void {
    if (this.finished) return;
    if (clientX !== undefined && clientY !== undefined) this.move(clientX, clientY);
    if (!this.over) {
      this.finish();
      return;
    }
    // The canvas must see the last position before it drops there.
    this.flush();
    this.finish();
    this.deps.sender.dragEnd({ drop: true });
  }

  /** The drag was cancelled (Escape, unmount): clear any indicator, drop nothing. */
  cancel(): void {
    if (this.finished) return;
    const wasOver = this.over;
    this.finish();
    if (wasOver) this.deps.sender.dragEnd({ drop: false });
  }

  private leave(): void {
    this.dropPending();
    if (!this.over) return;
    this.over = false;
    this.deps.sender.dragEnd({ drop: false });
  }

  private flush(): void {
    const point = this.pending;
    this.dropPending();
    if (point) this.deps.sender.dragOver({ x: point.x, y: point.y, source: this.deps.source });
  }

  private dropPending(): void {
    this.pending = null;
    if (this.frameHandle !== null) {
      this.cancelFrame(this.frameHandle);
      this.frameHandle = null;
    }
  }

  private finish(): void {
    this.dropPending();
    this.finished = true;
    this.over = false;
  }
}
