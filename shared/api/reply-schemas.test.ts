import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SectionType } from '../sections/types';
import { checkAuthResponseSchema, type CheckAuthResponse } from './auth';
import {
  captchaChallengeReplySchema,
  captchaConfigReplySchema,
  type CaptchaChallengeReply,
} from './captcha';
import { checkoutAnswerSchema, type OrderDto } from './checkout';
import { orderListDtoSchema, type OrderSummaryDto } from './orders';
import { builderPageDetailSchema, type BuilderPageDetail } from './pages';
import { pageDtoSchema, productDtoSchema, type PageDto, type ProductDto } from './storefront';
import { storeSummarySchema, type StoreSummary } from './store';

// The server sends each answer through `z.encode(replySchema, value)` (fastify-type-provider-zod).

const makeStoreSummary = (over: Partial<StoreSummary> = {}): StoreSummary => ({
  storeId: '6f1c2a7e-8a4b-4c1e-9d2f-3b5a6c7d8e9f',
  name: 'Acme',
  subdomain: 'acme',
  storeDomain: 'acme.localhost',
  customDomain: null,
  currency: 'USD',
  fbPixelId: null,
  contactEmail: '',
  description: 'Hand-made goods',
  logoUrl: '',
  faviconUrl: '',
  address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
  socialLinks: {
    facebook: '',
    instagram: '',
    x: '',
    tiktok: '',
    youtube: '',
    pinterest: '',
    linkedin: '',
  },
  timeZone: 'UTC',
  role: 'owner',
  createdAt: '2026-01-02T03:04:05.000Z',
  ...over,
});

const makeProduct = (over: Partial<ProductDto> = {}): ProductDto => ({
  id: 'a0d7e3b2-1c4f-4e5a-8b6c-7d8e9f0a1b2c',
  name: 'T-Shirt',
  slug: 't-shirt',
  price: 20,
  discountPrice: 15.5,
  productImage: '/media/shirt.webp',
  galleryImages: ['/media/shirt-back.webp'],
  description: '<p>Soft cotton</p>',
  seoTitle: '',
  metaDescription: '',
  stockStatus: true,
  rating: 4,
  reviewCount: 0,
  attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
  variations: [
    {
      id: 'b1e8f4c3-2d5a-4f6b-9c7d-8e9f0a1b2c3d',
      price: 0,
      discountPrice: 0,
      image: '',
      attributes: { Size: 'M' },
      stockStatus: true,
    },
  ],
  categories: [{ id: 'c2f9a5d4-3e6b-4a7c-8d8e-9f0a1b2c3d4e', name: 'Tops', slug: 'tops' }],
  ...over,
});

