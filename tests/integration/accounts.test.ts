/**
 * Customer accounts (issue 31), on both databases: a shopper asks for a code (the same 202
 * for any email; the code emailed through the outbox, never in the subject or a log), signs in
 * with it (a wrong code names the tries left, every try counts even at once, the code works
 * once and for 10 minutes), gets an HttpOnly, SameSite=Lax, host-only session cookie, and sees
 * every order of the store under their email (guest orders before the account, any case) but
 * no other email's and no other store's. The cookie carried to another store's host is no
 * session there; signing out ends it; codes are paced per email.
 */
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  AccountData,
  AccountOrdersReply,
  AccountSessionReply,
  BuyAgainReply,
  CustomerAccount,
  SavedAddress,
  SavedAddressesReply,
} from '../../shared';
import { customers, orders, products } from '../../server/db/schema';
import { emailsTo, makeProduct, orderStore, placeOrder, type OrderStore } from './helpers/orders';
import { describeOnDatabase, TestClient, useTestApp } from './helpers/test-app';
import { beforeAll } from 'vitest';

const MINUTE = 60_000;
const CODE = '/api/storefront/account/code';
const SIGN_IN = '/api/storefront/account/sign-in';
const SESSION = '/api/storefront/account/session';
const ORDERS = '/api/storefront/account/orders';
const SIGN_OUT = '/api/storefront/account/sign-out';
const ADDRESSES = '/api/storefront/account/addresses';
const PROFILE = '/api/storefront/account/profile';
const DATA = '/api/storefront/account/data';
const DELETE = '/api/storefront/account/delete';

