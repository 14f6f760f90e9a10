import { describe, expect, it } from 'vitest';
import { seoPreview, truncate } from './seo-preview';

describe('seoPreview', () => {
  it('uses the SEO title and meta description when they are set', () => {
    expect(
      seoPreview({
        name: 'Linen Shirt',
        seoTitle: 'Linen Shirt – breathable summer shirt',
        metaDescription: 'Made of pure linen.',
        descriptionText: 'Ignored',
        storeDomain: 'demo.localhost',
        slug: 'linen-shirt',
      }),
    ).toEqual({
      title: 'Linen Shirt – breathable summer shirt',
      description: 'Made of pure linen.',
      url: 'https://demo.localhost › product › linen-shirt',
    });
  });

  it('falls back to the name and the description text, as the storefront does', () => {
    const preview = seoPreview({
      name: 'Mug',
      seoTitle: ' ',
      metaDescription: '',
      descriptionText: '  A   mug\nfor tea. ',
      storeDomain: 'demo.localhost',
      slug: 'mug',
    });
    expect(preview.title).toBe('Mug');
    expect(preview.description).toBe('A mug for tea.');
  });
});

describe('truncate', () => {
  it('cuts long text on a word boundary with an ellipsis', () => {
    expect(truncate('one two three four five six', 20)).toBe('one two three four…');
    expect(truncate('short', 12)).toBe('short');
  });
});
