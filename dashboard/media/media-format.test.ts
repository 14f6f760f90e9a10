import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions } from './media-format';

describe('image facts', () => {
  it('names sizes in the largest fitting unit, one decimal below ten', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 bytes');
    expect(formatBytes(240_000, 'en-US')).toBe('240 kB');
    expect(formatBytes(1_450_000, 'en-US')).toBe('1.5 MB');
  });

  it('writes dimensions as width × height', () => {
    expect(formatDimensions(1200, 800)).toBe('1200 × 800');
  });
});
