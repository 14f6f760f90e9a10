/**
 * The builder chrome around one rendered section (the storefront's `wrapSection` hook): the
 * `[data-builder-section]` frame with its selected / hovered / dragging state, the section's
 * name label, and an error boundary that reports a failing section to the editor and shows a
 * small placeholder instead of breaking the page. Lazy section parts load inside Suspense.
 * A page section at the root skips style, layout and paint while off screen (canvas.css,
 * `cv-section--lazy`); global sections (topbar, navbar, footer) do not, so a menu that opens
 * past the header's edge is never clipped.
 */
import {
  Component as ReactComponent,
  Suspense,
  useCallback,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { globalSectionTypes, sectionLabels, type SectionType } from '../shared';
import type { CanvasState } from './state/canvas-store';
import { useCanvasRuntime, useCanvasState } from './state/use-canvas';

/** The section's chrome state, as bits of one number (one store subscription). */
const SELECTED = 1;
const HOVERED = 2;
const DRAGGING = 4;

interface BoundaryProps {
  id: string;
  type: string;
  onError(message: string): void;
  /** Changes when the section's props do (the storefront's rendered element). */
  resetKey: unknown;
  children: ReactNode;
}

class SectionErrorBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.props.onError(`Section ${this.props.id} (${this.props.type}) failed to render: ${reason}`);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // New props (the section was edited): try again.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="cv-section-error" data-testid="section-error">
        This section could not be displayed.
      </div>
    );
  }
}

export function SectionFrame({
  id,
  type,
  children,
}: {
  id: string;
  type: string;
  children: ReactNode;
}) {
  const { reportError } = useCanvasRuntime();
  // One subscription per section, not three: every canvas change runs each section's selector.
  const chrome = useCanvasState(
    useCallback(
      (s: CanvasState) =>
        (s.selectedId === id ? SELECTED : 0) |
        (s.hoveredId === id ? HOVERED : 0) |
        (s.draggingId === id ? DRAGGING : 0),
      [id],
    ),
  );
  const selected = (chrome & SELECTED) !== 0;
  const hovered = (chrome & HOVERED) !== 0;
  const dragging = (chrome & DRAGGING) !== 0;
  const label = Object.hasOwn(sectionLabels, type) ? sectionLabels[type as SectionType] : type;
  const lazy = !globalSectionTypes.includes(type as SectionType);
  return (
    <div
      className={lazy ? 'cv-section cv-section--lazy' : 'cv-section'}
      data-builder-section={id}
      data-selected={selected ? 'true' : undefined}
      data-hovered={hovered ? 'true' : undefined}
      data-dragging={dragging ? 'true' : undefined}
    >
      <div className="cv-label" data-builder-label="">
        {label}
      </div>
      <SectionErrorBoundary id={id} type={type} onError={reportError} resetKey={children}>
        <Suspense fallback={<div className="cv-section-loading" />}>{children}</Suspense>
      </SectionErrorBoundary>
    </div>
  );
}
