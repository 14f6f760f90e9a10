/**
 * Money in one home (issue 25): a JPY, a KWD and a EUR store show one price as the same text
 * everywhere the server writes it — the product page's HTML (and its schema.org offer), the
 * shopper's order email, the merchant's notice — and as the same amount in the orders CSV.
 * Before, the storefront printed `¥1999.00`, `KWD12.50` and `€1999.99` while the dashboard
 * printed `¥1,999`, and the CSV read KWD 1.250 as `12.50`. The browser's views (cart,
 * checkout, dashboard list, invoice) render the same texts in their unit tests.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, shippingRates, stores } from '../../server/db/schema';
import { checkoutRequest } from '../support/checkout-request';
import { makeProduct, orderStore, placeOrder, type OrderStore } from './helpers/orders';
import { useTestApp, describeOnDatabase } from './helpers/test-app';

/** One price per currency: minor units, the text people read, the plain decimal. */
const cases = [
  { currency: 'JPY', minor: 1999, text: '¥1,999', decimal: '1999', zero: '0' },
  { currency: 'KWD', minor: 1250, text: 'KWD\u00a01.250', decimal: '1.250', zero: '0.000' },
  { currency: 'EUR', minor: 199999, text: '€1,999.99', decimal: '1999.99', zero: '0.00' },
  // A whole-unit currency whose ordinary prices run to millions (issue 27).
  { currency: 'VND', minor: 14_000_000, text: '₫14,000,000', decimal: '14000000', zero: '0' },
] as const;

describeOnDatabase('money in every currency', () => {
  const shops = new Map<string, { s: OrderStore; slug: string; productId: string }>();

  const t = useTestApp();
  beforeAll(async () => {
    for (const c of cases) {
      const s = await orderStore(t, `money-${c.currency.toLowerCase()}`, `${c.currency} Shop`);
      await t.database.db
        .update(stores)
        .set({ currency: c.currency })
        .where(eq(stores.id, s.storeId));
      // Free shipping: the order's total is the product's price.
      await t.database.db
        .update(shippingRates)
        .set({ priceMinor: 0 })
        .where(eq(shippingRates.storeId, s.storeId));
      const slug = `lamp-${c.currency.toLowerCase()}`;
      const productId = await makeProduct(t, s.storeId, {
        name: `Brass Lamp ${c.currency}`,
        slug,
        priceMinor: c.minor,
      });
      shops.set(c.currency, { s, slug, productId });
    }
  }, 180_000);

  it.each(cases)('shows $currency prices as $text on the product page', async (c) => {
    const { s, slug } = shops.get(c.currency)!;
    const page = await s.shopper.get(`/product/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(c.text);
    // schema.org keeps its plain decimal, with the currency's digits.
    expect(page.body).toContain(`"price":"${c.decimal}","priceCurrency":"${c.currency}"`);
  });

  it.each(cases)('writes $currency prices as $text in the order emails', async (c) => {
    const { s, productId } = shops.get(c.currency)!;
    const placed = await placeOrder(s, [{ productId, variationId: null, quantity: 1 }]);
    expect(placed.total).toBe(Number(c.decimal));
    const mails = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.storeId, s.storeId))
    ).filter((m) => m.subject.includes(`#${placed.orderNumber}`));
    const customer = mails.find((m) => m.kind === 'order-customer');
    const notice = mails.find((m) => m.kind === 'order-merchant');
    expect(customer?.textBody).toContain(`Total: ${c.text}`);
    expect(customer?.htmlBody).toContain(c.text);
    expect(notice?.subject).toContain(c.text);

    const csv = await s.merchant.client.get(
      `/api/dashboard/orders/export?storeId=${s.storeId}&tz=UTC`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // Currency, Subtotal, Discount, Discount codes, Shipping, Shipping discount, Tax, Tax
    // included, Payment fee, Total, Refunded.
    expect(row).toContain(
      `,${c.currency},${c.decimal},${c.zero},,${c.zero},${c.zero},${c.zero},no,${c.zero},${c.decimal},${c.zero},`,
    );
  });

  it('caps a price by minor units, so each currency has its own highest price', async () => {
    const add = (currency: string, price: number) => {
      const { s } = shops.get(currency)!;
      return s.merchant.client.post('/api/dashboard/products/add-product', {
        storeId: s.storeId,
        name: `Capped ${currency} ${price}`,
        price,
      });
    };
    expect((await add('VND', 999_000_000)).statusCode).toBe(201);
    const vnd = await add('VND', 1_000_000_001);
    expect(vnd.statusCode).toBe(400);
    expect(vnd.json<{ details: { field: string; message: string }[] }>().details).toEqual([
      { field: 'price', message: 'Must be at most ₫1,000,000,000' },
    ]);
    const eur = await add('EUR', 10_000_000.01);
    expect(eur.json<{ details: { message: string }[] }>().details[0]!.message).toBe(
      'Must be at most €10,000,000.00',
    );
    const kwd = await add('KWD', 1_000_000.001);
    expect(kwd.statusCode).toBe(400);
  });

  it('refuses an order whose total would pass the highest total, naming the lines', async () => {
    const { s } = shops.get('VND')!;
    const productId = await makeProduct(t, s.storeId, {
      name: 'Gold Bar',
      slug: 'gold-bar-vnd',
      priceMinor: 900_000_000,
      stock: 10,
    });
    const res = await s.shopper.post(
      '/api/storefront/checkout',
      checkoutRequest(s, [{ productId, variationId: null, quantity: 3 }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe('lines');
    expect(res.json<{ error: string }>().error).toContain('too large to place online');
  });
});
