/**
 * A store whose owner has not paid past the grace shows shoppers the "temporarily closed"
 * page on every page path (503, Retry-After, noindex, never from the page cache) and refuses
 * checkout and its pricing read (403 naming storeId); the API, SEO-free paths and other
 * stores keep answering. The period passing closes it with no purge (the clock moves); an
 * approval (a new period and subscriptionChanged) reopens it on the next request.
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, subscriptions } from '../../server/db/schema';
import { subscriptionChanged } from '../../server/billing/subscription-changed';
import { makeProduct, orderStore, placeOrder, type OrderStore } from './helpers/orders';
import { checkoutRequest } from '../support/checkout-request';
import { TestClient, useTestApp, describeOnDatabase, expectRefused } from './helpers/test-app';

const DAY = 86_400_000;
const MESSAGE = 'This store is temporarily closed. Please check back soon.';

describeOnDatabase('closed store', () => {
  let s: OrderStore;
  let other: OrderStore;
  let product: string;
  const start = new Date(Date.now() + DAY);
  const grace = 7 * DAY;

  const t = useTestApp({
    CHECKOUT_RATE_LIMIT: '10000',
    STOREFRONT_CACHE_TTL_MS: '600000',
    BILLING_GRACE_DAYS: '7',
  });
  beforeAll(async () => {
    s = await orderStore(t, 'closing-shop', 'Closing Shop');
    other = await orderStore(t, 'open-shop', 'Open Shop');
    product = await makeProduct(t, s.storeId, { stock: 50 });
    t.setNow(start);
    // Paid until 10 days from start; the trial ended long ago.
    await setSubscription(s.merchant.userId, new Date(start.getTime() + 10 * DAY));
  });

  async function setSubscription(userId: string, periodEnd: Date) {
    await t.database.db
      .update(subscriptions)
      .set({
        status: 'ACTIVE',
        trialEndsAt: new Date(start.getTime() - 30 * DAY),
        currentPeriodEnd: periodEnd,
      })
      .where(eq(subscriptions.userId, userId));
    // What an approval does: the store's cached host answer goes.
    await subscriptionChanged(t.app, [userId]);
  }

  const checkoutBody = () =>
    checkoutRequest(s, [{ productId: product, variationId: null, quantity: 1 }]);
  const orderCount = async () =>
    (await t.database.db.select().from(orders).where(eq(orders.storeId, s.storeId))).length;

  it('is open while paid, and during the grace after the period ends', async () => {
    const home = await s.shopper.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Closing Shop');
    expect(home.body).not.toContain(MESSAGE);
    // Now cached: the next answer comes from the page cache.
    expect((await s.shopper.get('/')).headers['x-storefront-cache']).toBe('hit');

    // Period over, grace not: still open, still taking orders.
    t.setNow(new Date(start.getTime() + 10 * DAY + grace - 60_000));
    expect((await s.shopper.get('/')).statusCode).toBe(200);
    await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
  });

  it('closes every page path once the grace passes, with no purge', async () => {
    t.setNow(new Date(start.getTime() + 10 * DAY + grace + 1000));
    for (const path of ['/', '/about', '/product/anything', '/cart', '/checkout', '/robots.txt']) {
      const res = await s.shopper.get(path);
      expect(res.statusCode, path).toBe(503);
      expect(res.headers['retry-after'], path).toBe('3600');
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers['x-robots-tag'], path).toBe('noindex');
      expect(res.headers['x-storefront-cache'], path).toBeUndefined();
      expect(res.body, path).toContain(MESSAGE);
      expect(res.body, path).toContain('Closing Shop');
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
      expect(res.body, path).not.toMatch(/checkout|add to cart/i);
    }
    // The API still answers (the dashboard's and the storefront's reads), other stores too.
    expect((await s.shopper.get('/api/health')).statusCode).toBe(200);
    expect((await other.shopper.get('/')).statusCode).toBe(200);
  });

  it('refuses checkout and its pricing with a 403 naming the store', async () => {
    const before = await orderCount();
    const res = await s.shopper.post('/api/storefront/checkout', checkoutBody());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({
      error: 'This store is temporarily closed and is not taking orders',
      details: [
        { field: 'storeId', message: 'The store is closed until its owner renews the plan' },
      ],
    });
    expect(await orderCount()).toBe(before);
    // Through the dashboard host with the store id too (the checkout editor's preview).
    const pricing = await new TestClient(t.app).get(
      `/api/dashboard/products/product-pricing-shipping?storeId=${s.storeId}&productIds=${product}`,
    );
    expect(pricing.statusCode).toBe(403);
    const own = await s.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?productIds=${product}`,
    );
    expectRefused(own, 403, ['storeId']);
  });

  it('opens again at once when a new period is approved', async () => {
    const now = new Date(start.getTime() + 10 * DAY + grace + 1000);
    await setSubscription(s.merchant.userId, new Date(now.getTime() + 30 * DAY));
    const home = await s.shopper.get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain(MESSAGE);
    await placeOrder(s, [{ productId: product, variationId: null, quantity: 1 }]);
  });

  it('closes an expired trial after its grace as well (dates decide, not the status)', async () => {
    const now = new Date(start.getTime() + 100 * DAY);
    t.setNow(now);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'TRIAL', trialEndsAt: new Date(now.getTime() - grace - 1000) })
      .where(eq(subscriptions.userId, other.merchant.userId));
    await subscriptionChanged(t.app, [other.merchant.userId]);
    const res = await other.shopper.get('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('Open Shop');
  });
});