describeOnDatabase('customer accounts: passwordless sign-in and their orders', () => {
  const lines: string[] = [];
  const t = useTestApp({ ACCOUNT_RATE_LIMIT: '10000', CHECKOUT_RATE_LIMIT: '10000' }, lines);
  let a: OrderStore;
  let b: OrderStore;
  const codes = new Set<string>();

  beforeAll(async () => {
    a = await orderStore(t, 'acct-a', 'Account A');
    b = await orderStore(t, 'acct-b', 'Account B');
  });

  /** The code of the latest sign-in email to `email` at `s`. */
  const latestCode = async (s: OrderStore, email: string) => {
    const mails = (await emailsTo(t, s.storeId, email)).filter((m) => m.kind === 'account');
    const mail = mails.at(-1);
    expect(mail, 'a sign-in email').toBeTruthy();
    expect(mail!.subject).toBe(`Your sign-in code for ${s.name}`);
    const code = /\b(\d{6})\b/.exec(mail!.textBody)?.[1];
    expect(code).toBeTruthy();
    expect(mail!.subject).not.toContain(code!);
    codes.add(code!);
    return code!;
  };
  const ask = (client: TestClient, s: OrderStore, email: string) =>
    client.post(CODE, { storeId: s.storeId, email });
  const signIn = (client: TestClient, s: OrderStore, email: string, code: string) =>
    client.post(SIGN_IN, { storeId: s.storeId, email, code });

  it('signs in with the emailed code and lists every order of the store under that email', async () => {
    t.setNow(new Date());
    const product = await makeProduct(t, a.storeId, { name: 'Account Lamp' });
    const line = [{ productId: product, variationId: null, quantity: 1 }];
    const ada = { name: 'Ada Lovelace', phone: '+44 20 7946 0958', email: 'Ada@Example.com' };
    // Guest orders before any account: hers (any case), someone else's, and hers at store B.
    const first = await placeOrder(a, line, { customer: ada });
    const second = await placeOrder(a, line, { customer: { ...ada, email: 'ada@example.com' } });
    await placeOrder(a, line, { customer: { ...ada, email: 'grace@example.com' } });
    const productB = await makeProduct(t, b.storeId);
    await placeOrder(b, [{ productId: productB, variationId: null, quantity: 1 }], {
      customer: ada,
    });

    const shopper = new TestClient(t.app, a.host);
    // Signed out: no account, and no account read.
    expect((await shopper.get(SESSION)).json()).toEqual({ account: null });
    const asked = await ask(shopper, a, 'ADA@example.com');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ status: 'check-inbox' });
    // Anyone's email gets the same answer; nothing is made for it until a code is used.
    const nobody = await ask(shopper, a, 'nobody@example.com');
    expect(nobody.statusCode).toBe(202);
    expect(nobody.json()).toEqual(asked.json());

    const code = await latestCode(a, 'ada@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await signIn(shopper, a, 'ada@example.com', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: [{ field: 'code', message: 'That code is not right: 4 tries left' }],
    });
    expect(shopper.cookies.has('sf_customer')).toBe(false);

    const res = await signIn(shopper, a, 'ada@example.com', code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomerAccount>()).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sf_customer=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
    // Used once.
    expect(
      (await signIn(new TestClient(t.app, a.host), a, 'ada@example.com', code)).statusCode,
    ).toBe(400);

    // Signed in: the account, with the latest order's phone and address for the checkout.
    const me = await shopper.get(SESSION);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<AccountSessionReply>().account).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0958',
      address: { line1: '12 Analytical Way', city: 'London', country: 'GB' },
    });
    const list = await shopper.get(ORDERS);
    expect(list.statusCode, list.body).toBe(200);
    const reply = list.json<AccountOrdersReply>();
    expect(reply.orders.map((o) => o.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(reply.totalElements).toBe(2);
    expect(reply.orders[0]).toMatchObject({
      status: 'pending',
      items: [{ name: 'Account Lamp', quantity: 1 }],
    });
    expect(reply.orders[0]!.orderPath).toMatch(
      new RegExp(`^/checkout\\?order=${second.orderId}&token=`),
    );
    // The order's own page opens with that link.
    const token = new URL(`http://x${reply.orders[0]!.orderPath}`).searchParams.get('token');
    const page = await shopper.get(
      `/api/storefront/order?storeId=${a.storeId}&orderId=${second.orderId}&token=${token}`,
    );
    expect(page.statusCode, page.body).toBe(200);

    // Carried to store B's host, the cookie is no session there.
    const carried = new TestClient(t.app, b.host);
    carried.cookies = new Map(shopper.cookies);
    expect((await carried.get(SESSION)).json()).toEqual({ account: null });
    expect((await carried.get(ORDERS)).statusCode).toBe(401);

    // Signed out, the session is gone for good (the old cookie too).
    const old = new Map(shopper.cookies);
    expect((await shopper.post(SIGN_OUT)).statusCode).toBe(200);
    expect((await shopper.get(SESSION)).json()).toEqual({ account: null });
    expect((await shopper.get(ORDERS)).statusCode).toBe(401);
    const replay = new TestClient(t.app, a.host);
    replay.cookies = old;
    expect((await replay.get(SESSION)).json()).toEqual({ account: null });
  });

  it('spends a try per guess, at once or not: after 5 wrong codes even the right one is refused', async () => {
    t.setNow(new Date());
    const shopper = new TestClient(t.app, a.host);
    await ask(shopper, a, 'guess@example.com');
    const code = await latestCode(a, 'guess@example.com');
    const wrongs = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongs.map((w) => signIn(shopper, a, 'guess@example.com', w)),
    );
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    const right = await signIn(shopper, a, 'guess@example.com', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      details: [{ field: 'code', message: 'This code no longer works: ask for a new one' }],
    });
    // A new code works.
    await ask(shopper, a, 'guess@example.com');
    const fresh = await latestCode(a, 'guess@example.com');
    expect((await signIn(shopper, a, 'guess@example.com', fresh)).statusCode).toBe(200);
  });

  it('a code works for 10 minutes; codes are paced per email; the store must be the host’s', async () => {
    const start = new Date();
    t.setNow(start);
    const shopper = new TestClient(t.app, a.host);
    await ask(shopper, a, 'late@example.com');
    const code = await latestCode(a, 'late@example.com');
    t.setNow(new Date(start.getTime() + 10 * MINUTE + 1000));
    expect((await signIn(shopper, a, 'late@example.com', code)).statusCode).toBe(400);

    // 5 codes an hour per email: the 6th is a 429 naming email; an hour on, again.
    t.setNow(start);
    for (let i = 0; i < 4; i++)
      expect((await ask(shopper, a, 'late@example.com')).statusCode).toBe(202);
    const sixth = await ask(shopper, a, 'late@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ details: [{ field: 'email' }] });
    t.setNow(new Date(start.getTime() + 61 * MINUTE));
    expect((await ask(shopper, a, 'late@example.com')).statusCode).toBe(202);
    await latestCode(a, 'late@example.com');

    // From B's host, A's store id is refused.
    const elsewhere = new TestClient(t.app, b.host);
    const wrongHost = await ask(elsewhere, a, 'late@example.com');
    expect(wrongHost.statusCode).toBe(400);
    expect(wrongHost.json()).toMatchObject({ details: [{ field: 'storeId' }] });
    // No session: 401 on every account read.
    expect((await new TestClient(t.app, a.host).get(ORDERS)).statusCode).toBe(401);
  });

  /** A client of `s`'s host signed in as `email`. */
  const signedIn = async (s: OrderStore, email: string) => {
    const client = new TestClient(t.app, s.host);
    expect((await ask(client, s, email)).statusCode).toBe(202);
    const res = await signIn(client, s, email, await latestCode(s, email));
    expect(res.statusCode, res.body).toBe(200);
    return client;
  };
  const home = {
    name: 'Mary Somerville',
    phone: '',
    company: '',
    line1: '1 Observatory Row',
    line2: '',
    city: 'Edinburgh',
    region: '',
    postalCode: 'EH1 1AA',
    country: 'GB',
  };

  it('keeps saved addresses (one default, which the checkout starts from) and the profile', async () => {
    t.setNow(new Date());
    const mary = await signedIn(a, 'mary@example.com');
    expect((await mary.get(ADDRESSES)).json()).toEqual({ addresses: [] });

    // The first address is the default whatever was asked; a bad field is named.
    const bad = await mary.post(ADDRESSES, { ...home, country: 'Atlantis', city: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ details: { field: string }[] }>()
        .details.map((d) => d.field)
        .sort(),
    ).toEqual(['city', 'country']);
    const first = await mary.post(ADDRESSES, home);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<SavedAddress>()).toMatchObject({
      line1: '1 Observatory Row',
      isDefault: true,
    });
    const work = await mary.post(ADDRESSES, {
      ...home,
      line1: '2 Royal Society Lane',
      city: 'London',
      postalCode: 'SW1Y 5AG',
    });
    expect(work.json<SavedAddress>().isDefault).toBe(false);
    const session = async () => (await mary.get(SESSION)).json<AccountSessionReply>().account!;
    expect((await session()).address).toMatchObject({ line1: '1 Observatory Row' });

    // Making the second the default moves the mark (one default at a time), and the checkout's.
    const workId = work.json<SavedAddress>().addressId;
    const moved = await mary.put(`${ADDRESSES}/${workId}`, {
      ...home,
      line1: '2 Royal Society Lane',
      city: 'London',
      isDefault: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = (await mary.get(ADDRESSES)).json<SavedAddressesReply>().addresses;
    expect(listed.map((x) => [x.line1, x.isDefault])).toEqual([
      ['2 Royal Society Lane', true],
      ['1 Observatory Row', false],
    ]);
    expect((await session()).address).toMatchObject({ line1: '2 Royal Society Lane' });
    // Deleting the default hands it to the one left.
    expect((await mary.request('DELETE', `${ADDRESSES}/${workId}`)).statusCode).toBe(200);
    expect((await mary.get(ADDRESSES)).json<SavedAddressesReply>().addresses).toMatchObject([
      { line1: '1 Observatory Row', isDefault: true },
    ]);

    // Another customer, or the same id from store B's host, finds no such address.
    const other = await signedIn(a, 'other@example.com');
    const firstId = first.json<SavedAddress>().addressId;
    const theirs = await other.put(`${ADDRESSES}/${firstId}`, home);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ details: [{ field: 'addressId' }] });
    expect((await other.request('DELETE', `${ADDRESSES}/${firstId}`)).statusCode).toBe(404);

    // At most 10 addresses: the 11th is a 409 that names the limit.
    for (let i = 0; i < 9; i++)
      expect((await mary.post(ADDRESSES, { ...home, line1: `${i} Extra St` })).statusCode).toBe(
        201,
      );
    const eleventh = await mary.post(ADDRESSES, home);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<{ error: string }>().error).toMatch(/up to 10 addresses/);

    // The profile: name and phone, and consent given here subscribes at once (source account).
    const saved = await mary.put(PROFILE, {
      name: 'Mary F. Somerville',
      phone: '+44 131 496 0000',
      acceptsMarketing: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerAccount>()).toMatchObject({
      name: 'Mary F. Somerville',
      phone: '+44 131 496 0000',
      acceptsMarketing: true,
    });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, a.storeId), eq(customers.email, 'mary@example.com')));
    expect(row).toMatchObject({ emailMarketing: 'subscribed', marketingSource: 'account' });
    const withdrawn = await mary.put(PROFILE, {
      name: 'Mary F. Somerville',
      phone: '',
      acceptsMarketing: false,
    });
    expect(withdrawn.json<CustomerAccount>().acceptsMarketing).toBe(false);
    const badPhone = await mary.put(PROFILE, { name: '', phone: 'call me', acceptsMarketing: 1 });
    expect(badPhone.statusCode).toBe(400);
    expect(
      badPhone
        .json<{ details: { field: string }[] }>()
        .details.map((d) => d.field)
        .sort(),
    ).toEqual(['acceptsMarketing', 'name', 'phone']);
  });

  it('buys an order again: its items and the products still sold, never another customer’s', async () => {
    t.setNow(new Date());
    const kept = await makeProduct(t, a.storeId, { name: 'Kept Vase' });
    const gone = await makeProduct(t, a.storeId, { name: 'Retired Bowl' });
    const email = 'again@example.com';
    const order = await placeOrder(
      a,
      [
        { productId: kept, variationId: null, quantity: 2 },
        { productId: gone, variationId: null, quantity: 1 },
      ],
      { customer: { name: 'Again', phone: '+44 20 7946 0001', email } },
    );
    // No longer sold.
    await t.database.db
      .update(products)
      .set({ status: 'draft' })
      .where(and(eq(products.storeId, a.storeId), eq(products.id, gone)));
    const client = await signedIn(a, email);
    const res = await client.get(`${ORDERS}/${order.orderId}/buy-again`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<BuyAgainReply>();
    expect(reply.items.map((i) => [i.name, i.quantity])).toEqual(
      expect.arrayContaining([
        ['Kept Vase', 2],
        ['Retired Bowl', 1],
      ]),
    );
    expect(reply.products.map((p) => p.name)).toEqual(['Kept Vase']);
    // Another customer of the store: not found.
    const stranger = await signedIn(a, 'stranger@example.com');
    const refused = await stranger.get(`${ORDERS}/${order.orderId}/buy-again`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ details: [{ field: 'orderId' }] });
  });

  it("downloads an order's invoice, escaped, and never another customer's", async () => {
    t.setNow(new Date());
    const product = await makeProduct(t, a.storeId, { name: 'Invoice <b>Lamp</b>' });
    const email = 'invoice@example.com';
    const order = await placeOrder(a, [{ productId: product, variationId: null, quantity: 3 }], {
      customer: { name: 'Ivy <script>x</script>', phone: '+44 20 7946 0002', email },
    });
    const client = await signedIn(a, email);
    const res = await client.get(`${ORDERS}/${order.orderId}/invoice`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.orderNumber}.html"`,
    );
    expect(res.body).toContain(`Order #${order.orderNumber}`);
    expect(res.body).toContain('Invoice &lt;b&gt;Lamp&lt;/b&gt;');
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('Ivy &lt;script&gt;x&lt;/script&gt;');
    const stranger = await signedIn(a, 'stranger-invoice@example.com');
    const refused = await stranger.get(`${ORDERS}/${order.orderId}/invoice`);
    expect(refused.statusCode).toBe(404);
    expect((await a.shopper.get(`${ORDERS}/${order.orderId}/invoice`)).statusCode).toBe(401);
  });

  it('downloads their data, then deletes it: orders kept with the personal fields erased', async () => {
    t.setNow(new Date());
    const email = 'erase@example.com';
    const product = await makeProduct(t, a.storeId, { name: 'Erased Lamp' });
    const order = await placeOrder(a, [{ productId: product, variationId: null, quantity: 1 }], {
      customer: { name: 'Erin Erase', phone: '+44 20 7946 0000', email },
      note: 'Leave it with the neighbour',
    });
    const erin = await signedIn(a, email);
    await erin.post(ADDRESSES, { ...home, name: 'Erin Erase' });

    const data = await erin.get(DATA);
    expect(data.statusCode, data.body).toBe(200);
    expect(String(data.headers['content-disposition'])).toMatch(/^attachment; filename="my-data-/);
    const file = data.json<AccountData>();
    expect(file.customer.email).toBe(email);
    expect(file.addresses).toMatchObject([{ name: 'Erin Erase', line1: '1 Observatory Row' }]);
    expect(file.orders).toMatchObject([
      {
        orderNumber: order.orderNumber,
        customer: { name: 'Erin Erase' },
        note: 'Leave it with the neighbour',
      },
    ]);

    // Confirmed by typing the account's email; another email is refused, nothing deleted.
    const wrong = await erin.post(DELETE, { email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: [{ field: 'email' }] });
    const done = await erin.post(DELETE, { email: 'Erase@Example.com' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ deleted: true, ordersErased: 1 });
    expect((await erin.get(SESSION)).json()).toEqual({ account: null });

    const [kept] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, a.storeId), eq(orders.id, order.orderId)));
    expect(kept).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      note: '',
      shippingAddress: { line1: '', city: '', postalCode: '', country: 'GB' },
      totalMinor: expect.any(Number),
    });
    const left = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, a.storeId), eq(customers.email, email)));
    expect(left).toEqual([]);
    // Signing in again starts a new, empty account: the erased orders are not in it.
    const again = await signedIn(a, email);
    expect((await again.get(ORDERS)).json<AccountOrdersReply>().totalElements).toBe(0);
  });

  it('no code reaches a log line', () => {
    expect(codes.size).toBeGreaterThan(3);
    for (const code of codes) {
      expect(lines.filter((l) => l.includes(code))).toEqual([]);
    }
  });
});
