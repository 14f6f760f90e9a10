/**
 * The product page's purchase panel as server HTML (spec 4, 5): pickers per attribute group,
 * and an out-of-stock product whose buttons are disabled and read 'Out of stock' (the demo
 * catalogue has no such product, so the browser tests cannot show it).
 */
import { describe, expect, it } from 'vitest';
import { defaultSectionProps, type ProductDto } from '../../shared';
import type { ViewMode } from '../context/storefront-context';
import { QueryCache } from '../data/query-cache';
import { storefrontQueries } from '../data/queries';
import { ProductSection } from '../sections/ProductSection';
import {
  makeApi,
  makeProduct as baseProduct,
  makeStore,
  renderInStorefront,
} from '../test-support';

const store = makeStore();

const makeProduct = (over: Partial<ProductDto> = {}): ProductDto =>
  baseProduct({
    name: 'Ceramic Mug',
    slug: 'ceramic-mug',
    price: 18,
    productImage: '/media/mug.svg',
    ...over,
  });

const api = makeApi();

function render(product: ProductDto, viewMode: ViewMode = 'storeFront') {
  const cache = new QueryCache();
  cache.setQueryData(storefrontQueries.product(api, store.storeId, product.slug).queryKey, product);
  const html = renderInStorefront(
    <ProductSection
      id="product-section"
      props={{ ...defaultSectionProps('product'), slug: product.slug }}
    />,
    { url: `/product/${product.slug}`, cache, viewMode, store, api },
  );
  const doc = html.replace(/<!-- -->/g, '');
  return {
    html: doc,
    /** The opening tag that carries `attribute` (attribute order is React's). */
    tag: (attribute: string) =>
      doc.match(/<[a-z]+\b[^>]*>/g)?.find((t) => t.includes(attribute)) ?? '',
    button: (testId: string) =>
      new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>([^<]*)<`).exec(doc),
  };
}

describe('product purchase panel', () => {
  it('disables both buttons, reading Out of stock, for an out-of-stock product', () => {
    const { button } = render(makeProduct({ stockStatus: false }));
    for (const testId of ['add-to-cart', 'buy-now']) {
      const match = button(testId);
      expect(match?.[0], testId).toContain('disabled');
      expect(match?.[1], testId).toBe('Out of stock');
    }
  });

  it('offers Add to Cart and Buy Now for a product in stock, with quantity 1 (min 1)', () => {
    const { tag, button } = render(makeProduct());
    expect(button('add-to-cart')?.[1]).toBe('Add to Cart');
    expect(button('add-to-cart')?.[0]).not.toContain('disabled');
    expect(button('buy-now')?.[1]).toBe('Buy Now');
    const quantity = tag('data-testid="product-quantity"');
    expect(quantity).toContain('min="1"');
    expect(quantity).toContain('value="1"');
  });

  it('shows colour swatches named by their colour and chips for other groups, none chosen', () => {
    const product = makeProduct({
      attributeGroups: [
        { name: 'Colour', type: 'color', values: ['Red', 'Navy'] },
        { name: 'Size', type: 'select', values: ['S', 'M'] },
      ],
      variations: [
        {
          id: 'v1',
          price: 0,
          discountPrice: 0,
          image: '/media/red.svg',
          attributes: { Colour: 'Red', Size: 'S' },
          stockStatus: true,
        },
      ],
    });
    const { html, tag } = render(product);
    const options = html.match(/<button[^>]*data-testid="variation-option"[^>]*>/g) ?? [];
    expect(options).toHaveLength(4);
    expect(options.every((o) => o.includes('aria-pressed="false"'))).toBe(true);
    expect(tag('data-value="Navy"')).toContain('aria-label="Navy"');
    expect(tag('data-value="Navy"')).toContain('data-group="Colour"');
    expect(tag('data-value="M"')).toContain('sf-option--chip');
    expect(tag('data-value="M"')).toContain('data-group="Size"');
    expect(html).toContain('src="/media/mug.svg"');
  });

  it('writes only a colour into a swatch style: an option value cannot add declarations', () => {
    const injected = 'red;background:url(https://evil.example/x.png);position:fixed';
    const { html } = render(
      makeProduct({
        attributeGroups: [{ name: 'Colour', type: 'color', values: [injected, '#1E3A8A', 'Navy'] }],
        variations: [
          {
            id: 'v1',
            price: 0,
            discountPrice: 0,
            image: '',
            attributes: { Colour: 'Navy' },
            stockStatus: true,
          },
        ],
      }),
    );
    const swatches = html.match(/<span class="sf-option__swatch"[^>]*>/g) ?? [];
    expect(swatches).toHaveLength(3);
    expect(swatches[0]).not.toContain('style=');
    expect(swatches[1]).toContain('style="background-color:#1e3a8a"');
    expect(swatches[2]).toContain('style="background-color:navy"');
    expect(html).not.toMatch(/style="[^"]*(url\(|position)/);
  });

  it("paints a colour value with the merchant's swatch colour, checked as a colour", () => {
    const { html } = render(
      makeProduct({
        attributeGroups: [
          {
            name: 'Colour',
            type: 'color',
            values: ['Midnight', 'Sky', 'Rose'],
            swatches: { Midnight: '#101c3d', Rose: 'red;position:fixed' },
          },
        ],
        variations: ['Midnight', 'Sky', 'Rose'].map((value, i) => ({
          id: `v${i}`,
          price: 0,
          discountPrice: 0,
          image: '',
          attributes: { Colour: value },
          stockStatus: true,
        })),
      }),
    );
    const swatches = html.match(/<span class="sf-option__swatch"[^>]*>/g) ?? [];
    expect(swatches).toHaveLength(3);
    expect(swatches[0]).toContain('style="background-color:#101c3d"');
    // A swatch that is not a colour adds nothing to the style.
    expect(swatches[2]).not.toContain('style=');
    expect(html).not.toMatch(/style="[^"]*position/);
  });

  it('renders in builder mode without touching storage', () => {
    const { button } = render(makeProduct(), 'builder');
    expect(button('add-to-cart')?.[1]).toBe('Add to Cart');
  });
});
