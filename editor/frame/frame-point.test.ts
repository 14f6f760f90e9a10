import { describe, expect, it } from 'vitest';
import { intersectRects, toFramePoint } from './frame-point';

const rect = { left: 100, top: 50, right: 740, bottom: 750 };

describe('toFramePoint', () => {
  it('translates viewport coordinates into the scaled iframe coordinates', () => {
    expect(toFramePoint({ x: 420, y: 250 }, rect, 0.5)).toEqual({ x: 640, y: 400, inside: true });
  });

  it('is inside at the top-left edge and outside at the bottom-right edge', () => {
    expect(toFramePoint({ x: 100, y: 50 }, rect, 0.5).inside).toBe(true);
    expect(toFramePoint({ x: 740, y: 100 }, rect, 0.5).inside).toBe(false);
    expect(toFramePoint({ x: 200, y: 750 }, rect, 0.5).inside).toBe(false);
  });

  it('is outside when the pointer is left of or above the frame', () => {
    const point = toFramePoint({ x: 90, y: 40 }, rect, 1);
    expect(point).toEqual({ x: -10, y: -10, inside: false });
  });

  it('decides inside by the visible part when one is given', () => {
    const visible = { left: 100, top: 50, right: 740, bottom: 400 };
    expect(toFramePoint({ x: 200, y: 500 }, rect, 1, visible).inside).toBe(false);
    expect(toFramePoint({ x: 200, y: 300 }, rect, 1, visible).inside).toBe(true);
    expect(toFramePoint({ x: 200, y: 300 }, rect, 1, null).inside).toBe(false);
  });

  it('falls back to scale 1 for a zero or broken scale', () => {
    expect(toFramePoint({ x: 110, y: 60 }, rect, 0)).toMatchObject({ x: 10, y: 10 });
    expect(toFramePoint({ x: 110, y: 60 }, rect, Number.NaN)).toMatchObject({ x: 10, y: 10 });
  });
});

describe('intersectRects', () => {
  it('returns the overlap, or null when the rects do not overlap', () => {
    expect(intersectRects(rect, { left: 0, top: 0, right: 200, bottom: 100 })).toEqual({
      left: 100,
      top: 50,
      right: 200,
      bottom: 100,
    });
    expect(intersectRects(rect, { left: 0, top: 0, right: 100, bottom: 50 })).toBeNull();
  });
});
