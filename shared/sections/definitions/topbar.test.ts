import { describe, expect, it } from 'vitest';
import { isContentIconName } from '../icon-glyphs';
import { defaultTopbarMessages } from './topbar';

describe('topbar section', () => {
  it('names a glyph of the content icon set for each default message (no emoji)', () => {
    for (const message of defaultTopbarMessages) {
      expect(isContentIconName(message.icon), message.icon).toBe(true);
    }
  });
});
