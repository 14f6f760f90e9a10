/**
 * Abandoned-checkout recovery (issue 31), on both databases: a checkout saved as typed is the
 * merchant's "abandoned checkout" an hour after its last change; the store's reminder goes once
 * at its delay (off / 1 h / 10 h), a second one a day later only when asked, never after the
 * shopper ordered with that email or unsubscribed; the reminder's restore link brings back the
 * lines and what was typed (its token checked, bound to its store); the order that names the
 * checkout closes it, recovered when a reminder had gone, and the home counts its revenue.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  AbandonedCheckoutListDto,
  AnalyticsOverview,
  CheckoutRestoreReply,
  RecoverySettings,
} from '../../shared';
import { sendDueReminders } from '../../server/abandoned-checkouts/recovery-job';
import { checkouts, emailOutbox } from '../../server/db/schema';
import {
  emailsTo,
  makeProduct,
  orderStore,
  placeOrder,
  transition,
  type OrderStore,
} from './helpers/orders';
import { describeOnDatabase, expectRefused, TestClient, useTestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const LIST = '/api/dashboard/abandoned-checkouts/list';
const SETTINGS = '/api/dashboard/abandoned-checkouts/settings';
const draftUrl = (id: string) => `/api/storefront/checkouts/${id}`;

describeOnDatabase('abandoned checkouts: saved, listed, reminded, restored, recovered', () => {
  // The job's own timer stays out of the way: each test runs it when it means to.
  const t = useTestApp({
    CHECKOUT_RATE_LIMIT: '10000',
    CHECKOUT_DRAFT_RATE_LIMIT: '10000',
    ACCOUNT_RATE_LIMIT: '10000',
    NEWSLETTER_RATE_LIMIT: '10000',
    RECOVERY_JOB_INTERVAL_MS: '86400000',
  });
  let a: OrderStore;
  let b: OrderStore;
  let product: string;
  let start: Date;

  beforeAll(async () => {
    a = await orderStore(t, 'recover-a', 'Recover A');
    b = await orderStore(t, 'recover-b', 'Recover B');
    product = await makeProduct(t, a.storeId, { name: 'Brass <b>Lamp</b>', priceMinor: 4500 });
    start = new Date('2026-06-01T09:00:00Z');
  });

  const at = (hours: number) => {
    const now = new Date(start.getTime() + hours * HOUR);
    t.setNow(now);
    return now;
  };
  const remind = (hours: number) => sendDueReminders(t.database.db, at(hours), t.config);
  const save = (s: OrderStore, id: string, email: string, extra: Record<string, unknown> = {}) =>
    s.shopper.put(draftUrl(id), {
      storeId: s.storeId,
      email,
      name: 'Ada <img src=x onerror=alert(1)> Lovelace',
      address: { line1: '1 Analytical Way', city: 'London', country: 'GB' },
      lines: [{ productId: product, variationId: null, quantity: 2 }],
      ...extra,
    });
  const list = async (s: OrderStore, status = 'all') => {
    const res = await s.merchant.client.get(`${LIST}?storeId=${s.storeId}&status=${status}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AbandonedCheckoutListDto>();
  };
  const setSettings = async (s: OrderStore, body: Omit<RecoverySettings, 'storeId'>) => {
    const res = await s.merchant.client.put(SETTINGS, { storeId: s.storeId, ...body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const reminders = async (s: OrderStore, email: string) =>
    (await emailsTo(t, s.storeId, email)).filter((m) => m.kind === 'checkout-reminder');
  const linkOf = (text: string, path: string) => {
    const found = new RegExp(`https?://\\S+${path}\\S+`).exec(text)?.[0];
    expect(found, `a ${path} link`).toBeTruthy();
    return new URL(found!);
  };

  it('lists a checkout an hour after its last change and reminds it once, at the 10-hour default', async () => {
    const id = randomUUID();
    const email = 'ada@example.com';
    at(0);
    const saved = await save(a, id, 'Ada@Example.com');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 'saved' });

    at(0.5);
    expect((await list(a)).checkouts.map((c) => c.id)).not.toContain(id);
    at(1.01);
    const listed = (await list(a, 'not_recovered')).checkouts.find((c) => c.id === id);
    expect(listed).toMatchObject({
      email,
      items: [{ name: 'Brass <b>Lamp</b>', quantity: 2 }],
      value: 90,
      currency: 'USD',
      remindersSent: 0,
      optedOut: false,
      recoveredOrder: null,
    });
    // Another store's merchant never sees it.
    expect((await list(b)).checkouts).toEqual([]);

    expect(await remind(9.9)).toBe(0);
    expect(await remind(10.01)).toBe(1);
    expect(await remind(10.5)).toBe(0);
    expect(await remind(60)).toBe(0);
    const [mail, ...more] = await reminders(a, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('You left something in your cart at Recover A');
    expect(mail!.textBody).toContain('2 × Brass <b>Lamp</b>: $90.00');
    // The shopper's and the product's text never become markup in the HTML.
    expect(mail!.htmlBody).not.toContain('<img src=x');
    expect(mail!.htmlBody).not.toContain('<b>Lamp');
    expect(mail!.htmlBody).toContain('Brass &lt;b&gt;Lamp&lt;/b&gt;');
    const restore = linkOf(mail!.textBody, '/checkout\\?restore=');
    expect(restore.host).toBe(a.host);
    expect(restore.searchParams.get('restore')).toBe(id);
    linkOf(mail!.textBody, '/checkout/stop-reminders\\?');
    const row = (await list(a)).checkouts.find((c) => c.id === id);
    expect(row?.remindersSent).toBe(1);
    expect(row?.lastReminderAt).toBe(new Date(start.getTime() + 10.01 * HOUR).toISOString());
  });

  it('restores the checkout from the link, refuses a wrong token or another store, and recovers the order', async () => {
    const id = randomUUID();
    const email = 'grace@example.com';
    at(100);
    expect((await save(a, id, email)).statusCode).toBe(200);
    expect(await remind(111)).toBe(1);
    const [mail] = await reminders(a, email);
    const link = linkOf(mail!.textBody, '/checkout\\?restore=');
    const token = link.searchParams.get('t')!;
    const restoreUrl = (s: OrderStore, tok: string) =>
      `${draftUrl(id)}/restore?storeId=${s.storeId}&token=${encodeURIComponent(tok)}`;

    const read = await a.shopper.get(restoreUrl(a, token));
    expect(read.statusCode, read.body).toBe(200);
    const restored = read.json<CheckoutRestoreReply>();
    expect(restored).toMatchObject({
      ordered: false,
      items: [{ productId: product, variationId: null, quantity: 2 }],
      contact: { email, name: 'Ada <img src=x onerror=alert(1)> Lovelace' },
      address: { line1: '1 Analytical Way', city: 'London', country: 'GB' },
    });
    expect(restored.products.map((p) => p.id)).toEqual([product]);

    expectRefused(await a.shopper.get(restoreUrl(a, `${token.slice(0, -2)}xx`)), 400, ['token']);
    // The link's checkout at another store: no such checkout there (the token is bound to it).
    const other = new TestClient(t.app, b.host);
    expectRefused(await other.get(restoreUrl(b, token)), 400, ['token']);
    // Store A's checkout asked for on store B's host: the store is not the host's.
    expectRefused(await other.get(restoreUrl(a, token)), 400, ['storeId']);

    at(112);
    const order = await placeOrder(a, [{ productId: product, variationId: null, quantity: 2 }], {
      checkoutId: id,
      customer: { name: 'Grace Hopper', email, phone: '+1 555 0100' },
    });
    const recovered = (await list(a, 'recovered')).checkouts;
    expect(recovered.map((c) => c.id)).toEqual([id]);
    expect(recovered[0]!.recoveredOrder).toEqual({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      total: order.total,
    });
    expect((await list(a, 'not_recovered')).checkouts.map((c) => c.id)).not.toContain(id);
    // Saving the ordered checkout again changes nothing; the link says it was ordered.
    expect((await save(a, id, email)).json()).toEqual({ status: 'ordered' });
    expect((await a.shopper.get(restoreUrl(a, token))).json<CheckoutRestoreReply>().ordered).toBe(
      true,
    );

    // Paid: the home counts paid orders only.
    const paid = await transition(a, { orderId: order.orderId, action: 'mark_paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const overview = await a.merchant.client.get(
      `/api/dashboard/analytics/overview?storeId=${a.storeId}&from=2026-06-01&to=2026-06-10&tz=UTC`,
    );
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json<AnalyticsOverview>().kpis.recoveredRevenue.value).toBe(order.total);
  });

  it('sends nothing after the shopper ordered with that email, or unsubscribed; nothing when off', async () => {
    at(200);
    const ordered = randomUUID();
    expect((await save(a, ordered, 'linus@example.com')).statusCode).toBe(200);
    // Ordered later without the checkout's id (another device): still never reminded.
    at(201);
    await placeOrder(a, [{ productId: product, variationId: null, quantity: 1 }], {
      customer: { name: 'Linus', email: 'linus@example.com', phone: '+1 555 0101' },
    });
    const unsubscribed = randomUUID();
    expect((await save(a, unsubscribed, 'ken@example.com')).statusCode).toBe(200);
    expect(await remind(211)).toBe(1);
    expect(await reminders(a, 'linus@example.com')).toEqual([]);
    const [mail] = await reminders(a, 'ken@example.com');
    const stop = linkOf(mail!.textBody, '/checkout/stop-reminders\\?');
    const body = {
      storeId: a.storeId,
      checkoutId: stop.searchParams.get('c'),
      token: stop.searchParams.get('t'),
    };
    expectRefused(
      await a.shopper.post('/api/storefront/checkouts/unsubscribe', { ...body, token: 'x' }),
      400,
      ['token'],
    );
    const out = await a.shopper.post('/api/storefront/checkouts/unsubscribe', body);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ email: 'ken@example.com' });
    // A new checkout from that email: no reminder, first or second.
    await setSettings(a, { delay: '1h', secondReminder: true });
    at(212);
    expect((await save(a, randomUUID(), 'ken@example.com')).statusCode).toBe(200);
    await remind(240);
    expect(await reminders(a, 'ken@example.com')).toHaveLength(1);
    const listed = (await list(a)).checkouts.filter((c) => c.email === 'ken@example.com');
    expect(listed.every((c) => c.optedOut)).toBe(true);

    await setSettings(a, { delay: 'off', secondReminder: false });
    at(300);
    expect((await save(a, randomUUID(), 'off@example.com')).statusCode).toBe(200);
    expect(await remind(400)).toBe(0);
    expect(await reminders(a, 'off@example.com')).toEqual([]);
  });

  it('sends the second reminder a day after the first when the store asks, and never a third', async () => {
    await setSettings(a, { delay: '1h', secondReminder: true });
    at(500);
    const id = randomUUID();
    expect((await save(a, id, 'twice@example.com')).statusCode).toBe(200);
    // (Checkouts left open by the tests before are due too: counted by this email's mails.)
    const sent = async (hours: number) => {
      await remind(hours);
      return (await reminders(a, 'twice@example.com')).length;
    };
    expect(await sent(500.9)).toBe(0);
    expect(await sent(501.01)).toBe(1);
    expect(await sent(524.5)).toBe(1);
    expect(await sent(525.02)).toBe(2);
    expect(await sent(600)).toBe(2);
    const mails = await reminders(a, 'twice@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'You left something in your cart at Recover A',
      'Still thinking it over? Your cart at Recover A',
    ]);
    const [row] = await t.database.db
      .select({ sent: checkouts.remindersSent })
      .from(checkouts)
      .where(and(eq(checkouts.storeId, a.storeId), eq(checkouts.id, id)));
    expect(row?.sent).toBe(2);
  });

  it('refuses bad drafts by field and settings another store would change', async () => {
    at(700);
    const id = randomUUID();
    expectRefused(await save(a, id, 'not-an-email'), 400, ['email']);
    expectRefused(await save(a, id, 'x@example.com', { lines: [] }), 400, ['lines']);
    expectRefused(await a.shopper.put(draftUrl('not-a-uuid'), {}), 400, ['checkoutId']);
    // A checkout id of store A saved on store B's host: the store is not the host's.
    const onB = await b.shopper.put(draftUrl(id), {
      storeId: a.storeId,
      email: 'x@example.com',
      lines: [{ productId: product, variationId: null, quantity: 1 }],
    });
    expectRefused(onB, 400, ['storeId']);
    // B's merchant cannot read or change A's settings.
    const read = await b.merchant.client.get(`${SETTINGS}?storeId=${a.storeId}`);
    expect([403, 404]).toContain(read.statusCode);
    const write = await b.merchant.client.put(SETTINGS, {
      storeId: a.storeId,
      delay: 'off',
      secondReminder: false,
    });
    expect([403, 404]).toContain(write.statusCode);
    expectRefused(
      await a.merchant.client.put(SETTINGS, { storeId: a.storeId, delay: '2h', secondReminder: 1 }),
      400,
      ['delay', 'secondReminder'],
    );
    // No reminder was ever queued with a code or token in its subject.
    const all = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'checkout-reminder'));
    expect(all.every((m) => !/restore|token/i.test(m.subject))).toBe(true);
  });
});
