/**
 * Acceptance (issue 9, XSS corpus): the payloads of `xss-payloads.ts` written into every
 * merchant text field the API takes — found from the app's route table (each session/store
 * route with a JSON body) and the section registry's schemas (one section of every type, every
 * string prop), never from a list of names — then published, and every storefront route, the
 * merchant's dashboard screens and the builder (its canvas iframe included) opened in Chromium:
 * no `__xss()` call, no dialog, no CSP-blocked script or object, no handler attribute or script
 * URL in any DOM, no payload text inside a style. A fresh merchant and store made through the
 * API take the writes (a write route that answers 404 for want of an entity, say a product to
 * update, is sent again with the ids earlier writes created); the seeded `XSS_SHOP` (products,
 * a category and shipping rates with payloads, inserted raw) is poisoned the same way and adds
 * real product, collection, cart, checkout and order pages. The run prints each write, each
 * page visited and a one-line summary.
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import type { RouteEntry } from '../../server/http/route';
import { checkoutAddressSchema, checkoutCustomerSchema } from '../../shared';
import type { StoreRoute } from '../../storefront';
import { dashboardScreens } from './a11y-screens';
import { XSS_SHOP } from './fixtures';
import {
  bodyKeys,
  loadApiRoutes,
  merchantWriteRoutes,
  PayloadCursor,
  poisonedContent,
  scanFrame,
  watchForXss,
  writeRoute,
  createdIds,
  type Created,
  type FixedProps,
  type RouteWrite,
  type XssWatch,
} from './xss-corpus';
import { networkQuiet, trackRequests } from './network-quiet';
import { xssPayloads } from './xss-payloads';
import type { Json } from '../generated/route-requests';

/**
 * `E2E_XSS_SCOPE=storefront`: a shorter pass to try a change with, every write (every payload
 * stored) and every storefront page (the fresh store's route kinds, search, contact, the
 * seeded shop's products, cart drawer, checkout and order confirmation), not the dashboard
 * screens and the builder. npm test runs the full pass.
 */
let storefrontOnly = false;
/** The origin of the server this project's tests run against (its `baseURL`). */
let dashboard = '';
let port = '';
const storeUrl = (subdomain: string, path: string) =>
  `http://${subdomain}.localhost:${port}${path}`;

/** Reads the project's server and scope; the test calls it first. */
function useProject(testInfo: TestInfo) {
  const base = new URL(testInfo.project.use.baseURL ?? `http://localhost:${E2E_PORT}`);
  dashboard = base.origin;
  port = base.port;
  storefrontOnly = process.env.E2E_XSS_SCOPE === 'storefront';
}
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Payloads for the shop search box and `?q=` (JSON state, title, results heading). */
const searchPayloads = xssPayloads.filter((p) => /^("|<\/script>|<\/title>)/.test(p)).slice(0, 3);

interface Visit {
  url: string;
  ms: number;
  findings: string[];
  markers: number;
}

const watch: XssWatch = { executions: [], dialogs: [], blocked: [], otherViolations: [] };
const visits: Visit[] = [];
let lastScanAt = Date.now();
const writes: RouteWrite[] = [];
const cursor = new PayloadCursor();
let contentFields = 0;
let contentRefused: string[] = [];

async function newWatchedContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: dashboard });
  context.on('page', trackRequests);
  await watchForXss(context, watch);
  return context;
}

/** Scans every frame of `page` (the builder's canvas too) and records the visit. */
async function scan(page: Page, label = page.url()): Promise<Visit> {
  const visit: Visit = { url: label, ms: Date.now() - lastScanAt, findings: [], markers: 0 };
  const markers = new Set<number>();
  for (const frame of page.frames()) {
    if (frame.isDetached() || frame.url() === 'about:blank') continue;
    const result = await frame
      .evaluate(() => document.readyState)
      .then(
        () => scanFrame(frame),
        () => null,
      );
    if (!result) continue;
    visit.findings.push(...result.findings.map((f) => `${f} (frame ${frame.url()})`));
    for (const m of result.markers) markers.add(m);
  }
  visit.markers = markers.size;
  visits.push(visit);
  console.log(
    `${visit.ms} ms ${label}: ${visit.markers} payloads, ${visit.findings.length} findings`,
  );
  lastScanAt = Date.now();
  return visit;
}

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  await networkQuiet(page);
}

