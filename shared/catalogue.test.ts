import { describe, expect, it } from 'vitest';
import {
  marginPercent,
  changedPriceMinor,
  MAX_PRICE_MINOR,
  pageSlugSchema,
  slugify,
  slugSchema,
  uniqueSlug,
} from '.';

describe('slugify', () => {
  /** Each `[text, slug]`: `slugify(text)` is `slug`. */
  const expectSlugs = (cases: [string, string][]) => {
    for (const [text, slug] of cases) expect(slugify(text), text).toBe(slug);
  };

  it('lower-cases and joins words with single hyphens', () => {
    expectSlugs([['  About   Our Team ', 'about-our-team']]);
  });

  it('drops accents and punctuation, and spells & as and', () => {
    // Pages said `uber-uns-cafe` before issue 25: `&` is `and` for every slug now.
    expectSlugs([
      ['Über uns & Café!', 'uber-uns-and-cafe'],
      ['Straße 42', 'strasse-42'],
    ]);
  });

  it('[regression] gives one slug for "Rock & Roll" and "Straße" (issue 25)', () => {
    expectSlugs([
      ['Rock & Roll', 'rock-and-roll'],
      ['Straße', 'strasse'],
      ['STRASSE', 'strasse'],
      ['Linen Shirt&Tie', 'linen-shirt-and-tie'],
    ]);
  });

  it('spells the letters NFKD keeps whole in ASCII', () => {
    expectSlugs([
      ['Smørrebrød', 'smorrebrod'],
      ['Ærøskøbing', 'aeroskobing'],
      ['Œuvre cœur', 'oeuvre-coeur'],
      ['Łódź', 'lodz'],
      ['Đakovo', 'dakovo'],
      ['Þórsmörk', 'thorsmork'],
      ['İstanbul ﬁne', 'istanbul-fine'],
    ]);
  });

  it('leaves nothing when nothing is usable', () => {
    expectSlugs([
      ['!!! ???', ''],
      ['', ''],
      ['日本', ''],
    ]);
  });

  it('stays within 100 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(100);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
    expect(slugify('x'.repeat(250))).toBe('x'.repeat(100));
  });

  it('always gives a slug the Pages and catalogue APIs accept (or nothing)', () => {
    const titles = ['Home', 'FAQ & Help', '-- Sale --', 'Ça va? 2025', 'x'.repeat(150), 'ß&æ'];
    for (const title of titles) {
      const slug = slugify(title);
      expect(pageSlugSchema.safeParse(slug).success, title).toBe(true);
      expect(slugSchema.safeParse(slug).success, title).toBe(true);
    }
  });
});

describe('uniqueSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(uniqueSlug('rock-and-roll', new Set())).toBe('rock-and-roll');
    expect(uniqueSlug('rock-and-roll', new Set(['rock-and-roll', 'rock-and-roll-2']))).toBe(
      'rock-and-roll-3',
    );
    expect(uniqueSlug('', new Set())).toBe('product');
  });
});

describe('changedPriceMinor', () => {
  it('rounds to a minor unit and stays within 0 and the highest price', () => {
    expect(changedPriceMinor(1999, { mode: 'percent', amount: -10 })).toBe(1799);
    expect(changedPriceMinor(500, { mode: 'fixed', amount: -900 })).toBe(0);
    expect(changedPriceMinor(900_000_000, { mode: 'percent', amount: 1000 })).toBe(MAX_PRICE_MINOR);
  });
});

describe('marginPercent', () => {
  it('is the whole percent of the price a unit earns; null without a cost or a price', () => {
    expect(marginPercent(2000, 1200)).toBe(40);
    expect(marginPercent(16, 12)).toBe(25);
    // Sold under cost.
    expect(marginPercent(10, 15)).toBe(-50);
    expect(marginPercent(10, null)).toBeNull();
    expect(marginPercent(0, 5)).toBeNull();
  });
});
