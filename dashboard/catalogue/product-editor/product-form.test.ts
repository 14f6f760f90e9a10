import { describe, expect, it } from 'vitest';
import { addProductBodySchema, updateProductBodySchema, type AdminProduct } from '../../../shared';
import {
  emptyProductForm,
  productFieldPath,
  toProductBody,
  toProductFormValues,
  type ProductFormValues,
} from './product-form';

const storeId = '11111111-1111-4111-8111-111111111111';
const productId = '22222222-2222-4222-8222-222222222222';
const variationId = '33333333-3333-4333-8333-333333333333';

function makeProduct(over: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: productId,
    storeId,
    name: 'Linen Shirt',
    slug: 'linen-shirt',
    description: '<p>Cool</p>',
    price: 59,
    discountPrice: 0,
    productImage: '/media/a.webp',
    galleryImages: ['/media/b.webp'],
    imageAlts: { '/media/b.webp': 'The shirt from the back' },
    seoTitle: '',
    metaDescription: '',
    rating: 4,
    attributeGroups: [
      { name: 'Colour', type: 'color', values: ['Red', 'Blue'], swatches: { Red: '#ff0000' } },
      { name: 'Size', type: 'select', values: ['S'] },
    ],
    variations: [
      {
        id: variationId,
        price: 59,
        discountPrice: 0,
        image: '',
        attributes: { Size: 'S', Colour: 'Red' },
        sku: 'LS-R-S',
        stock: 3,
        inventoryPolicy: 'continue',
        weightGrams: 250,
        requiresShipping: null,
        barcode: '4006381333931',
        cost: 20,
      },
    ],
    status: 'active',
    vendor: 'Acme',
    productType: 'Shirts',
    tags: ['linen', 'Summer'],
    barcode: '',
    cost: 25,
    customData: [{ key: 'custom.fabric', label: 'Fabric', value: 'Linen' }],
    sku: '',
    stock: 3,
    inventoryPolicy: 'deny',
    weightGrams: 400,
    weightUnit: 'g',
    requiresShipping: true,
    taxExempt: false,
    lowStockThreshold: 5,
    stockState: 'low_stock',
    categories: [{ id: '44444444-4444-4444-8444-444444444444', name: 'Tops', slug: 'tops' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const form = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Mug',
  slug: 'mug',
  price: 18,
  ...over,
});

describe('toProductFormValues', () => {
  it('lists the main image first, then the gallery, and holds variant values by option position', () => {
    const values = toProductFormValues(makeProduct());
    expect(values.images).toEqual([
      { url: '/media/a.webp', alt: '' },
      { url: '/media/b.webp', alt: 'The shirt from the back' },
    ]);
    expect(values.variations[0]?.options).toEqual(['Red', 'S']);
    expect(values.categoryIds).toEqual(['44444444-4444-4444-8444-444444444444']);
  });
});

describe('toProductBody', () => {
  it('round-trips a stored product into an update the shared schema accepts', () => {
    const body = toProductBody(toProductFormValues(makeProduct()), {
      storeId,
      productId,
      slugFollowsName: false,
    });
    expect(updateProductBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      productId,
      slug: 'linen-shirt',
      productImage: '/media/a.webp',
      galleryImages: ['/media/b.webp'],
      attributeGroups: [
        { name: 'Colour', type: 'color', values: ['Red', 'Blue'], swatches: { Red: '#ff0000' } },
        { name: 'Size', type: 'select', values: ['S'] },
      ],
      variations: [
        {
          id: variationId,
          attributes: { Colour: 'Red', Size: 'S' },
          sku: 'LS-R-S',
          inventoryPolicy: 'continue',
          barcode: '4006381333931',
          cost: 20,
        },
      ],
    });
    // The product's own stock is not shown while it has variants, so it is not sent.
    expect(body).not.toHaveProperty('stock');
  });

  it('leaves the slug to the server while a new product’s slug follows its name', () => {
    const body = toProductBody(form(), { storeId, slugFollowsName: true });
    expect(body.slug).toBeUndefined();
    expect(addProductBodySchema.safeParse(body).success).toBe(true);
    expect(toProductBody(form(), { storeId, slugFollowsName: false }).slug).toBe('mug');
  });

  it('drops empty image rows and reads an empty sale price as none', () => {
    const body = toProductBody(
      form({
        images: [
          { url: ' ', alt: '' },
          { url: '/media/x.png', alt: ' A red mug ' },
        ],
        discountPrice: '',
      }),
      { storeId, slugFollowsName: true },
    );
    expect(body).toMatchObject({
      productImage: '/media/x.png',
      galleryImages: [],
      imageAlts: { '/media/x.png': 'A red mug' },
      discountPrice: 0,
    });
    // An alt text read from the product comes back with its image.
    expect(toProductFormValues(makeProduct()).images).toEqual([
      { url: '/media/a.webp', alt: '' },
      { url: '/media/b.webp', alt: 'The shirt from the back' },
    ]);
  });

  it("lets the shared schema refuse an empty price, with the schema's message", () => {
    const body = toProductBody(form({ price: '' }), { storeId, slugFollowsName: true });
    const parsed = addProductBodySchema.safeParse(body);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Price must be a number'],
    ]);
  });

  it("sends an empty variant price as 0: the variant sells at the product's price", () => {
    const values = toProductFormValues(
      makeProduct({
        variations: [
          {
            id: variationId,
            price: 0,
            discountPrice: 0,
            image: '',
            attributes: { Colour: 'Red', Size: 'S' },
            sku: '',
            stock: 1,
            inventoryPolicy: 'untracked',
            weightGrams: null,
            requiresShipping: null,
            barcode: '',
            cost: null,
          },
        ],
      }),
    );
    expect(values.variations[0]).toMatchObject({ price: '', discountPrice: '' });
    const body = toProductBody(values, { storeId, productId, slugFollowsName: false });
    expect(body.variations?.[0]).toMatchObject({ price: 0, discountPrice: 0 });
  });

  it('keeps weights in grams, an empty weight sent as null (the product’s, or not given)', () => {
    const values = toProductFormValues(makeProduct());
    expect(values.weight).toBe(400);
    expect(values.variations[0]?.weight).toBe(250);
    const body = toProductBody(
      { ...values, weight: '', variations: [{ ...values.variations[0]!, weight: '' }] },
      { storeId, productId, slugFollowsName: false },
    );
    expect(body.weightGrams).toBeNull();
    expect(body.variations?.[0]?.weightGrams).toBeNull();
    expect(updateProductBodySchema.safeParse(body).success).toBe(true);
    const bad = toProductBody(form({ weight: -2.5 }), { storeId, slugFollowsName: true });
    expect(addProductBodySchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'weightGrams',
    ]);
    expect(productFieldPath(values)('weightGrams')).toBe('weight');
    expect(productFieldPath(values)('variations.0.weightGrams')).toBe('variations.0.weight');
  });

  it('shows weights in the product’s unit with decimals and sends them as grams', () => {
    // 0.5 lb as Shopify stores it (226.796185 g, kept to the milligram).
    const values = toProductFormValues(
      makeProduct({
        weightUnit: 'lb',
        weightGrams: 226.796,
        variations: [{ ...makeProduct().variations[0]!, weightGrams: 0.65 }],
      }),
    );
    expect(values.weightUnit).toBe('lb');
    expect(values.weight).toBe(0.5);
    expect(values.variations[0]?.weight).toBe(0.0014);
    const body = toProductBody(
      { ...values, weight: 1.5, variations: [{ ...values.variations[0]!, weight: 0.25 }] },
      { storeId, productId, slugFollowsName: false },
    );
    expect(body).toMatchObject({ weightUnit: 'lb', weightGrams: 680.389 });
    expect(body.variations?.[0]?.weightGrams).toBe(113.398);
  });

  it('sends a variant that ships as the product does as null (it follows the product)', () => {
    const values = toProductFormValues(makeProduct({ requiresShipping: false }));
    expect(values.requiresShipping).toBe(false);
    expect(values.variations[0]?.requiresShipping).toBe(false);
    const same = toProductBody(values, { storeId, productId, slugFollowsName: false });
    expect(same.requiresShipping).toBe(false);
    expect(same.variations?.[0]?.requiresShipping).toBeNull();
    const differs = toProductBody(
      { ...values, variations: [{ ...values.variations[0]!, requiresShipping: true }] },
      { storeId, productId, slugFollowsName: false },
    );
    expect(differs.variations?.[0]?.requiresShipping).toBe(true);
  });
});

