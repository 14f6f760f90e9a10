import { describe, expect, it } from 'vitest';
import { fontCatalogue } from '../shared/theme/font-catalogue';
import { buildFontCatalogue } from './theme-fonts';

describe('the font catalogue', () => {
  it('is what the installed font packages and their metrics give (npm run fonts)', () => {
    expect(fontCatalogue).toEqual(buildFontCatalogue());
  });

  it('offers at least 24 self-hosted variable fonts, each with latin and latin-ext files', () => {
    expect(fontCatalogue.length).toBeGreaterThanOrEqual(24);
    for (const font of fontCatalogue) {
      expect(font.family, font.id).toMatch(/ Variable$/);
      expect(font.files.map((f) => f.subset)).toEqual(['latin', 'latin-ext']);
      expect(font.fallback.locals.length).toBeGreaterThan(0);
    }
  });
});
