/**
 * Helpers for the orders browser tests (orders.spec.ts) and the acceptance test: a
 * shopper's bank-transfer order placed through the store host's checkout, the proof of payment
 * sent from its confirmation page (a real PNG made with sharp), orders placed through the
 * checkout API for the merchant-side tests, and page objects for the orders index, one order
 * (actions, dialogs, proofs, timeline) and the print view. Customer names are unique per test,
 * so searching by them finds exactly that test's orders.
 */
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { demoStoreUrl, loginAsDemo, unique } from './catalog-helpers';
import { hydrated } from './storefront-helpers';

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A small real PNG (a receipt photo stand-in). */
export async function proofPng(colour = '#1d4ed8'): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Waits until the proof image `image` shows `proofPng`'s picture, loaded (24 px wide). */
export async function expectProofPngShown(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(24);
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  token: string;
  /** The confirmation page on the demo store's host. */
  confirmationUrl: string;
}

const confirmationUrl = (orderId: string, token: string) =>
  demoStoreUrl(`/checkout?${new URLSearchParams({ order: orderId, token })}`);

// ---- the shopper, in the browser on the store host ----

/** Buys one Ceramic Mug on the demo store's host, paying by `payment`; the placed order. */
export async function placeOrderInBrowser(
  page: Page,
  customer: { name: string; email?: string },
  payment: 'bank_transfer' | 'cod' = 'bank_transfer',
): Promise<PlacedOrder> {
  await page.goto(demoStoreUrl('/product/ceramic-mug'));
  await hydrated(page);
  await page.getByTestId('buy-now').click();
  await expect(page).toHaveURL(demoStoreUrl('/checkout'));
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  const field = (name: string) => page.getByTestId(`checkout-${name}`);
  await field('name').fill(customer.name);
  await field('phone').fill('+1 555 0100');
  await field('email').fill(customer.email ?? 'shopper@example.com');
  await field('line1').fill('1 Main Street');
  await field('city').fill('Springfield');
  await field('postalCode').fill('12345');
  const country = field('country');
  if ((await country.evaluate((el) => el.tagName)) === 'SELECT') {
    await country.selectOption('US');
  } else {
    await country.fill('United States');
  }
  await page.getByTestId(payment === 'cod' ? 'payment-cod' : 'payment-bank-transfer').check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?order=[0-9a-f-]{36}&token=[\w-]{20,}/);
  const url = new URL(page.url());
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  return {
    orderId: url.searchParams.get('order') ?? '',
    token: url.searchParams.get('token') ?? '',
    orderNumber: Number(number.replace('#', '')),
    confirmationUrl: page.url(),
  };
}

/** The confirmation page's payment part (bank transfer). */
export function shopperPayment(page: Page) {
  const section = page.getByTestId('bank-transfer-instructions');
  return {
    section,
    state: page.getByTestId('payment-state'),
    form: page.getByTestId('payment-proof-form'),
    file: page.getByLabel('Receipt of the transfer'),
    reference: page.getByLabel('Payer reference'),
    submit: page.getByRole('button', { name: 'Send proof of payment' }),
    rejected: page.getByTestId('proof-rejected'),
    /** Chooses `file` (a PNG by default), types the reference and sends. */
    async sendProof(
      reference: string,
      file?: { name: string; mimeType: string; buffer: Buffer },
    ): Promise<void> {
      await this.file.setInputFiles(
        file ?? { name: 'receipt.png', mimeType: 'image/png', buffer: await proofPng() },
      );
      await this.reference.fill(reference);
      await this.submit.click();
    },
  };
}

/** Opens the order's confirmation page on the store host. */
export async function openConfirmation(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(order.confirmationUrl);
  await hydrated(page);
  await expect(page.getByTestId('order-number')).toHaveText(`#${order.orderNumber}`);
}

// ---- through the API (a merchant-logged-in context's request, or any) ----

interface PricingAnswer {
  shippingZones?: {
    countries: string[];
    restOfWorld: boolean;
    rates: { id: string }[];
  }[];
  shippingRates?: { id: string }[];
}

/** The demo store's Ceramic Mug id (as the logged-in demo merchant). */
async function mugId(api: APIRequestContext, storeId: string): Promise<string> {
  const page = await ok<{ content: { id: string; name: string }[] }>(
    await api.get(
      `/api/dashboard/products/filtered-products?storeId=${storeId}&search=${encodeURIComponent('Ceramic Mug')}`,
    ),
    'filtered-products',
  );
  const mug = page.content.find((p) => p.name === 'Ceramic Mug');
  if (!mug) throw new Error('the demo store has no Ceramic Mug');
  return mug.id;
}

/**
 * An order of one Ceramic Mug placed through the checkout API (dashboard host, the store named
 * by id), shipped to the United States; `api` must be the demo merchant's (to find the mug).
 */
