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
import type { AccountOrdersReply, AccountSessionReply, CustomerAccount } from '../../shared';
import { emailsTo, makeProduct, orderStore, placeOrder, type OrderStore } from './helpers/orders';
import { describeOnDatabase, TestClient, useTestApp } from './helpers/test-app';
import { beforeAll } from 'vitest';

const MINUTE = 60_000;
const CODE = '/api/storefront/account/code';
const SIGN_IN = '/api/storefront/account/sign-in';
const SESSION = '/api/storefront/account/session';
const ORDERS = '/api/storefront/account/orders';
const SIGN_OUT = '/api/storefront/account/sign-out';

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

  it('no code reaches a log line', () => {
    expect(codes.size).toBeGreaterThan(3);
    for (const code of codes) {
      expect(lines.filter((l) => l.includes(code))).toEqual([]);
    }
  });
});
