import { describe, expect, it } from 'vitest';
import { pageSlugSchema } from '../../shared';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('  About   Our Team ')).toBe('about-our-team');
  });

  it('drops accents and punctuation', () => {
    expect(slugify('Über uns & Café!')).toBe('uber-uns-cafe');
    expect(slugify('Straße 42')).toBe('strasse-42');
  });

  it('leaves nothing when nothing is usable', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('stays within 100 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(100);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });

  it('always gives a slug the Pages API accepts (or nothing)', () => {
    for (const title of ['Home', 'FAQ & Help', '-- Sale --', 'Ça va? 2025', 'x'.repeat(150)]) {
      const slug = slugify(title);
      expect(pageSlugSchema.safeParse(slug).success, title).toBe(true);
    }
  });
});