export async function placeOrderViaApi(
  api: APIRequestContext,
  storeId: string,
  customer: { name: string; email?: string },
  paymentMethod: 'bank_transfer' | 'cod' = 'bank_transfer',
): Promise<PlacedOrder> {
  const productId = await mugId(api, storeId);
  const pricing = await ok<PricingAnswer>(
    await api.get(
      `/api/dashboard/products/product-pricing-shipping?storeId=${storeId}&productIds=${productId}`,
    ),
    'product-pricing-shipping',
  );
  const zones = pricing.shippingZones ?? [];
  const zone = zones.find((z) => z.countries.includes('US')) ?? zones.find((z) => z.restOfWorld);
  const rateId = zone?.rates[0]?.id ?? pricing.shippingRates?.[0]?.id;
  if (!rateId) throw new Error('the demo store ships nowhere in the United States');
  const answer = await ok<{ orderId: string; orderNumber: number; token: string }>(
    await api.post('/api/storefront/checkout', {
      data: {
        storeId,
        idempotencyKey: crypto.randomUUID(),
        customer: {
          name: customer.name,
          phone: '+1 555 0100',
          email: customer.email ?? 'shopper@example.com',
        },
        address: {
          line1: '1 Main Street',
          city: 'Springfield',
          postalCode: '12345',
          country: 'US',
        },
        shippingRateId: rateId,
        paymentMethod,
        lines: [{ productId, variationId: null, quantity: 1 }],
      },
    }),
    'checkout',
  );
  return { ...answer, confirmationUrl: confirmationUrl(answer.orderId, answer.token) };
}

/**
 * Logs the demo merchant in on `context` and places a cash-on-delivery order through the API
 * for a buyer named `buyer` plus a unique tail.
 */
export async function demoCashOrder(context: BrowserContext, buyer: string): Promise<PlacedOrder> {
  const storeId = await loginAsDemo(context);
  return placeOrderViaApi(context.request, storeId, { name: `${buyer} ${unique()}` }, 'cod');
}

/** One lifecycle action through the API (as the merchant); the HTTP status. */
export async function transitionViaApi(
  api: APIRequestContext,
  body: Record<string, unknown> & { orderId: string; action: string },
): Promise<number> {
  const res = await api.post('/api/dashboard/orders/transition', { data: body });
  return res.status();
}

// ---- the merchant, in the dashboard ----

/** The orders index. */
export function ordersIndex(page: Page) {
  return {
    rows: page.getByTestId('order-row'),
    row: (orderNumber: number) =>
      page.getByTestId('order-row').filter({ hasText: `#${orderNumber}` }),
    search: page.getByRole('searchbox', { name: 'Search orders' }),
    tabs: page.getByRole('navigation', { name: 'Order status' }),
    tab: (label: string) =>
      page
        .getByRole('navigation', { name: 'Order status' })
        .getByRole('link', { name: new RegExp(`^${label}( \\d+)?$`) }),
    async open(query = '') {
      await page.goto(`/dashboard/orders${query}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    },
  };
}

/** One order's screen. */
export function orderScreen(page: Page) {
  const timeline = page.getByTestId('order-timeline');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    status: page.getByTestId('order-screen').locator('.kit-title-row [data-testid="order-status"]'),
    payment: page
      .getByTestId('order-screen')
      .locator('.kit-title-row [data-testid="payment-status"]'),
    proofs: page.getByTestId('payment-proof'),
    timeline,
    events: timeline.getByTestId('timeline-event'),
    event: (kind: string) =>
      timeline.locator(`[data-testid="timeline-event"][data-kind="${kind}"]`),
    conflict: page.getByTestId('order-conflict'),
    async open(orderId: string, orderNumber: number) {
      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }),
      ).toBeVisible();
    },
    /** Opens the order from the index, found by its number. */
    async openFromIndex(orderNumber: number) {
      const index = ordersIndex(page);
      await index.open(`?q=${orderNumber}`);
      await index
        .row(orderNumber)
        .getByRole('link', { name: `#${orderNumber}` })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }),
      ).toBeVisible();
    },
    /** Runs a menu action ("Cancel order", "Print invoice", …). */
    async menu(label: string) {
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('button', { name: label, exact: true }).click();
    },
    async ship(carrier: string, trackingNumber: string, trackingUrl = '') {
      await page.getByRole('button', { name: 'Mark as shipped' }).click();
      const dialog = page.getByRole('dialog', { name: /^Ship order #\d+$/ });
      await dialog.getByLabel('Carrier').fill(carrier);
      await dialog.getByLabel('Tracking number').fill(trackingNumber);
      if (trackingUrl) await dialog.getByLabel('Tracking URL').fill(trackingUrl);
      await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(dialog).toHaveCount(0);
    },
    async rejectProof(reason: string) {
      await page
        .getByTestId('payment-proof')
        .first()
        .getByRole('button', { name: 'Reject' })
        .click();
      const dialog = page.getByRole('dialog', { name: /^Reject the proof of order #\d+\?$/ });
      await dialog.getByLabel('Reason').fill(reason);
      await dialog.getByRole('button', { name: 'Reject proof' }).click();
      await expect(dialog).toHaveCount(0);
    },
  };
}

/** Counts window.print() calls instead of opening the print dialog (call before navigating). */
export async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __printed: number };
    w.__printed = 0;
    window.print = () => {
      w.__printed += 1;
    };
  });
}

/** How often the page called window.print(). */
export const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: number }).__printed);
