/**
 * Product reviews (issue 31), on both databases: a delivered order's email carries the review
 * link (the store's setting); the link's page lists the order's products; a review is a
 * verified buyer's, one per product and order, pending until the merchant publishes it (4–5
 * stars at once when the store says so); publishing and hiding keep the product's star counts,
 * which its page, its stars and the reviews list read; the store's reply shows under it. A
 * link never works at another store, on another host, with a wrong token or before delivery.
 */
import { beforeAll, expect, it } from 'vitest';
import type {
  MerchantReviewDto,
  ProductDto,
  ProductReviews,
  ReviewListDto,
  ReviewPhotoReply,
  ReviewRequestReply,
} from '../../shared';
import {
  emailsTo,
  makeProduct,
  orderStore,
  placeOrder,
  transition,
  type OrderStore,
} from './helpers/orders';
import { makePng, postMultipart } from './helpers/media-upload';
import { describeOnDatabase, expectRefused, TestClient, useTestApp } from './helpers/test-app';

const XSS = '<img src=x onerror=alert(1)>';

describeOnDatabase('product reviews: requested, sent, moderated, shown', () => {
  const t = useTestApp({
    CHECKOUT_RATE_LIMIT: '10000',
    ACCOUNT_RATE_LIMIT: '10000',
    SEARCH_RATE_LIMIT: '10000',
  });
  let a: OrderStore;
  let b: OrderStore;
  let lamp: string;
  let vase: string;

  beforeAll(async () => {
    a = await orderStore(t, 'review-a', 'Review A');
    b = await orderStore(t, 'review-b', 'Review B');
    lamp = await makeProduct(t, a.storeId, { name: 'Review Lamp', slug: 'review-lamp' });
    vase = await makeProduct(t, a.storeId, { name: 'Review Vase', slug: 'review-vase' });
  });

  /** A delivered order of both products by `email`; answers the review link's o and t. */
  const deliveredOrder = async (email: string, deliver = true) => {
    const order = await placeOrder(
      a,
      [
        { productId: lamp, variationId: null, quantity: 1 },
        { productId: vase, variationId: null, quantity: 1 },
      ],
      { customer: { name: 'Ada King Lovelace', email, phone: '+44 20 7946 0958' } },
    );
    const steps: Record<string, unknown>[] = deliver
      ? [
          { action: 'confirm' },
          { action: 'ship', carrier: 'UPS', trackingNumber: '1Z999' },
          { action: 'deliver' },
        ]
      : [{ action: 'confirm' }];
    for (const step of steps) {
      const res = await transition(a, { orderId: order.orderId, ...step });
      expect(res.statusCode, res.body).toBe(200);
    }
    return order;
  };
  const reviewLink = async (email: string) => {
    const mail = (await emailsTo(t, a.storeId, email)).find((m) =>
      m.subject.includes('was delivered'),
    );
    expect(mail, 'the delivered email').toBeTruthy();
    const url = /https?:\/\/\S+\/review\?\S+/.exec(mail!.textBody)?.[0];
    expect(url, 'the review link').toBeTruthy();
    const link = new URL(url!);
    expect(link.host).toBe(a.host);
    return { orderId: link.searchParams.get('o')!, token: link.searchParams.get('t')! };
  };
  const send = (s: OrderStore, body: Record<string, unknown>) =>
    s.shopper.post('/api/storefront/reviews', {
      storeId: a.storeId,
      productId: lamp,
      rating: 5,
      title: 'Lovely',
      body: 'Warm light.',
      authorName: 'Ada L.',
      ...body,
    });
  const productPage = async (productId: string, query = '') => {
    const res = await a.shopper.get(
      `/api/storefront/reviews?storeId=${a.storeId}&productId=${productId}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductReviews>();
  };
  const product = async (slug: string) =>
    (
      await a.shopper.get(`/api/storefront/product?storeId=${a.storeId}&slug=${slug}`)
    ).json<ProductDto>();
  const queue = async (status = 'pending') => {
    const res = await a.merchant.client.get(
      `/api/dashboard/reviews/list?storeId=${a.storeId}&status=${status}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewListDto>();
  };
  const moderate = async (reviewId: string, action: 'publish' | 'hide') => {
    const res = await a.merchant.client.post('/api/dashboard/reviews/moderate', {
      storeId: a.storeId,
      reviewId,
      action,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MerchantReviewDto>();
  };

  it('asks for a review when delivered, takes one per product and shows it once published', async () => {
    await deliveredOrder('ada@example.com');
    const link = await reviewLink('ada@example.com');
    const request = await a.shopper.get(
      `/api/storefront/reviews/request?storeId=${a.storeId}&orderId=${link.orderId}&token=${encodeURIComponent(link.token)}`,
    );
    expect(request.statusCode, request.body).toBe(200);
    const read = request.json<ReviewRequestReply>();
    expect(read.authorName).toBe('Ada L.');
    expect(read.items.map((i) => i.name).sort()).toEqual(['Review Lamp', 'Review Vase']);
    expect(read.items.every((i) => !i.reviewed)).toBe(true);

    // Before any review: the default stars, no count, nothing listed.
    expect(await product('review-lamp')).toMatchObject({ rating: 4, reviewCount: 0 });
    const sent = await send(a, { ...link, title: `Lovely ${XSS}`, body: `Warm ${XSS} light.` });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ status: 'pending' });
    expect((await productPage(lamp)).summary.count).toBe(0);
    expectRefused(await send(a, link), 409, ['productId']);

    const [pending] = (await queue()).reviews;
    expect(pending).toMatchObject({
      status: 'pending',
      rating: 5,
      title: `Lovely ${XSS}`,
      authorName: 'Ada L.',
      email: 'ada@example.com',
      verified: true,
      product: { id: lamp, name: 'Review Lamp' },
    });
    expect((await queue()).pendingCount).toBe(1);
    await moderate(pending!.id, 'publish');

    const page = await productPage(lamp);
    expect(page.summary).toEqual({ count: 1, average: 5, stars: [0, 0, 0, 0, 1] });
    expect(page.reviews[0]).toMatchObject({ body: `Warm ${XSS} light.`, verified: true });
    expect(await product('review-lamp')).toMatchObject({ rating: 5, reviewCount: 1 });
    const again = await a.shopper.get(
      `/api/storefront/reviews/request?storeId=${a.storeId}&orderId=${link.orderId}&token=${encodeURIComponent(link.token)}`,
    );
    expect(again.json<ReviewRequestReply>().items.find((i) => i.productId === lamp)?.reviewed).toBe(
      true,
    );
  });

  it('publishes 4–5 stars at once when asked, filters by stars, hides, and shows the reply', async () => {
    const settings = await a.merchant.client.put('/api/dashboard/reviews/settings', {
      storeId: a.storeId,
      requests: true,
      autoPublish: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await deliveredOrder('grace@example.com');
    const link = await reviewLink('grace@example.com');
    expect((await send(a, { ...link, rating: 4 })).json()).toEqual({ status: 'published' });
    expect((await send(a, { ...link, productId: vase, rating: 2 })).json()).toEqual({
      status: 'pending',
    });
    const lampPage = await productPage(lamp);
    expect(lampPage.summary).toEqual({ count: 2, average: 4.5, stars: [0, 0, 0, 1, 1] });
    const fours = await productPage(lamp, '&stars=4');
    expect(fours.reviews.map((r) => r.rating)).toEqual([4]);
    expect(fours.totalElements).toBe(1);

    const four = lampPage.reviews.find((r) => r.rating === 4)!;
    const replied = await a.merchant.client.put('/api/dashboard/reviews/reply', {
      storeId: a.storeId,
      reviewId: four.id,
      reply: 'Thank you, Grace!',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await productPage(lamp)).reviews.find((r) => r.id === four.id)?.reply).toBe(
      'Thank you, Grace!',
    );
    await moderate(four.id, 'hide');
    expect((await productPage(lamp)).summary).toEqual({
      count: 1,
      average: 5,
      stars: [0, 0, 0, 0, 1],
    });
    expect((await queue('hidden')).reviews.map((r) => r.id)).toEqual([four.id]);
  });

  it('takes up to three photos through the media pipeline and shows them with the review', async () => {
    await deliveredOrder('photo@example.com');
    const link = await reviewLink('photo@example.com');
    const photoUrl = `/api/storefront/reviews/photos?storeId=${a.storeId}&orderId=${link.orderId}&token=${encodeURIComponent(link.token)}`;
    const upload = (data: Buffer | string, name = 'photo.png') =>
      postMultipart(t.app, { host: a.host }, photoUrl, { files: [{ name, data }] });
    const first = await upload(await makePng(640, 480));
    expect(first.statusCode, first.body).toBe(201);
    const photo = first.json<ReviewPhotoReply>();
    expect(photo.url).toMatch(/\.(png|webp)$/);
    // Not an image: refused by its bytes, whatever its name.
    expectRefused(await upload('not an image at all', 'fake.png'), 415, ['file']);
    // A wrong token: nothing stored.
    const wrong = await postMultipart(
      t.app,
      { host: a.host },
      photoUrl.replace(/token=[^&]+/, 'token=1.x'),
      { files: [{ name: 'p.png', data: await makePng(10, 10) }] },
    );
    expectRefused(wrong, 400, ['token']);
    // Another store's media id is no photo of this review.
    expectRefused(await send(a, { ...link, photos: [crypto.randomUUID()] }), 400, ['photos.0']);
    const sent = await send(a, { ...link, productId: vase, rating: 5, photos: [photo.photoId] });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mine] = (await queue('all')).reviews.filter((r) => r.email === 'photo@example.com');
    expect(mine?.photos).toEqual([photo.url]);
  });

  it('refuses a link at another store, on another host, with a wrong token, or before delivery', async () => {
    await deliveredOrder('linus@example.com');
    const link = await reviewLink('linus@example.com');
    expectRefused(await send(a, { ...link, token: `${link.token.slice(0, -2)}zz` }), 400, [
      'token',
    ]);
    // Store A's order on store B's host: the store is not the host's.
    const onB = new TestClient(t.app, b.host);
    expectRefused(
      await onB.post('/api/storefront/reviews', {
        ...link,
        storeId: a.storeId,
        productId: lamp,
        rating: 5,
        body: 'x',
        authorName: 'x',
      }),
      400,
      ['storeId'],
    );
    // B's store with A's order and product: no such order there.
    expectRefused(
      await onB.post('/api/storefront/reviews', {
        ...link,
        storeId: b.storeId,
        productId: lamp,
        rating: 5,
        body: 'x',
        authorName: 'x',
      }),
      400,
      ['token'],
    );
    // A product not in the order.
    const other = await makeProduct(t, a.storeId, { name: 'Not Ordered' });
    expectRefused(await send(a, { ...link, productId: other }), 400, ['productId']);
    expectRefused(await send(a, { ...link, rating: 6, body: '' }), 400, ['rating', 'body']);

    const undelivered = await deliveredOrder('early@example.com', false);
    const mails = await emailsTo(t, a.storeId, 'early@example.com');
    expect(mails.some((m) => /\/review\?/.test(m.textBody))).toBe(false);
    // Even with a well-formed token, an order not delivered cannot be reviewed yet.
    expectRefused(await send(a, { orderId: undelivered.orderId, token: link.token }), 400, [
      'token',
    ]);

    // B's merchant cannot read A's queue or moderate A's reviews.
    const [any] = (await queue('all')).reviews;
    const bRead = await b.merchant.client.get(
      `/api/dashboard/reviews/list?storeId=${a.storeId}&status=all`,
    );
    expect([403, 404]).toContain(bRead.statusCode);
    const bModerate = await b.merchant.client.post('/api/dashboard/reviews/moderate', {
      storeId: b.storeId,
      reviewId: any!.id,
      action: 'hide',
    });
    expectRefused(bModerate, 404, ['reviewId']);
  });

  it('sends no review link when the store does not ask for reviews', async () => {
    const off = await a.merchant.client.put('/api/dashboard/reviews/settings', {
      storeId: a.storeId,
      requests: false,
      autoPublish: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await deliveredOrder('quiet@example.com');
    const delivered = (await emailsTo(t, a.storeId, 'quiet@example.com')).find((m) =>
      m.subject.includes('was delivered'),
    );
    expect(delivered?.textBody).not.toContain('/review?');
  });
});