async function visitStore(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  return scan(page);
}

// ---------------------------------------------------------------------------------------------
// Writing the corpus through the API.

interface StorePage {
  pageId: string;
  slug: string;
}

const routeAt = (routes: RouteEntry[], method: string, suffix: string) => {
  const route = routes.find((r) => r.method === method && r.url.endsWith(suffix));
  if (!route) throw new Error(`the route table has no ${method} …${suffix}`);
  return route;
};

async function send(
  context: BrowserContext,
  route: RouteEntry,
  ids: Record<string, Json>,
): Promise<RouteWrite> {
  const write = await writeRoute(context.request, route, ids, cursor, dashboard, {
    publish: true,
    status: 'active',
  });
  writes.push(write);
  return write;
}

/**
 * Every merchant write route (but the ones that make users, stores and pages) sent once, or
 * once per page for routes addressed by a page; the page content and the global content are
 * the corpus's sections, published. A route that answered 404 for want of an entity (a product
 * to update) is sent again once the others have created some.
 */
async function poisonStore(
  context: BrowserContext,
  routes: RouteEntry[],
  skip: RouteEntry[],
  storeId: string,
  pages: StorePage[],
  fixedProps: FixedProps,
  ids: Record<string, Json> = {},
) {
  const content = poisonedContent(cursor, fixedProps);
  contentFields += content.written;
  contentRefused = [...new Set([...contentRefused, ...content.refused])];
  const created: Created[] = [];
  let todo = merchantWriteRoutes(routes).filter((r) => !skip.includes(r));
  for (let pass = 0; pass < 2 && todo.length; pass++) {
    const missing: RouteEntry[] = [];
    for (const route of todo) {
      const targets = bodyKeys(route).includes('pageId') ? pages : [undefined];
      for (const target of targets) {
        const write = await send(context, route, {
          ...createdIds(route, created),
          ...ids,
          storeId,
          ...(target ? { pageId: target.pageId, slug: target.slug } : {}),
          content: content.page as unknown as Json,
          globalContent: content.global as unknown as Json,
        });
        const id = (write.reply as { id?: unknown } | null)?.id;
        if (write.status < 300 && typeof id === 'string') created.push({ url: route.url, id });
        if (write.status === 404 && !missing.includes(route)) missing.push(route);
      }
    }
    // Sent again only when something was created that they may be waiting for.
    todo = created.length ? missing : [];
  }
}

// ---------------------------------------------------------------------------------------------

