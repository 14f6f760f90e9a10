import { describe, expect, it } from 'vitest';
import { computeFrameLayout, SCREEN_WIDTHS } from './frame-layout';

describe('computeFrameLayout', () => {
  it('gives each screen size its iframe width', () => {
    expect(SCREEN_WIDTHS).toEqual({ desktop: 1280, tablet: 768, mobile: 375 });
    expect(computeFrameLayout('tablet', { width: 2000, height: 900 }).width).toBe(768);
  });

  it('scales a desktop frame down to the available width and stretches its height to match', () => {
    const layout = computeFrameLayout('desktop', { width: 640, height: 700 });
    expect(layout.scale).toBe(0.5);
    expect(layout.width).toBe(1280);
    expect(layout.height).toBe(1400);
    expect(layout.stageWidth).toBe(640);
    expect(layout.stageHeight).toBe(700);
  });

  it('never enlarges a frame narrower than the space', () => {
    const layout = computeFrameLayout('mobile', { width: 900, height: 600 });
    expect(layout.scale).toBe(1);
    expect(layout.height).toBe(600);
    expect(layout.stageWidth).toBe(375);
  });

  it('draws at full size before the space is measured', () => {
    const layout = computeFrameLayout('desktop', { width: 0, height: 0 });
    expect(layout).toMatchObject({ scale: 1, width: 1280, height: 0 });
  });

  it('treats non-finite or negative sizes as unmeasured', () => {
    const layout = computeFrameLayout('tablet', { width: Number.NaN, height: -5 });
    expect(layout).toMatchObject({ scale: 1, height: 0 });
  });
});
