import { describe, expect, it } from 'vitest';
import type { MediaUsage } from '../../shared';
import { deleteConsequence, describeUsage } from './usage-message';

const usage = (counts: Partial<MediaUsage>): MediaUsage => {
  const full = { mediaId: 'm', products: 0, categories: 0, pages: 0, sections: 0, ...counts };
  return { ...full, inUse: full.products + full.categories + full.pages + full.sections > 0 };
};

describe('the delete confirmation of an image', () => {
  it('names the products and sections still showing it, and what happens to them', () => {
    expect(deleteConsequence(usage({ products: 2, pages: 1, sections: 1 }))).toBe(
      'Used by 2 products and 1 section. Delete it anyway? Those images will disappear from your store.',
    );
  });

  it('lists three kinds of places with commas and "and", in the singular where one', () => {
    expect(describeUsage(usage({ products: 1, categories: 3, pages: 2, sections: 2 }))).toBe(
      '1 product, 3 categories and 2 sections',
    );
  });

  it('counts sections rather than pages, naming pages only when no section is counted', () => {
    expect(describeUsage(usage({ pages: 2, sections: 3 }))).toBe('3 sections');
    expect(describeUsage(usage({ pages: 1 }))).toBe('1 page');
  });

  it('speaks of that one image when one place shows it', () => {
    expect(deleteConsequence(usage({ products: 1 }))).toBe(
      'Used by 1 product. Delete it anyway? That image will disappear from your store.',
    );
  });

  it('says plainly when nothing uses it', () => {
    expect(deleteConsequence(usage({}))).toBe(
      'Nothing in your store uses it. This cannot be undone.',
    );
  });
});
