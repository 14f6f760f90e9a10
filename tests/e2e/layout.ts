/**
 * Layout checks a merchant would see: content wider than its box (a horizontal scroll, a
 * clipped button) and an element outside the viewport's width.
 */
import { expect, type Locator } from '@playwright/test';

/** How many CSS pixels the element's content is wider than its box (0 when it fits). */
export function overflowX(element: Locator): Promise<number> {
  return element.evaluate((node) => Math.max(0, node.scrollWidth - node.clientWidth));
}

/** The element's content fits its width: nothing hides behind a horizontal scroll. */
export async function expectFitsWidth(element: Locator, what: string) {
  expect(await overflowX(element), `${what} is wider than its box`).toBeLessThanOrEqual(1);
}

/** The element lies wholly inside `container`'s left and right edges. */
export async function expectInsideHorizontally(element: Locator, container: Locator) {
  const [inner, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  if (!inner || !outer) throw new Error('expectInsideHorizontally: an element is not visible');
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}
