/** The slide after moving `delta` from `index` among `count` slides: wraps when looping, else stops at the ends. */
export function stepSlide(index: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const target = index + delta;
  return loop ? ((target % count) + count) % count : Math.max(0, Math.min(count - 1, target));
}