describe('productFieldPath', () => {
  const values = form({
    images: [
      { url: '', alt: '' },
      { url: '/media/a.png', alt: '' },
      { url: '/media/b.png', alt: '' },
    ],
  });
  const toField = productFieldPath(values);

  it('puts image messages on the rows the images came from (empty rows skipped)', () => {
    expect(toField('productImage')).toBe('images.1.url');
    expect(toField('galleryImages.0')).toBe('images.2.url');
  });

  it('puts variant and option messages where the editor shows them', () => {
    expect(toField('variations.0.price')).toBe('variations.0.price');
    expect(toField('variations.2.attributes.Size')).toBe('variations.2.options');
    expect(toField('variations.1')).toBe('variations.1.options');
    expect(toField('attributeGroups.0.values.1')).toBe('attributeGroups.0.values');
    expect(toField('attributeGroups.1.name')).toBe('attributeGroups.1.name');
  });

  it('has no field for the ids the form does not show', () => {
    expect(toField('storeId')).toBeNull();
    expect(toField('productId')).toBeNull();
    expect(toField('slug')).toBe('slug');
  });

  it('reads and writes vendor, type and tags (comma-separated, the same tag once)', () => {
    const values = toProductFormValues(makeProduct());
    expect(values).toMatchObject({ vendor: 'Acme', productType: 'Shirts', tags: 'linen, Summer' });
    const body = toProductBody(
      { ...values, tags: ' linen ,summer, Sale,, sale ' },
      { storeId, productId, slugFollowsName: false },
    );
    expect(body).toMatchObject({
      vendor: 'Acme',
      productType: 'Shirts',
      tags: ['linen', 'summer', 'Sale'],
    });
    expect(updateProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps the cost and barcode, and each variant’s, through an edit', () => {
    const values = toProductFormValues(makeProduct());
    expect(values).toMatchObject({ cost: 25, barcode: '' });
    const body = toProductBody(
      { ...values, cost: '', barcode: '0012345' },
      { storeId, productId, slugFollowsName: false },
    );
    expect(body).toMatchObject({
      cost: null,
      barcode: '0012345',
      variations: [{ barcode: '4006381333931', cost: 20 }],
    });
  });

  it('keeps custom data, giving a new entry a key made from its label', () => {
    const values = toProductFormValues(makeProduct());
    const body = toProductBody(
      {
        ...values,
        customData: [...values.customData, { key: '', label: 'Care guide', value: 'Cold wash' }],
      },
      { storeId, productId, slugFollowsName: false },
    );
    expect(body.customData).toEqual([
      { key: 'custom.fabric', label: 'Fabric', value: 'Linen' },
      { key: 'custom.care_guide', label: 'Care guide', value: 'Cold wash' },
    ]);
  });
});
