import { describe, expect, it } from 'vitest';
import { stepSlide } from './slide-index';

describe('stepSlide', () => {
  it('wraps around both ends when looping', () => {
    expect(stepSlide(2, 1, 3, true)).toBe(0);
    expect(stepSlide(0, -1, 3, true)).toBe(2);
  });

  it('stops at the first and last slide without looping', () => {
    expect(stepSlide(2, 1, 3, false)).toBe(2);
    expect(stepSlide(0, -1, 3, false)).toBe(0);
    expect(stepSlide(1, 1, 3, false)).toBe(2);
  });

  it('jumps to a slide given as an offset from the first', () => {
    expect(stepSlide(0, 2, 3, true)).toBe(2);
  });

  it('returns 0 when there are no slides', () => {
    expect(stepSlide(0, 1, 0, true)).toBe(0);
  });
});
