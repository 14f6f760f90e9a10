/**
 * Store details (issue 12): update-store-general-details takes the logo, favicon, address, time zone and
 * social links (each bad field a 400 naming it, nothing stored) and the store summary answers
 * them; the storefront's header falls back on the logo, its tab icon is the favicon, and the
 * order confirmation email starts with the logo. delete-store: owners only, the name typed in
 * full (400 naming confirmName otherwise); afterwards no row referencing the store remains in
 * any table with a store_id column (read from information_schema), nor the store itself, its
 * files are gone, sessions select nothing, its host answers store-not-found; another store is
 * untouched.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  checkoutReminderOptOuts,
  checkouts,
  contactMessages,
  customerAddresses,
  customerSignInCodes,
  customers,
  discountCustomerUses,
  importImages,
  importJobs,
  pageVersions,
  paymentEvents,
  paymentProofs,
  productReviews,
  stockAlerts,
  stockRestocks,
  storeDomains,
  storeMembers,
  subdomainRedirects,
  taxRates,
  urlRedirects,
} from '../../server/db/schema';
import type { StoreSummary } from '../../shared';
import { createCustomerSession } from '../../server/accounts/customer-sessions';
import { makePng, uploadMedia } from './helpers/media-upload';
import { emailsTo, makeProduct, orderStore, placeOrder, type OrderStore } from './helpers/orders';
import type { TestClient } from './helpers/test-app';
import { signUpMerchant, type TestApp, useTestApp, describeOnDatabase } from './helpers/test-app';

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const count = async (t: TestApp, query: SQL) => (await rows<{ n: number }>(t, query))[0]!.n;

/** Rows of `storeId` in every table that has a store_id column, plus the store itself. */
async function rowsOfStore(t: TestApp, storeId: string): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    counts[table] = await count(
      t,
      sql`select count(*)::int as n from ${sql.identifier(table)} where store_id = ${storeId}`,
    );
  }
  counts.stores = await count(t, sql`select count(*)::int as n from stores where id = ${storeId}`);
  counts['sessions.selected_store_id'] = await count(
    t,
    sql`select count(*)::int as n from sessions where selected_store_id = ${storeId}`,
  );
  return counts;
}