test('XSS corpus: every merchant text field holds payloads; no page runs one', async ({
  browser,
}, testInfo) => {
  useProject(testInfo);
  // A ceiling: the storefront-only pass on PostgreSQL took 8 min at a load average of 30 on the
  // 2-core machine (its writes alone 231 s), the full pass 2.3 min in CI.
  test.setTimeout(600_000);
  const routes = await loadApiRoutes();
  const signup = routeAt(routes, 'POST', '/auth/signup');
  const createStore = routeAt(routes, 'POST', '/store/create-store');
  const addPage = routeAt(routes, 'POST', '/page/add-page');
  // No text field: it only moves the order the lifecycle actions move (and may find it moved).
  const updateStatus = routeAt(routes, 'PUT', '/orders/update-status');
  // No text field either: it takes pages off the store, whose pages the scan then visits.
  const unpublish = routeAt(routes, 'POST', '/page/unpublish');
  // No text field: it re-checks a connected domain's DNS (409 until update-domain made one).
  const checkDomain = routeAt(routes, 'POST', '/domain/check-status');
  // No text field: it deletes one of two customers (the seeded shop has one).
  const mergeCustomers = routeAt(routes, 'POST', '/customers/merge');

  // ---- A fresh merchant and store, made and filled through the API.
  const fresh = await newWatchedContext(browser);
  const id = unique();
  const subdomain = `xss-${id}`;
  const made = await send(fresh, signup, {
    email: `xss-${id}@example.com`,
    password: 'xss-corpus-pass-123',
  });
  expect(made.status, JSON.stringify(made.reply)).toBe(201);
  const created = await send(fresh, createStore, { subdomain, currency: 'USD' });
  expect(created.status, JSON.stringify(created.reply)).toBe(201);
  const storeId = (created.reply as { storeId: string }).storeId;
  const corpus = poisonedContent(cursor);
  contentFields += corpus.written;
  const listPages = async (context: BrowserContext, id: string) =>
    (
      (await (
        await context.request.get(`/api/dashboard/page/get-pages-by-store-id?storeId=${id}`)
      ).json()) as StorePage[]
    ).map(({ pageId, slug }) => ({ pageId, slug }));
  // The starter pages, plus the about, shop and a custom page when the starter lacks them.
  const starter = await listPages(fresh, storeId);
  for (const [slug, pageType] of [
    ['about', 'about'],
    ['shop', 'shop'],
    ['xss-corpus', 'custom'],
  ] as const) {
    if (starter.some((p) => p.slug === slug)) continue;
    const added = await send(fresh, addPage, {
      storeId,
      slug,
      pageType,
      content: corpus.page as unknown as Json,
    });
    expect(added.status, JSON.stringify(added.reply)).toBe(201);
  }
  const pages = await listPages(fresh, storeId);
  await poisonStore(
    fresh,
    routes,
    [signup, createStore, addPage, updateStatus, unpublish, checkDomain, mergeCustomers],
    storeId,
    pages,
    {},
    // update-subdomain keeps the store where the page scan opens it.
    { subdomain },
  );

  // ---- The seeded store with products: the same writes, its product section on a real one.
  const seeded = await newWatchedContext(browser);
  const login = await seeded.request.post('/api/auth/login', {
    data: { email: XSS_SHOP.email, password: XSS_SHOP.password },
    headers: { origin: dashboard },
  });
  expect(login.status()).toBe(200);
  const { userId } = (await login.json()) as { userId: string };
  const stores = (await (
    await seeded.request.get(`/api/dashboard/store/find-stores?userId=${userId}`)
  ).json()) as { storeId: string; subdomain: string }[];
  const shop = stores.find((s) => s.subdomain === XSS_SHOP.subdomain);
  if (!shop) throw new Error('the seeded XSS shop is missing (see e2e-server.ts)');
  // Its seeded order (payloads in every shopper-typed text): notes and actions write to it.
  const orderList = (await (
    await seeded.request.get(`/api/dashboard/orders/list?storeId=${shop.storeId}`)
  ).json()) as { orders: { orderId: string }[] };
  const shopOrderId = orderList.orders[0]?.orderId;
  if (!shopOrderId) throw new Error('the seeded XSS shop has no order (see e2e-server.ts)');
  // Its shopper, a customer of the shop: the note and tags writes go to them.
  const customerList = (await (
    await seeded.request.get(`/api/dashboard/customers/list?storeId=${shop.storeId}`)
  ).json()) as { customers: { id: string }[] };
  const shopCustomerId = customerList.customers[0]?.id;
  if (!shopCustomerId) throw new Error('the seeded XSS shop has no customer (see e2e-server.ts)');
  await poisonStore(
    seeded,
    routes,
    [signup, createStore, addPage, updateStatus, unpublish, checkDomain, mergeCustomers],
    shop.storeId,
    await listPages(seeded, shop.storeId),
    {
      product: { slug: XSS_SHOP.plainProductSlug },
      productGrid: { collection: '' },
      simpleProductGrid: { collection: XSS_SHOP.categorySlug },
    },
    { orderId: shopOrderId, customerId: shopCustomerId, subdomain: XSS_SHOP.subdomain },
  );

  // Every write succeeded, or was refused only for generated values (an order id no order has,
  // text that is no CSV), never for the ids, content or preferences the spec chose.
  for (const w of writes) {
    console.log(
      `${w.route}: ${w.status}, ${w.written} fields with payloads` +
        (w.refused.length ? `, refused by format: ${w.refused.join(', ')}` : '') +
        (w.serverRefused.length ? `, refused by the server: ${w.serverRefused.join(', ')}` : '') +
        (w.dropped.length ? `, dropped after a 4xx: ${w.dropped.join(', ')}` : ''),
    );
  }
  const failed = writes.filter(
    (w) => !(w.status >= 200 && w.status < 300) && !w.onlyGeneratedRefused,
  );
  expect(failed.map((w) => `${w.route} ${w.status} ${JSON.stringify(w.reply)}`)).toEqual([]);
  console.log(
    `section props: ${contentFields} fields with payloads (component ids included), ` +
      `${contentRefused.length} refused every payload (formats: ` +
      `${[...new Set(contentRefused.map((f) => f.split('.').pop()))].join(', ')})`,
  );

  // ---- The fresh store's storefront: one example of every route kind, search, contact, cart.
  const page = await fresh.newPage();
  // A product and a category when the API made some (a catalogue write route), else the
  // routes' not-found pages (still drawn with the poisoned header and footer).
  const [product] = (await (
    await fresh.request.get(`/api/storefront/products-by-collection?storeId=${storeId}&count=1`)
  ).json()) as { slug: string }[];
  const [category] = (await (
    await fresh.request.get(`/api/storefront/categories?storeId=${storeId}`)
  ).json()) as { slug: string }[];
  if (!product || !category)
    console.log(
      `no ${product ? '' : 'product '}${category ? '' : 'category '}in the new store (no API ` +
        `wrote one): its product/collection routes show their not-found pages; the seeded ` +
        `shop's real ones are checked below`,
    );
  const examples = {
    home: '/',
    shop: '/shop',
    collection: `/collection/${category?.slug ?? 'no-such-collection'}`,
    about: '/about',
    product: `/product/${product?.slug ?? 'no-such-product'}`,
    page: '/page/xss-corpus',
    checkout: '/checkout',
    account: '/account',
    emailLink: `/newsletter/unsubscribe?c=00000000-0000-4000-8000-000000000001&t=${encodeURIComponent(xssPayloads[0]!)}`,
    review: `/review?o=00000000-0000-4000-8000-000000000001&t=${encodeURIComponent(xssPayloads[0]!)}`,
    notFound: '/no-such/page',
  } satisfies Record<StoreRoute['kind'], string>;
  for (const [kind, path] of Object.entries(examples)) {
    if (kind === 'checkout') {
      // A cart line as the product page would store it, its text from the corpus.
      await page.evaluate(
        ({ storeId, payloads }) =>
          localStorage.setItem(
            'cart',
            JSON.stringify([
              {
                productId: '00000000-0000-4000-8000-000000000001',
                variationId: null,
                storeId,
                name: payloads[0],
                price: 10,
                discountPrice: 0,
                quantity: 1,
                selectedAttributes: { [payloads[1]!]: payloads[2] },
                productImage: payloads.find((p) => p.startsWith('data:image/')),
                shipping: 0,
              },
            ]),
          ),
        { storeId, payloads: [...xssPayloads] },
      );
    }
    await visitStore(page, storeUrl(subdomain, path));
  }
  for (const q of searchPayloads) {
    await visitStore(page, storeUrl(subdomain, `/shop?q=${encodeURIComponent(q)}`));
  }
  // The contact form (on the poisoned pages) and the navbar's search with a payload typed in.
  await page.goto(storeUrl(subdomain, '/about'));
  await hydrated(page);
  await page.locator('[data-section-type="contactForm"]').first().scrollIntoViewIfNeeded();
  const search = page.getByTestId('navbar').getByRole('searchbox').first();
  await search.fill(searchPayloads[0] ?? xssPayloads[0]!);
  await search.press('Enter');
  await networkQuiet(page);
  await scan(page, `${page.url()} (contact form, search modal)`);

  // ---- The merchant's dashboard: every screen its login guard opens, then the builder.
  // Not in the storefront-only pass (see `storefrontOnly`).
  if (!storefrontOnly) {
    for (const screen of dashboardScreens.filter(
      (s) => s.visitor === 'merchant' && !s.url.endsWith('/builder'),
    )) {
      await page.goto(screen.url);
      await screen.ready(page);
      await scan(page);
    }
    // The seeded shop's order: the list, the order screen (timeline, proof, tracking link) and
    // both print views.
    const shopPage = await seeded.newPage();
    const selected = await seeded.request.post('/api/dashboard/store/select-store', {
      data: { storeId: shop.storeId },
      headers: { origin: dashboard },
    });
    expect(selected.status()).toBe(200);
    for (const path of [
      '/dashboard/orders',
      `/dashboard/orders/${shopOrderId}`,
      `/dashboard/orders/${shopOrderId}/print?doc=invoice`,
      `/dashboard/orders/${shopOrderId}/print?doc=packing-slip`,
    ]) {
      await shopPage.goto(path);
      await expect(shopPage.getByText('#1001').first()).toBeVisible({ timeout: 15_000 });
      await networkQuiet(shopPage);
      const visit = await scan(shopPage);
      expect(visit.markers, `${path} shows the order's payloads`).toBeGreaterThan(0);
    }
    // Its customer: the list and their page (name, phone, note and tags with payloads).
    for (const path of ['/dashboard/customers', `/dashboard/customers/${shopCustomerId}`]) {
      await shopPage.goto(path);
      await expect(
        shopPage.getByTestId('customer-link').or(shopPage.getByTestId('customer-screen')).first(),
      ).toBeVisible({ timeout: 15_000 });
      await networkQuiet(shopPage);
      const visit = await scan(shopPage);
      expect(visit.markers, `${path} shows the customer's payloads`).toBeGreaterThan(0);
    }
    await shopPage.close();
    const corpusPage = pages.find((p) => p.slug === 'xss-corpus')!;
    await page.goto(`/builder?pageId=${corpusPage.pageId}`);
    await expect(page.getByTestId('builder')).toBeVisible({ timeout: 20_000 });
    await expect(
      page
        .frameLocator('iframe[data-testid="canvas-frame"]')
        .locator('html[data-canvas-ready="true"]'),
    ).toHaveCount(1, { timeout: 20_000 });
    // Not networkidle: Playwright keeps the canvas's 404 for a product section's unknown slug
    // pending. The sections are drawn once the layer list and the canvas's sections are.
    await expect(page.getByTestId('layer-item').first()).toBeVisible();
    await expect(
      page.frameLocator('iframe[data-testid="canvas-frame"]').locator('[data-section-id]').first(),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await scan(page, `${page.url()} (builder and canvas)`);
    // Each section's and block's settings panel shows its props (the payloads) in the editor's
    // controls. The layer list draws only the rows in view, so walk it with the keyboard (Enter
    // selects and opens a section's blocks, the down arrow moves on and scrolls the next row
    // in) until focus stays on the last row.
    const focusedRow = () =>
      page.evaluate(() => {
        const row = document.activeElement as HTMLElement | null;
        return row?.dataset.rowKey ?? row?.dataset.componentId;
      });
    await page.getByTestId('layer-item').first().focus();
    await page.keyboard.press('Home');
    let layerCount = 0;
    for (let id = await focusedRow(); id;) {
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('settings-panel')).toBeVisible();
      layerCount += 1;
      await page.keyboard.press('ArrowDown');
      let next = await focusedRow();
      for (let i = 0; i < 20 && next === id; i++) {
        await page.waitForTimeout(50);
        next = await focusedRow();
      }
      id = next === id ? undefined : next;
    }
    expect(layerCount).toBeGreaterThan(3);
    await scan(page, `${page.url()} (builder, ${layerCount} settings panels opened)`);
  }
  await page.close();

  // ---- The seeded store: products, a collection, the cart, checkout and an order.
  const shopper = await seeded.newPage();
  const at = (path: string) => storeUrl(XSS_SHOP.subdomain, path);
  for (const path of [
    '/',
    `/product/${XSS_SHOP.variantProductSlug}`,
    `/collection/${XSS_SHOP.categorySlug}`,
    '/shop?q=corpus',
    `/product/${XSS_SHOP.plainProductSlug}`,
  ]) {
    await visitStore(shopper, at(path));
  }
  await shopper.getByTestId('add-to-cart').first().click();
  await shopper.getByTestId('navbar').getByTestId('cart-button').first().click();
  await expect(shopper.getByRole('dialog')).toBeVisible();
  await scan(shopper, `${shopper.url()} (cart drawer)`);
  await visitStore(shopper, at('/checkout'));
  // The shopper's own text (name, address, note) holds payloads too; the order is placed.
  const pick = (schema: { safeParse(v: unknown): { success: boolean } }) =>
    cursor.next((p) => !/[\n\t\u2028\u2029]/.test(p) && schema.safeParse(p).success) ?? 'x';
  const field = (name: string) => shopper.getByTestId(`checkout-${name}`);
  // The corpus wrote the store's checkout and payment settings too: fill what is shown.
  const fillIfShown = async (name: string, value: string) => {
    if (await field(name).count()) await field(name).fill(value);
  };
  await field('name').fill(pick(checkoutCustomerSchema.shape.name));
  await fillIfShown('phone', '+1 555 0100');
  await field('email').fill('shopper@example.com');
  await field('line1').fill(pick(checkoutAddressSchema.shape.line1));
  await fillIfShown('line2', pick(checkoutAddressSchema.shape.line1));
  await fillIfShown('company', pick(checkoutAddressSchema.shape.line1));
  await fillIfShown('region', pick(checkoutAddressSchema.shape.city));
  await field('city').fill(pick(checkoutAddressSchema.shape.city));
  await fillIfShown('postalCode', '12345');
  // The country is a select of codes (shipping zones): no text of the shopper's reaches it.
  // The corpus's zones took example countries (US, FR…) with rates of its own: a country only
  // the store's rest-of-world zone (and its seeded flat rates) covers.
  await field('country').selectOption('NZ');
  const note = shopper.locator('[name="note"]');
  if (await note.count()) await note.fill(xssPayloads.join(' '));
  const cod = shopper.getByTestId('payment-cod');
  await ((await cod.count()) ? cod : shopper.getByTestId('payment-bank-transfer')).check();
  await shopper.getByTestId('place-order').click();
  await expect(shopper.getByTestId('order-confirmation')).toBeVisible({ timeout: 15_000 });
  await networkQuiet(shopper);
  await scan(shopper, `${shopper.url()} (order confirmation)`);
  await shopper.close();

  // Late handlers (a slow image's onerror) have had their chance by now.
  await fresh.close();
  await seeded.close();

  // ---- Verdict.
  const other = new Map<string, number>();
  for (const v of watch.otherViolations) {
    const what = v.replace(/ in \S+$/, '');
    other.set(what, (other.get(what) ?? 0) + 1);
  }
  for (const [what, n] of other)
    console.log(`CSP violation, not a payload's script (${n}x): ${what}`);
  const findings = visits.flatMap((v) => v.findings.map((f) => `${v.url}: ${f}`));
  const stored = writes.filter((w) => w.status >= 200 && w.status < 300);
  const fields = stored.reduce((n, w) => n + w.written, 0);
  const writeRoutes = new Set(writes.map((w) => w.route)).size;
  console.log(
    `XSS corpus: ${writeRoutes} write routes, ${writes.length} writes, ${fields} API fields + ` +
      `${contentFields} section fields with payloads, ${xssPayloads.length} payloads ` +
      `(${cursor.distinct} landed), ${visits.length} pages visited, ` +
      `executions ${watch.executions.length}, dialogs ${watch.dialogs.length}, ` +
      `CSP-blocked ${watch.blocked.length}, DOM findings ${findings.length}`,
  );
  expect(cursor.distinct).toBe(xssPayloads.length);
  // The payloads did reach the pages (as text): the check looked at poisoned pages.
  expect(Math.max(...visits.map((v) => v.markers))).toBeGreaterThan(20);
  expect(watch.executions).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(watch.blocked).toEqual([]);
  expect(findings).toEqual([]);
});
