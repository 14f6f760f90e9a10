/**
 * The one drag in progress in the editor (palette or layer list), so Escape can cancel it.
 * Owns: that bookkeeping. Not: the drags themselves.
 */
export class DragRegistry {
  private cancelActive: (() => void) | null = null;

  /** Registers a drag and how to cancel it; returns the function to call when it ends. */
  begin(cancel: () => void): () => void {
    this.cancelActive = cancel;
    return () => {
      if (this.cancelActive === cancel) this.cancelActive = null;
    };
  }

  get dragging(): boolean {
    return this.cancelActive !== null;
  }

  /** Cancels the drag in progress; false when there is none. */
  cancel(): boolean {
    const cancel = this.cancelActive;
    if (!cancel) return false;
    this.cancelActive = null;
    cancel();
    return true;
  }
}