/** Puts a row of the store in every table the API calls above did not reach. */
async function fillEveryTable(t: TestApp, s: OrderStore, orderId: string) {
  const db = t.database.db;
  const { storeId } = s;
  const proofKey = `proofs/${storeId}/${randomUUID()}.pdf`;
  await t.app.ctx.privateStorage.put(proofKey, Buffer.from('%PDF-1.4 proof'), 'application/pdf');
  await db.insert(paymentProofs).values({
    storeId,
    orderId,
    storageKey: proofKey,
    contentType: 'application/pdf',
    byteSize: 14,
  });
  await db.insert(contactMessages).values({
    storeId,
    name: 'Ada',
    customerEmail: 'ada@example.com',
    subject: 'Hello',
    message: 'A question',
  });
  const [job] = await db
    .insert(importJobs)
    .values({ storeId, format: 'native' })
    .returning({ id: importJobs.id });
  await db.insert(importImages).values({
    storeId,
    jobId: job!.id,
    url: 'https://cdn.example.test/a.jpg',
    row: 2,
    column: 'Image Src',
  });
  // A newsletter signup: a customer and its confirmation email.
  const signup = await s.shopper.post('/api/storefront/newsletter/signup', {
    storeId,
    email: 'subscriber@example.com',
  });
  expect(signup.statusCode, signup.body).toBe(202);
  // Stripe connected (its account), a card order (its payment page) and an event received.
  const connected = await s.merchant.client.put('/api/dashboard/payments/providers/connect', {
    storeId,
    provider: 'stripe',
    secretKey: `sk_test_${randomUUID().replace(/-/g, '')}`,
    publishableKey: `pk_test_${randomUUID().replace(/-/g, '')}`,
  });
  expect(connected.statusCode, connected.body).toBe(200);
  const cardProduct = await makeProduct(t, storeId);
  await placeOrder(s, [{ productId: cardProduct, variationId: null, quantity: 1 }], {
    paymentMethod: 'card',
  });
  await db.insert(paymentEvents).values({
    storeId,
    provider: 'stripe',
    eventId: `evt_${randomUUID()}`,
    type: 'payment_intent.created',
    outcome: 'ignored: not handled',
  });
  await db.insert(storeDomains).values({ storeId, domain: `${s.subdomain}.example.test` });
  await db
    .insert(subdomainRedirects)
    .values({ storeId, subdomain: `${s.subdomain}-old`, expiresAt: new Date(Date.now() + 9e8) });
  await db.insert(urlRedirects).values({ storeId, fromPath: '/old', toPath: '/shop' });
  // A discount with a code and a customer's use of it; a tax rate.
  const discount = await s.merchant.client.post('/api/dashboard/discounts/create', {
    storeId,
    title: 'Doomed deal',
    method: 'code',
    codes: ['DOOMED'],
    effect: { kind: 'order', value: { type: 'percentage', percent: 5 } },
  });
  await db.insert(discountCustomerUses).values({
    storeId,
    discountId: discount.json<{ id: string }>().id,
    email: 'ada@example.com',
    uses: 1,
  });
  await db.insert(taxRates).values({ storeId, country: 'GB', name: 'VAT', ratePpm: 200_000 });
  // A shopper's pending sign-in code and a signed-in shopper's session.
  const now = new Date();
  await db.insert(customerSignInCodes).values({
    storeId,
    email: 'ada@example.com',
    codeHash: 'x'.repeat(64),
    expiresAt: new Date(now.getTime() + 600_000),
    windowStartedAt: now,
  });
  const [shopper] = await db
    .insert(customers)
    .values({ storeId, email: 'shopper@example.com', accountSince: now })
    .returning({ id: customers.id });
  await createCustomerSession(db, storeId, shopper!.id, now);
  await db.insert(customerAddresses).values({
    storeId,
    customerId: shopper!.id,
    name: 'Ada Shopper',
    line1: '1 Main Street',
    city: 'Springfield',
    country: 'US',
    isDefault: true,
  });
  // An abandoned checkout and an unsubscribe from its reminders; a review, a shopper
  // waiting for a restock and a queued restock of the order's product.
  const [item] = await rows<{ product_id: string }>(
    t,
    sql`select product_id from order_items where store_id = ${storeId} and order_id = ${orderId}`,
  );
  const productId = item!.product_id;
  await db.insert(checkouts).values({
    id: crypto.randomUUID(),
    storeId,
    email: 'ada@example.com',
    lines: [],
    currency: 'USD',
  });
  await db.insert(checkoutReminderOptOuts).values({ storeId, email: 'ada@example.com' });
  await db.insert(productReviews).values({
    storeId,
    productId,
    orderId,
    rating: 5,
    body: 'Doomed review',
    authorName: 'Ada',
  });
  await db.insert(stockAlerts).values({ storeId, productId, email: 'ada@example.com' });
  await db.insert(stockRestocks).values({ storeId, productId, units: 1 });
  const [home] = await rows<{ id: string }>(
    t,
    sql`select id from pages where store_id = ${storeId} and slug = 'home'`,
  );
  await db.insert(pageVersions).values({
    storeId,
    pageId: home!.id,
    content: { schemaVersion: 1, components: [] },
    globalContent: { schemaVersion: 1, components: [] },
  });
  return { proofKey };
}

