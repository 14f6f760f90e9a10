/**
 * Payment settings and checkout settings (issue 11): the merchant's routes and their rules,
 * and what the checkout does with them — a method turned off leaves the pricing answer and a
 * forged order for it is a 400; the cash-on-delivery fee is in the total; required, optional
 * and hidden fields are checked against the store's settings at order time.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, orders, products, shippingRates, stores } from '../../server/db/schema';
import type {
  CheckoutAnswer,
  CheckoutRequest,
  PaymentSettingsDto,
  ProductPricingShippingDto,
} from '../../shared';
import {
  TestClient,
  useTestApp,
  fieldsOf,
  expectRefused,
  describeOnDatabase,
} from './helpers/test-app';
import { useShop } from './helpers/shops';
import { checkoutRequest } from '../support/checkout-request';

const PAYMENT = '/api/dashboard/store/payment-settings';
const CHECKOUT_SETTINGS = '/api/dashboard/store/checkout-settings';
const CHECKOUT = '/api/storefront/checkout';

describeOnDatabase('payment and checkout settings', () => {
  let rateId: string;
  let productId: string;

  const t = useTestApp({ CHECKOUT_RATE_LIMIT: '10000' });
  const shop = useShop(t, 'settings-shop', 'Settings Shop');
  const rival = useShop(t, 'settings-rival', 'Rival');
  /** Changes the store's currency straight in the database. */
  const setCurrency = (currency: string) =>
    t.database.db.update(stores).set({ currency }).where(eq(stores.id, shop.storeId));
  beforeAll(async () => {
    rateId = (
      await t.database.db
        .select()
        .from(shippingRates)
        .where(eq(shippingRates.storeId, shop.storeId))
    ).find((r) => r.name === 'Standard delivery')!.id;
    const [row] = await t.database.db
      .insert(products)
      .values({ storeId: shop.storeId, name: 'Lamp', slug: 'lamp', priceMinor: 2000, stock: 100 })
      .returning({ id: products.id });
    productId = row!.id;
  });

  const paymentBody = (over: Record<string, unknown> = {}) => ({
    storeId: shop.storeId,
    codEnabled: true,
    codFee: 0,
    bankTransferEnabled: false,
    bankAccount: {},
    bankTransferInstructions: '',
    bankTransferExpiryDays: null,
    ...over,
  });

  async function savePayment(over: Record<string, unknown>) {
    const res = await shop.client.put(PAYMENT, paymentBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentSettingsDto>();
  }

  async function saveCheckout(settings: Record<string, unknown>) {
    const res = await shop.client.put(CHECKOUT_SETTINGS, { storeId: shop.storeId, ...settings });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  const pricing = async () => {
    const res = await shop.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?productIds=${productId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProductPricingShippingDto>();
  };

  function order(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
    return checkoutRequest(
      { storeId: shop.storeId, rateId },
      [{ productId, variationId: null, quantity: 1 }],
      { paymentMethod: 'cod', ...over },
    );
  }

  describe('payment settings', () => {
    it("reads the new store's defaults: cash on delivery only, no fee, never expires", async () => {
      const res = await shop.client.get(`${PAYMENT}?storeId=${shop.storeId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        storeId: shop.storeId,
        currency: 'USD',
        codEnabled: true,
        codFee: 0,
        bankTransferEnabled: false,
        bankTransferExpiryDays: null,
        offeredMethods: ['cod'],
      });
    });

    it('refuses turning every method off, naming codEnabled, and changes nothing', async () => {
      const res = await shop.client.put(
        PAYMENT,
        paymentBody({ codEnabled: false, bankTransferEnabled: false }),
      );
      expectRefused(res, 400, ['codEnabled']);
      expect((await pricing()).paymentMethods).toEqual(['cod']);
    });

    it('refuses bank transfer without account details or instructions', async () => {
      const res = await shop.client.put(
        PAYMENT,
        paymentBody({ bankTransferEnabled: true, bankAccount: { accountName: ' ' } }),
      );
      expectRefused(res, 400, ['bankTransferEnabled']);
    });

    it('refuses bad fees and expiries, naming them', async () => {
      for (const [over, field] of [
        [{ codFee: -1 }, 'codFee'],
        [{ codFee: 'free' }, 'codFee'],
        [{ codFee: 0.001 }, 'codFee'],
        [{ bankTransferExpiryDays: 0 }, 'bankTransferExpiryDays'],
        [{ bankTransferExpiryDays: 91 }, 'bankTransferExpiryDays'],
        [{ bankAccount: { iban: 'x' } }, 'bankAccount.iban'],
      ] as const) {
        const res = await shop.client.put(PAYMENT, paymentBody(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(fieldsOf(res)).toContain(field);
      }
    });

    it("keeps other merchants out of the store's settings", async () => {
      // Another merchant's store is no store of theirs: 403 or 404, never its settings.
      const outsider = [
        await rival.client.get(`${PAYMENT}?storeId=${shop.storeId}`),
        await rival.client.put(PAYMENT, paymentBody({ codFee: 99 })),
        await rival.client.get(`${CHECKOUT_SETTINGS}?storeId=${shop.storeId}`),
        await rival.client.put(CHECKOUT_SETTINGS, {
          storeId: shop.storeId,
          fields: { phone: 'hidden' },
        }),
      ];
      for (const res of outsider) {
        expect([403, 404]).toContain(res.statusCode);
        expect(res.body).not.toContain('Settings Shop');
      }
      expect(
        (await new TestClient(t.app).get(`${PAYMENT}?storeId=${shop.storeId}`)).statusCode,
      ).toBe(401);
      const mine = await shop.client.get(`${PAYMENT}?storeId=${shop.storeId}`);
      expect(mine.json().codFee).toBe(0);
    });

    it('turning cash on delivery off removes it from the pricing answer and a forged COD order gets 400', async () => {
      const saved = await savePayment({
        codEnabled: false,
        bankTransferEnabled: true,
        bankAccount: { accountName: 'Settings Shop Ltd', accountNumber: 'GB33 BUKB 2020 1555' },
        bankTransferInstructions: 'Transfers take a day.',
        bankTransferExpiryDays: 3,
      });
      expect(saved).toMatchObject({
        codEnabled: false,
        bankTransferEnabled: true,
        bankTransferExpiryDays: 3,
        offeredMethods: ['bank_transfer'],
      });
      expect((await pricing()).paymentMethods).toEqual(['bank_transfer']);

      const before = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.storeId, shop.storeId));
      const forged = await shop.shopper.post(CHECKOUT, order({ paymentMethod: 'cod' }));
      expectRefused(forged, 400, ['paymentMethod']);
      expect(forged.json().details[0].message).toMatch(/cash on delivery/);
      const after = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.storeId, shop.storeId));
      expect(after).toHaveLength(before.length);

      // A bank-transfer order goes through and its email names the account.
      const bank = await shop.shopper.post(CHECKOUT, order({ paymentMethod: 'bank_transfer' }));
      expect(bank.statusCode, bank.body).toBe(201);
      const answer = bank.json<CheckoutAnswer>();
      expect(answer.bankAccount).toMatchObject({ accountNumber: 'GB33 BUKB 2020 1555' });
      expect(answer.paymentFee).toBe(0);
      const [email] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, shop.storeId), eq(emailOutbox.kind, 'order-customer')));
      expect(email!.textBody).toContain('Account number / IBAN: GB33 BUKB 2020 1555');
      expect(email!.textBody).toContain(`Reference: #${answer.orderNumber}`);
    });

    it('adds the cash-on-delivery fee to a COD order, checks the total with it, and leaves bank transfer alone', async () => {
      await savePayment({
        codEnabled: true,
        codFee: 2.5,
        bankTransferEnabled: true,
        bankTransferInstructions: 'IBAN XX00 1234',
      });
      const priced = await pricing();
      expect(priced.codFee).toBe(2.5);
      expect(priced.paymentMethods).toEqual(['cod', 'bank_transfer']);

      // 20.00 + 5.00 shipping + 2.50 fee: the total shown without the fee is a 409.
      const stale = await shop.shopper.post(CHECKOUT, order({ expectedTotal: 25 }));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().total).toBe(27.5);

      const cod = await shop.shopper.post(CHECKOUT, order({ expectedTotal: 27.5 }));
      expect(cod.statusCode, cod.body).toBe(201);
      const answer = cod.json<CheckoutAnswer>();
      expect(answer).toMatchObject({ subtotal: 20, shipping: 5, paymentFee: 2.5, total: 27.5 });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, answer.orderId));
      expect(row).toMatchObject({ paymentFeeMinor: 250, totalMinor: 2750 });
      const emails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, shop.storeId), eq(emailOutbox.kind, 'order-customer')));
      const mine = emails.find((e) => e.subject.includes(`#${answer.orderNumber}`));
      expect(mine!.textBody).toContain('Cash on delivery fee: $2.50');
      expect(mine!.htmlBody).toContain('Cash on delivery fee');

      const bank = await shop.shopper.post(
        CHECKOUT,
        order({ paymentMethod: 'bank_transfer', expectedTotal: 25 }),
      );
      expect(bank.statusCode, bank.body).toBe(201);
      expect(bank.json()).toMatchObject({ paymentFee: 0, total: 25 });
    });

    it('refuses a fee finer than the currency', async () => {
      await setCurrency('JPY');
      const res = await shop.client.put(PAYMENT, paymentBody({ codFee: 1.5 }));
      expectRefused(res, 400, ['codFee']);
      await setCurrency('USD');
      const cents = await shop.client.put(PAYMENT, paymentBody({ codFee: 1.005 }));
      expectRefused(cents, 400, ['codFee']);
    });

    it("takes a fee to the currency's own exponent: three decimals in Kuwaiti dinars", async () => {
      await setCurrency('KWD');
      try {
        const res = await shop.client.put(PAYMENT, paymentBody({ codFee: 1.005 }));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ codFee: 1.005 });
        const read = await shop.client.get(`${PAYMENT}?storeId=${shop.storeId}`);
        expect(read.json()).toMatchObject({ codFee: 1.005, currency: 'KWD' });
      } finally {
        await shop.client.put(PAYMENT, paymentBody({ codFee: 0 }));
        await setCurrency('USD');
      }
    });
  });

  describe('checkout settings', () => {
    it("answers today's checkout for a new store and in the pricing read", async () => {
      const res = await shop.client.get(`${CHECKOUT_SETTINGS}?storeId=${shop.storeId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        storeId: shop.storeId,
        fields: { phone: 'required', company: 'hidden', postalCode: 'required' },
        texts: { heading: 'Checkout', placeOrderLabel: 'Place order' },
      });
      expect((await pricing()).checkout.fields.phone).toBe('required');
    });

    it('refuses bad settings naming the field', async () => {
      for (const [body, field] of [
        [{ fields: { phone: 'sometimes' } }, 'fields.phone'],
        [{ texts: { placeOrderLabel: '' } }, 'texts.placeOrderLabel'],
        [{ fields: { email: 'hidden' } }, 'fields.email'],
      ] as const) {
        const res = await shop.client.put(CHECKOUT_SETTINGS, { storeId: shop.storeId, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(res)).toContain(field);
      }
    });

    it('phone required: an order without phone is a 400 naming phone; optional: it goes through', async () => {
      await saveCheckout({ fields: { phone: 'required' } });
      const noPhone = order({
        customer: { name: 'Ada Lovelace', phone: '', email: 'ada@example.com' },
      });
      const refused = await shop.shopper.post(CHECKOUT, noPhone);
      expectRefused(refused, 400, ['customer.phone']);
      expect(refused.json().details[0].message).toBe('Phone is required');

      await saveCheckout({ fields: { phone: 'optional' } });
      const placed = await shop.shopper.post(CHECKOUT, {
        ...noPhone,
        idempotencyKey: randomUUID(),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().customer.phone).toBe('');
      // A phone that is given is still checked.
      const bad = await shop.shopper.post(
        CHECKOUT,
        order({ customer: { name: 'Ada', phone: 'call me', email: 'ada@example.com' } }),
      );
      expectRefused(bad, 400, ['customer.phone']);
    });

    it('a hidden field is never required and its value is dropped', async () => {
      await saveCheckout({
        fields: { phone: 'hidden', postalCode: 'hidden', note: 'hidden', company: 'hidden' },
      });
      const res = await shop.shopper.post(
        CHECKOUT,
        order({
          customer: { name: 'Ada Lovelace', phone: '+44 20 7946 0958', email: 'ada@example.com' },
          address: {
            company: 'Engines Ltd',
            line1: '12 Analytical Way',
            city: 'London',
            postalCode: '',
            country: 'GB',
          },
          note: 'a note nobody asked for',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<CheckoutAnswer>();
      expect(answer.customer.phone).toBe('');
      expect(answer.address).toMatchObject({ company: '', postalCode: '' });
      expect(answer.note).toBe('');
    });

    it('requires company, postal code and note when the store says so, naming each', async () => {
      await saveCheckout({
        fields: {
          phone: 'optional',
          company: 'required',
          postalCode: 'required',
          note: 'required',
        },
      });
      const res = await shop.shopper.post(
        CHECKOUT,
        order({
          address: { line1: '12 Analytical Way', city: 'London', postalCode: ' ', country: 'GB' },
        }),
      );
      expectRefused(res, 400, ['address.company', 'address.postalCode', 'note']);
      const ok = await shop.shopper.post(
        CHECKOUT,
        order({
          address: {
            company: 'Engines Ltd',
            line1: '12 Analytical Way',
            city: 'London',
            postalCode: 'N1 9GU',
            country: 'GB',
          },
          note: 'Ring twice',
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().address.company).toBe('Engines Ltd');
    });

    it('answers the thank-you texts with the order, and the pricing read the new texts', async () => {
      await saveCheckout({
        texts: {
          placeOrderLabel: 'Buy now',
          thankYouTitle: 'Merci!',
          thankYouMessage: 'We pack within a day.',
        },
      });
      const priced = await pricing();
      expect(priced.checkout.texts).toMatchObject({
        placeOrderLabel: 'Buy now',
        heading: 'Checkout',
      });
      // Settings not sent are back to their defaults (the editor sends everything).
      expect(priced.checkout.fields.note).toBe('optional');
      const res = await shop.shopper.post(CHECKOUT, order());
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<CheckoutAnswer>();
      expect(answer.thankYou).toEqual({ title: 'Merci!', message: 'We pack within a day.' });
      const read = await shop.shopper.get(
        `/api/storefront/order?storeId=${shop.storeId}&orderId=${answer.orderId}&token=${answer.token}`,
      );
      expect(read.json().thankYou.title).toBe('Merci!');
    });
  });

  it('lets the dashboard frame only the checkout preview and the pixel test of a store host', async () => {
    const preview = await shop.shopper.get('/checkout?preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' localhost:\* www\.localhost:\* 127\.0\.0\.1:\*/,
    );
    expect(preview.headers['x-frame-options']).toBeUndefined();
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    // The pixel test's home (both flags) too, for the Facebook ads screen's test.
    const pixelTest = await shop.shopper.get('/?pixel_test=1&pixel_report=http%3A%2F%2Flocalhost');
    expect(pixelTest.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' localhost/,
    );
    // The same page without the flag (now from the page cache) is framed by nobody else.
    for (const path of [
      '/checkout',
      '/checkout?preview=0',
      '/',
      '/?pixel_test=1',
      '/shop?pixel_test=1&pixel_report=x',
    ]) {
      const res = await shop.shopper.get(path);
      expect(res.headers['content-security-policy'], path).toMatch(/frame-ancestors 'self';/);
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    const again = await shop.shopper.get('/checkout?preview=1');
    expect(again.headers['content-security-policy']).toMatch(/frame-ancestors 'self' localhost/);
    // The dashboard may frame store subdomains.
    const dashboard = await new TestClient(t.app, 'localhost').get('/dashboard/checkout-editor');
    expect(dashboard.headers['content-security-policy']).toMatch(
      /frame-src 'self' \*\.localhost:\*/,
    );
    // The sandboxed preview (an opaque origin) can read the prices.
    const priced = await shop.shopper.get(
      `/api/dashboard/products/product-pricing-shipping?productIds=${productId}`,
      { origin: 'null' },
    );
    expect(priced.headers['access-control-allow-origin']).toBe('*');
  });
});
