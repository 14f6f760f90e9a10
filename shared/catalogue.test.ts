import { describe, expect, it } from 'vitest';
import { pageSlugSchema, slugify, slugSchema, uniqueSlug } from '.';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('  About   Our Team ')).toBe('about-our-team');
  });

  it('drops accents and punctuation, and spells & as and', () => {
    // Pages said `uber-uns-cafe` before issue 25: `&` is `and` for every slug now.
    expect(slugify('Über uns & Café!')).toBe('uber-uns-and-cafe');
    expect(slugify('Straße 42')).toBe('strasse-42');
  });

  it('[regression] gives one slug for "Rock & Roll" and "Straße" (issue 25)', () => {
    expect(slugify('Rock & Roll')).toBe('rock-and-roll');
    expect(slugify('Straße')).toBe('strasse');
    expect(slugify('STRASSE')).toBe('strasse');
    expect(slugify('Linen Shirt&Tie')).toBe('linen-shirt-and-tie');
  });

  it('spells the letters NFKD keeps whole in ASCII', () => {
    expect(slugify('Smørrebrød')).toBe('smorrebrod');
    expect(slugify('Ærøskøbing')).toBe('aeroskobing');
    expect(slugify('Œuvre cœur')).toBe('oeuvre-coeur');
    expect(slugify('Łódź')).toBe('lodz');
    expect(slugify('Đakovo')).toBe('dakovo');
    expect(slugify('Þórsmörk')).toBe('thorsmork');
    expect(slugify('İstanbul ﬁne')).toBe('istanbul-fine');
  });

  it('leaves nothing when nothing is usable', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('')).toBe('');
    expect(slugify('日本')).toBe('');
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