describeOnDatabase('store details and delete-store', () => {
  let doomed: OrderStore;
  let kept: OrderStore;
  const t = useTestApp();
  beforeAll(async () => {
    doomed = await orderStore(t, 'doomed-shop', 'Doomed & Co');
    kept = await orderStore(t, 'kept-shop', 'Kept Store');
  });

  const update = (s: OrderStore, body: Record<string, unknown>) =>
    s.merchant.client.put('/api/dashboard/store/update-store-general-details', {
      storeId: s.storeId,
      ...body,
    });
  const summary = async (s: OrderStore) =>
    (
      await s.merchant.client.get(`/api/dashboard/store/find-current-store?storeId=${s.storeId}`)
    ).json<StoreSummary>();

  it('saves logo, favicon, address, social links and time zone; the summary answers them', async () => {
    const before = await summary(kept);
    expect(before).toMatchObject({
      timeZone: 'UTC',
      logoUrl: '',
      faviconUrl: '',
      address: { line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
      socialLinks: { facebook: '', instagram: '', x: '' },
    });
    const res = await update(kept, {
      name: 'Kept Store Renamed',
      currency: 'EUR',
      contactEmail: 'hello@kept.example',
      logoUrl: '/media/kept/logo.png',
      faviconUrl: 'https://cdn.example.com/favicon.ico',
      address: { line1: '1 Kept Street', city: 'Lyon', postalCode: '69001', country: 'FR' },
      socialLinks: { instagram: 'https://instagram.com/kept', x: '' },
      timeZone: 'Europe/Paris',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<StoreSummary>();
    expect(after).toMatchObject({
      name: 'Kept Store Renamed',
      currency: 'EUR',
      contactEmail: 'hello@kept.example',
      logoUrl: '/media/kept/logo.png',
      faviconUrl: 'https://cdn.example.com/favicon.ico',
      address: {
        line1: '1 Kept Street',
        line2: '',
        city: 'Lyon',
        region: '',
        postalCode: '69001',
        country: 'FR',
      },
      socialLinks: { instagram: 'https://instagram.com/kept', facebook: '', x: '' },
      timeZone: 'Europe/Paris',
    });
    expect(await summary(kept)).toEqual(after);
    // The discount editor enters and shows schedules in the store's zone.
    const discounts = await kept.merchant.client.get(
      `/api/dashboard/discounts/list?storeId=${kept.storeId}`,
    );
    expect(discounts.json()).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it.each([
    ['logoUrl', { logoUrl: 'javascript:alert(1)' }],
    ['faviconUrl', { faviconUrl: '//evil.example/x.ico' }],
    ['socialLinks.facebook', { socialLinks: { facebook: 'facebook.com/me' } }],
    ['socialLinks.x', { socialLinks: { x: 'javascript:alert(1)' } }],
    ['socialLinks.myspace', { socialLinks: { myspace: 'https://myspace.com/me' } }],
    ['address.country', { address: { country: 'XX' } }],
    ['address.postalCode', { address: { postalCode: '1'.repeat(21) } }],
    ['currency', { currency: 'ABC' }],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
  ])('refuses a bad %s with a 400 naming it; nothing is stored', async (field, body) => {
    const before = await summary(kept);
    const res = await update(kept, { name: 'Should Not Stick', ...body });
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json<{ details: { field: string }[] }>().details.map((d) => d.field);
    expect(fields).toContain(field);
    expect(await summary(kept)).toEqual(before);
  });

  it('the storefront shows the logo in the header (when its navbar sets none) and the favicon', async () => {
    await update(kept, { logoUrl: '/media/kept/logo.png', faviconUrl: '/media/kept/icon.png' });
    const page = await kept.shopper.get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<link rel="icon" href="\/media\/kept\/icon.png">/);
    expect(page.body).toMatch(/class="sf-navbar__logo-image"[^>]*src="\/media\/kept\/logo.png"/);
    expect(page.body).toContain('alt="Kept Store Renamed"');
  });

  it("the footer lists the store's social links when it shows social links and sets none itself", async () => {
    // The starter footer's social links block shows the store's links: give it its own X link.
    await t.database.db.execute(sql`
      update stores set global_content = jsonb_set(global_content, '{components}', (
        select jsonb_agg(case when c->>'type' = 'footer'
          then jsonb_set(c, '{props,blocks}', '[{"id":"socialLinks-1","type":"socialLinks","v":1,"props":{"xUrl":"https://x.example/footer-own"}}]')
          else c end)
        from jsonb_array_elements(global_content->'components') c))
      where id = ${kept.storeId}`);
    const saved = await update(kept, {
      socialLinks: {
        instagram: 'https://instagram.example/kept',
        x: 'https://x.example/store-level',
        linkedin: 'https://linkedin.example/kept',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await kept.shopper.get('/');
    expect(page.statusCode).toBe(200);
    const social = /<ul class="sf-footer__social"[^]*?<\/ul>/.exec(page.body)?.[0] ?? '';
    expect(social).toContain('href="https://instagram.example/kept"');
    expect(social).toContain('href="https://linkedin.example/kept"');
    // The footer's own link wins over the store's.
    expect(social).toContain('href="https://x.example/footer-own"');
    expect(social).not.toContain('store-level');
  });

  it('the order confirmation email starts with the logo, as an absolute URL', async () => {
    const product = await makeProduct(t, kept.storeId);
    await placeOrder(kept, [{ productId: product, variationId: null, quantity: 1 }], {
      customer: { name: 'Logo Reader', phone: '+44 20 7946 0958', email: 'logo@example.com' },
    });
    const [email] = await emailsTo(t, kept.storeId, 'logo@example.com');
    expect(email?.htmlBody).toMatch(
      /^<p><img src="http:\/\/kept-shop\.localhost:3000\/media\/kept\/logo\.png" alt="Kept Store Renamed"/,
    );
  });

  it('delete-store: owners only, the name typed in full; then nothing of the store remains', async () => {
    // Rows of the doomed store in every table, through the API where it is simple.
    const product = await makeProduct(t, doomed.storeId);
    const category = await doomed.merchant.client.post('/api/dashboard/category/add-category', {
      storeId: doomed.storeId,
      name: 'Doomed Things',
    });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = category.json<{ id: string }>().id;
    const withVariants = await doomed.merchant.client.post('/api/dashboard/products/add-product', {
      storeId: doomed.storeId,
      name: 'Doomed Shirt',
      price: 10,
      status: 'active',
      categoryIds: [categoryId],
      attributeGroups: [{ name: 'Size', type: 'select', values: ['S', 'M'] }],
      variations: [
        { attributes: { Size: 'S' }, price: 10, stock: 1 },
        { attributes: { Size: 'M' }, price: 10, stock: 1 },
      ],
    });
    expect(withVariants.statusCode, withVariants.body).toBe(201);
    const order = await placeOrder(doomed, [
      { productId: product, variationId: null, quantity: 1 },
    ]);
    const png = await makePng(40, 40);
    const uploaded = await uploadMedia(t.app, doomed.merchant.client, doomed.storeId, [
      { name: 'doomed.png', type: 'image/png', data: png },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const mediaUrl = uploaded.json<{ url: string }[]>()[0]!.url;
    const mediaKey = mediaUrl.replace(/^\/media\//, '');
    expect(await t.app.ctx.mediaStorage.get(mediaKey)).toBeDefined();
    const { proofKey } = await fillEveryTable(t, doomed, order.orderId);
    // A staff member (who may not delete) and a second session with the store selected.
    const staff = await signUpMerchant(t.app);
    await t.database.db
      .insert(storeMembers)
      .values({ storeId: doomed.storeId, userId: staff.userId, role: 'staff' });
    const staffSelect = await staff.client.post('/api/dashboard/store/select-store', {
      storeId: doomed.storeId,
    });
    expect(staffSelect.statusCode, staffSelect.body).toBe(200);

    const seeded = await rowsOfStore(t, doomed.storeId);
    const empty = Object.entries(seeded).filter(([, n]) => n === 0);
    expect(empty, 'every table with a store_id holds a row of the doomed store').toEqual([]);
    const keptBefore = await rowsOfStore(t, kept.storeId);

    const remove = (client: TestClient, confirmName: unknown) =>
      client.request('DELETE', '/api/dashboard/store/delete-store', {
        body: { storeId: doomed.storeId, confirmName },
      });
    // Another merchant (not told the store exists), a staff member, a wrong or partial name:
    // refused, nothing removed.
    expect((await remove(kept.merchant.client, 'Doomed & Co')).statusCode).toBe(404);
    const byStaff = await remove(staff.client, 'Doomed & Co');
    expect(byStaff.statusCode, byStaff.body).toBe(403);
    for (const name of ['Doomed', 'doomed & co', '', 'Doomed & Co!']) {
      const res = await remove(doomed.merchant.client, name);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ details: { field: string }[] }>().details[0]!.field).toBe('confirmName');
    }
    const missing = await doomed.merchant.client.request(
      'DELETE',
      '/api/dashboard/store/delete-store',
      { body: { storeId: doomed.storeId } },
    );
    expect(missing.statusCode).toBe(400);
    expect(await rowsOfStore(t, doomed.storeId)).toEqual(seeded);
    expect((await doomed.shopper.get('/')).statusCode).toBe(200);

    const done = await remove(doomed.merchant.client, 'Doomed & Co');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: true, storeId: doomed.storeId });

    const after = await rowsOfStore(t, doomed.storeId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(seeded).sort());
    // Its files went with it; its host is unknown at once (the host cache was purged).
    expect(await t.app.ctx.mediaStorage.get(mediaKey)).toBeUndefined();
    expect(await t.app.ctx.privateStorage.get(proofKey)).toBeUndefined();
    expect((await doomed.shopper.get('/')).statusCode).toBe(404);
    const stores = await doomed.merchant.client.get(
      `/api/dashboard/store/find-stores?userId=${doomed.merchant.userId}`,
    );
    expect(stores.json()).toEqual([]);
    const auth = await staff.client.get('/api/auth/check-auth');
    expect(auth.json<{ selectedStoreId: string | null }>().selectedStoreId).toBeNull();

    // The other store is untouched.
    expect(await rowsOfStore(t, kept.storeId)).toEqual(keptBefore);
    expect((await kept.shopper.get('/')).statusCode).toBe(200);
  });
});
