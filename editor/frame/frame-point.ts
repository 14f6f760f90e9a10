/**
 * Translates a pointer position in the editor's viewport into the canvas iframe's own
 * coordinates (the iframe is drawn scaled from its top-left corner).
 * Owns: that arithmetic, the "is it over the canvas" test and the geometry type the canvas
 * bridge reads off its iframe. Not: reading rects.
 */

export interface RectLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the canvas iframe is drawn (CanvasBridge.getGeometry), as a drag reads it. */
export interface FrameGeometry {
  /** The iframe's on-screen (scaled) rect. */
  frameRect: RectLike;
  /** The part of the iframe that is visible; null when none is. */
  visibleRect: RectLike | null;
  scale: number;
}

export interface FramePoint {
  /** Iframe viewport coordinates (CSS pixels of the unscaled canvas). */
  x: number;
  y: number;
  /** Whether the pointer is over the visible part of the canvas. */
  inside: boolean;
}

/** The overlap of two rects, or null when they do not overlap. */
export function intersectRects(a: RectLike, b: RectLike): RectLike | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.right, b.right);
  const bottom = Math.min(a.bottom, b.bottom);
  return right > left && bottom > top ? { left, top, right, bottom } : null;
}

/**
 * Where `client` falls in the iframe drawn at `frameRect` with `scale`; `visible` (defaults
 * to `frameRect`) is the part of it on screen, which decides `inside`.
 */
export function toFramePoint(
  client: { x: number; y: number },
  frameRect: RectLike,
  scale: number,
  visible: RectLike | null = frameRect,
): FramePoint {
  const factor = scale > 0 && Number.isFinite(scale) ? scale : 1;
  const x = (client.x - frameRect.left) / factor;
  const y = (client.y - frameRect.top) / factor;
  const inside =
    visible !== null &&
    client.x >= visible.left &&
    client.x < visible.right &&
    client.y >= visible.top &&
    client.y < visible.bottom;
  return { x, y, inside };
}
