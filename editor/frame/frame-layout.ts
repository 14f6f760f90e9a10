/**
 * Where the canvas iframe sits: its CSS width for the chosen screen size, and the scale that
 * fits it into the space the editor has for it (never enlarged), drawn from the top-left.
 * Owns: the sizing arithmetic. Not: measuring (CanvasFrame's ResizeObserver).
 */
import type { ScreenSize } from '../../protocol';

/** The iframe's CSS width per screen size (spec 4: desktop, tablet, mobile). */
export const SCREEN_WIDTHS: Readonly<Record<ScreenSize, number>> = {
  desktop: 1280,
  tablet: 768,
  mobile: 375,
};

export interface FrameLayout {
  /** The iframe's CSS width, before scaling. */
  width: number;
  /** The iframe's CSS height, before scaling: the available height divided by the scale. */
  height: number;
  /** The CSS transform scale, at most 1. */
  scale: number;
  /** The size the scaled iframe takes on screen. */
  stageWidth: number;
  stageHeight: number;
}

/** Sizes the iframe for `screenSize` inside an area of `available` CSS pixels. */
export function computeFrameLayout(
  screenSize: ScreenSize,
  available: { width: number; height: number },
): FrameLayout {
  const width = SCREEN_WIDTHS[screenSize];
  const availableWidth = Number.isFinite(available.width) ? Math.max(0, available.width) : 0;
  const availableHeight = Number.isFinite(available.height) ? Math.max(0, available.height) : 0;
  // Not measured yet: draw at full size rather than collapse to nothing.
  const scale = availableWidth > 0 ? Math.min(1, availableWidth / width) : 1;
  const height = availableHeight / scale;
  return {
    width,
    height,
    scale,
    stageWidth: width * scale,
    stageHeight: availableHeight,
  };
}