const makeOrder = (over: Partial<OrderDto> = {}): OrderDto => ({
  orderId: 'd3a0b6e5-4f7c-4b8d-9e9f-0a1b2c3d4e5f',
  orderNumber: 1001,
  status: 'pending',
  paymentStatus: 'unpaid',
  paymentMethod: 'cod',
  currency: 'USD',
  subtotal: 31,
  discount: 0,
  shipping: 5,
  shippingDiscount: 0,
  tax: 0,
  taxIncluded: false,
  discounts: [],
  taxLines: [],
  paymentFee: 0,
  total: 36,
  refunded: 0,
  refundedTax: 0,
  shippingMethod: 'Standard',
  bankTransferInstructions: null,
  bankAccount: null,
  tracking: null,
  latestProof: null,
  customer: { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100' },
  address: {
    line1: '1 Main St',
    line2: '',
    company: '',
    city: 'Springfield',
    region: '',
    postalCode: '12345',
    country: 'US',
  },
  note: '',
  items: [
    {
      productId: null,
      variationId: null,
      name: 'T-Shirt',
      variationLabel: 'Size: M',
      image: '',
      unitPrice: 15.5,
      quantity: 2,
      lineTotal: 31,
      discount: 0,
      tax: 0,
    },
  ],
  createdAt: '2026-01-02T03:04:05.000Z',
  thankYou: { title: 'Thank you for your order!', message: '' },
  cardPayment: null,
  ...over,
});

const container = {
  id: 'container-1',
  type: 'container' as const,
  contentType: 'normal' as const,
  props: {
    gap: 16,
    children: [{ id: 'text-1', type: 'textBlock', props: { html: '<p>Hi</p>' } }],
  },
};

const makeBuilderPage = (over: Partial<BuilderPageDetail> = {}): BuilderPageDetail => ({
  pageId: 'e4b1c7f6-5a8d-4c9e-8f0a-1b2c3d4e5f6a',
  storeId: '6f1c2a7e-8a4b-4c1e-9d2f-3b5a6c7d8e9f',
  title: 'Home',
  slug: 'home',
  pageType: 'home',
  metaTitle: '',
  metaDescription: '',
  content: { schemaVersion: 1, components: [container] },
  published: true,
  publishedAt: null,
  version: 3,
  updatedAt: '2026-01-02T03:04:05.000Z',
  unpublishedChanges: false,
  storeDomain: 'acme.localhost',
  storeName: 'Acme',
  currency: 'USD',
  globalContent: {
    schemaVersion: 1,
    components: [{ id: 'navbar-1', type: 'navbar', contentType: 'global', props: {} }],
  },
  globalVersion: 1,
  globalUnpublishedChanges: false,
  ...over,
});

describe('reply schemas', () => {
  it('send a store summary unchanged and strip a key the answer does not declare', () => {
    const summary = makeStoreSummary();
    const row = { ...summary, passwordHash: '$argon2id$secret', updatedAt: new Date() };
    expect(z.encode(storeSummarySchema, row)).toEqual(summary);
    expect(z.encode(storeSummarySchema, row)).not.toHaveProperty('passwordHash');
  });

  it('strip a password hash from the check-auth answer', () => {
    const payload: CheckAuthResponse = {
      userId: 'f5c2d8a7-6b9e-4d0f-9a1b-2c3d4e5f6a7b',
      email: 'ada@example.com',
      name: 'Ada',
      isAdmin: false,
      selectedStoreId: null,
      subscriptionStatus: 'TRIAL',
      trialEndsAt: '2026-01-16T03:04:05.000Z',
      emailVerified: false,
    };
    const user = { ...payload, passwordHash: '$argon2id$secret' };
    expect(z.encode(checkAuthResponseSchema, user)).toEqual(payload);
  });

  it('strip undeclared keys inside nested lists (variations, orders)', () => {
    const product = makeProduct();
    const [variation] = product.variations;
    const withStock = {
      ...product,
      stock: 7,
      variations: [{ ...variation!, stock: 7, position: 0 }],
    };
    expect(z.encode(productDtoSchema, withStock)).toEqual(product);

    const order: OrderSummaryDto = {
      orderId: 'd3a0b6e5-4f7c-4b8d-9e9f-0a1b2c3d4e5f',
      orderNumber: 1001,
      createdAt: '2026-01-02T03:04:05.000Z',
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      customerPhone: '+1 555 0100',
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cod',
      currency: 'USD',
      total: 36,
      refunded: 0,
      itemCount: 2,
      testMode: false,
      needsReview: false,
    };
    const counts = {
      all: 1,
      pending: 1,
      confirmed: 0,
      processing: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 0,
    };
    const list = { orders: [order], counts, page: 0, size: 20, totalElements: 1, totalPages: 1 };
    const row = { ...order, idempotencyKey: 'key-1', storeId: 'store-1' };
    expect(z.encode(orderListDtoSchema, { ...list, orders: [row] })).toEqual(list);
  });

  it('keep the token of a checkout answer and the null bank instructions of a cash order', () => {
    const answer = { ...makeOrder(), token: 'tok_0123456789abcdefghij' };
    expect(z.encode(checkoutAnswerSchema, answer)).toEqual(answer);
  });

  it('refuse an answer that misses a field or sends a Date instead of an ISO string', () => {
    const { createdAt: _createdAt, ...missing } = makeStoreSummary();
    expect(z.safeEncode(storeSummarySchema, missing as StoreSummary).success).toBe(false);
    const withDate = { ...makeStoreSummary(), createdAt: new Date() };
    expect(z.safeEncode(storeSummarySchema, withDate as unknown as StoreSummary).success).toBe(
      false,
    );
  });

  it('send saved content as stored: nested children, unknown props and unknown component keys', () => {
    const page = makeBuilderPage();
    const stored = {
      ...page,
      publishedContent: page.content,
      content: {
        schemaVersion: 1,
        components: [{ ...container, legacyFlag: true, props: { ...container.props, old: 1 } }],
      },
    };
    const sent = z.encode(builderPageDetailSchema, stored);
    expect(sent).not.toHaveProperty('publishedContent');
    expect(sent.content).toEqual(stored.content);
    expect(sent.globalContent).toEqual(page.globalContent);
  });

  it('send a stored section whose type the registry no longer knows', () => {
    const page: PageDto = {
      pageId: 'e4b1c7f6-5a8d-4c9e-8f0a-1b2c3d4e5f6a',
      storeId: '6f1c2a7e-8a4b-4c1e-9d2f-3b5a6c7d8e9f',
      storeDomain: 'acme.localhost',
      slug: 'about',
      title: 'About',
      pageType: 'about',
      metaTitle: '',
      metaDescription: '',
      content: [
        { id: 'old-1', type: 'retiredSection' as string as SectionType, props: { title: 'Hi' } },
      ],
    };
    expect(z.encode(pageDtoSchema, page)).toEqual(page);
  });

  it('keep every ALTCHA challenge parameter, known or not: the signature covers them all', () => {
    const challenge: CaptchaChallengeReply = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: '00ff',
        salt: 'aa11',
        cost: 100,
        keyLength: 32,
        keyPrefix: 'ab12',
        keySignature: 'sig-of-key',
        expiresAt: 1_800_000_000,
      },
      signature: 'hmac',
    };
    const future = { ...challenge, parameters: { ...challenge.parameters, addedLater: 'x' } };
    expect(z.encode(captchaChallengeReplySchema, future)).toEqual(future);
  });

  it('send the Turnstile site key and strip anything else from the captcha config', () => {
    const config = { provider: 'turnstile' as const, siteKey: '0x4AAA', secretKey: 'never' };
    expect(z.encode(captchaConfigReplySchema, config)).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAA',
    });
    expect(z.encode(captchaConfigReplySchema, { provider: 'altcha' })).toEqual({
      provider: 'altcha',
    });
  });
});
