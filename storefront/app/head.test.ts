import { describe, expect, it } from 'vitest';
import type { ProductDto } from '../../shared';
import { makeProduct as baseProduct, makeStore, makeVariation } from '../test-support';
import { buildHead, headTags, jsonForScript, renderHeadTags } from './head';

const store = makeStore({ name: 'Acme & Co', description: 'Good things.' });

const makeProduct = (overrides: Partial<ProductDto> = {}): ProductDto =>
  baseProduct({
    name: 'Red "Shirt"',
    slug: 'red-shirt',
    price: 20,
    discountPrice: 15,
    productImage: '/media/red.svg',
    description: '<p>Soft <b>cotton</b></p>',
    attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
    variations: [
      makeVariation('v1', { Size: 'S' }),
      makeVariation('v2', { Size: 'M' }, { price: 25, stockStatus: false }),
    ],
    categories: [{ id: 'c1', name: 'Tops', slug: 'tops' }],
    ...overrides,
  });

describe('buildHead', () => {
  const origin = 'http://acme.localhost:3000';
  const productHead = () =>
    buildHead({
      route: { kind: 'product', slug: 'red-shirt' },
      store,
      origin,
      product: makeProduct(),
    });

  it('gives a product one canonical URL whichever of its three routes is used', () => {
    const head = productHead();
    expect(head.canonical).toBe('http://acme.localhost:3000/product/red-shirt');
    expect(head.title).toBe('Red "Shirt" | Acme & Co');
    expect(head.description).toBe('Soft cotton');
    expect(head.image).toBe('http://acme.localhost:3000/media/red.svg');
  });

  it('writes a JSON-LD Product with an Offer per variation and a BreadcrumbList', () => {
    const head = productHead();
    const [product, crumbs] = head.jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(product['@type']).toBe('Product');
    // The display stars are no reviews: no rating is claimed to search engines.
    expect(product).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/rating/i);
    expect(product.offers).toEqual([
      expect.objectContaining({
        sku: 'v1',
        price: '15.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: 'v2',
        price: '25.00',
        availability: 'https://schema.org/OutOfStock',
      }),
    ]);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect((crumbs.itemListElement as unknown[]).length).toBe(3);
  });

  it('marks not-found pages noindex without a canonical URL', () => {
    const head = buildHead({ route: { kind: 'notFound' }, store, origin });
    expect(head).toMatchObject({ canonical: null, robots: 'noindex' });
  });

  it('escapes tags and keeps JSON-LD from closing its script element', () => {
    const html = renderHeadTags(
      buildHead({
        route: { kind: 'product', slug: 'red-shirt' },
        store,
        origin,
        product: makeProduct({ name: '</script><script>alert(1)</script>' }),
      }),
      store,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<title>&lt;/script&gt;');
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it("uses the store's share image where a page has none, never over a product's own", () => {
    const withImage = { ...store, seoImageUrl: '/media/s1/m1/1200x630/original.jpg' };
    const home = buildHead({ route: { kind: 'home' }, store: withImage, origin, page: null });
    expect(home.image).toBe(`${origin}/media/s1/m1/1200x630/original.jpg`);
    const html = renderHeadTags(home, withImage);
    expect(html).toContain(`<meta property="og:image" content="${origin}/media/s1/m1/`);
    expect(html).toContain('<meta name="twitter:image"');
    const product = buildHead({
      route: { kind: 'product', slug: 'red-shirt' },
      store: withImage,
      origin,
      product: makeProduct(),
    });
    expect(product.image).toBe(`${origin}/media/red.svg`);
    expect(buildHead({ route: { kind: 'shop', query: '', page: 1 }, store, origin }).image).toBe(
      null,
    );
  });

  it('says noindex on every page while the store is hidden from search engines', () => {
    const hidden = { ...store, hideFromSearch: true };
    const shop = buildHead({ route: { kind: 'shop', query: '', page: 1 }, store: hidden, origin });
    expect(shop.robots).toBe('noindex');
    expect(renderHeadTags(shop, hidden)).toContain('<meta name="robots" content="noindex">');
    expect(buildHead({ route: { kind: 'shop', query: '', page: 1 }, store, origin }).robots).toBe(
      null,
    );
  });

  it('lists the tags as data for the client, JSON-LD as the very text the server writes', () => {
    const product = makeProduct({ name: '</script><script>alert(1)</script>' });
    const head = buildHead({
      route: { kind: 'product', slug: 'red-shirt' },
      store,
      origin,
      product,
    });
    const tags = headTags(head, store);
    expect(tags[0]).toEqual({ tag: 'title', text: head.title });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { property: 'og:type', content: 'product' },
    });
    expect(tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: `${origin}/product/red-shirt` },
    });
    const scripts = tags.filter((t) => t.tag === 'script');
    expect(scripts.map((t) => t.text)).toEqual(head.jsonLd.map(jsonForScript));
    const html = renderHeadTags(head, store);
    for (const script of scripts) {
      expect(script.text).not.toContain('</script');
      expect(html).toContain(`<script type="application/ld+json">${script.text}</script>`);
    }
    // Every tag is written once, in the same order.
    expect(html.match(/<(title|meta|link|script)\b/g)).toHaveLength(tags.length);
  });
});
