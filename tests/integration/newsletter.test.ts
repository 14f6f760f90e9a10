/**
 * Newsletter signups become customers with email-marketing consent, double opt-in: the signup
 * answers the same whatever the address's state and queues at most one confirmation email per
 * 10 minutes (in the outbox, with the store's own link); the emailed link confirms, an
 * unsubscribe link withdraws at once; a wrong, expired or other store's link changes nothing.
 * The merchant's Customers API lists, searches, filters, exports and unsubscribes, for its own
 * store only. No link token reaches a log line.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, emailOutbox } from '../../server/db/schema';
import {
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
} from '../../server/customers/newsletter-links';
import type { CustomerDto, CustomerListDto } from '../../shared';
import { csvCells } from '../generated/csv-exports';
import { openShop, useShop, type Shop } from './helpers/shops';
import {
  TestClient,
  createTestApp,
  describeOnDatabase,
  expectRefused,
  useTestApp,
} from './helpers/test-app';

const SIGNUP = '/api/storefront/newsletter/signup';
const CONFIRM = '/api/storefront/newsletter/confirm';
const UNSUBSCRIBE = '/api/storefront/newsletter/unsubscribe';
const LIST = '/api/dashboard/customers/list';
const EXPORT = '/api/dashboard/customers/export';
const MERCHANT_UNSUBSCRIBE = '/api/dashboard/customers/unsubscribe';
const INVALID_LINK = 'This link is not valid any more; sign up again from the store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeOnDatabase('newsletter signup, double opt-in', () => {
  const lines: string[] = [];
  const t = useTestApp({ NEWSLETTER_RATE_LIMIT: '10000' }, lines);
  const a = useShop(t, 'news-a', 'News A');
  const b = useShop(t, 'news-b', 'News B');
  /** Every token a link carried in this file: none may be in a log line. */
  const tokens = new Set<string>();
  let clock = new Date('2026-06-01T09:00:00Z');
  /** Moves the app's clock on by `ms` (each signup gets its own moment: newest first). */
  const tick = (ms = 1000) => {
    clock = new Date(clock.getTime() + ms);
    t.setNow(clock);
    return clock;
  };

  beforeAll(() => {
    tick();
  });

  const signup = (shop: Shop, email: string, extra: Record<string, unknown> = {}) =>
    shop.shopper.post(SIGNUP, { storeId: shop.storeId, email, ...extra });

  const customerOf = async (shop: Shop, email: string) => {
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, shop.storeId), eq(customers.email, email)));
    return row;
  };

  const newsletterEmails = async (shop: Shop, to?: string) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, shop.storeId), eq(emailOutbox.kind, 'newsletter')))
    ).filter((row) => !to || row.toAddress === to);

  /** The email's `purpose` link (from its text). */
  function linkUrlIn(text: string, purpose: 'confirm' | 'unsubscribe'): URL {
    const url = [...text.matchAll(/https?:\/\/\S+/g)]
      .map((m) => new URL(m[0]))
      .find((u) => u.pathname === `/newsletter/${purpose}`);
    if (!url) throw new Error(`no ${purpose} link in:\n${text}`);
    tokens.add(url.searchParams.get('t')!);
    return url;
  }

  /** The `c` and `t` of the email's `purpose` link, as the store's page posts them. */
  function linkIn(text: string, purpose: 'confirm' | 'unsubscribe') {
    const url = linkUrlIn(text, purpose);
    return { customerId: url.searchParams.get('c')!, token: url.searchParams.get('t')! };
  }

  const expectCheckInbox = (res: Awaited<ReturnType<typeof signup>>) => {
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'check-inbox' });
  };

  describe('signup', () => {
    it('makes a pending customer and queues one confirmation email with the store’s link', async () => {
      const res = await signup(a, '  Ada@Example.COM ');
      expectCheckInbox(res);
      const row = await customerOf(a, 'ada@example.com');
      expect(row).toMatchObject({
        emailMarketing: 'pending',
        marketingSource: 'newsletter',
        marketingUpdatedAt: clock,
        confirmSentAt: clock,
      });
      const emails = await newsletterEmails(a, 'ada@example.com');
      expect(emails).toHaveLength(1);
      const [email] = emails;
      expect(email!.subject).toBe('Confirm your subscription to News A');
      expect(email!.status).toBe('pending');
      const origin = new URL(t.config.publicUrl);
      const url = linkUrlIn(email!.textBody, 'confirm');
      expect(url.origin).toBe(`${origin.protocol}//news-a.localhost:${origin.port}`);
      expect(url.searchParams.get('c')).toBe(row!.id);
      expect(
        email!.textBody.indexOf('Not you? Ignore this email; you will not be subscribed.'),
      ).toBeGreaterThan(email!.textBody.indexOf(url.href));
      expect(email!.htmlBody).toContain('Not you? Ignore this email; you will not be subscribed.');
      linkIn(email!.textBody, 'unsubscribe');
    });

    it('answers a repeat within 10 minutes the same and sends nothing new; after 10 minutes, one more', async () => {
      tick(9 * MINUTE);
      expectCheckInbox(await signup(a, 'ada@example.com'));
      expectCheckInbox(await signup(a, 'ADA@example.com'));
      expect(await newsletterEmails(a, 'ada@example.com')).toHaveLength(1);
      tick(MINUTE + 1000);
      expectCheckInbox(await signup(a, 'ada@example.com'));
      expect(await newsletterEmails(a, 'ada@example.com')).toHaveLength(2);
      expect(
        await t.database.db.select().from(customers).where(eq(customers.email, 'ada@example.com')),
      ).toHaveLength(1);
    });

    it('queues one email for two signups of a new address at the same moment', async () => {
      tick();
      const both = await Promise.all([
        signup(a, 'twice@example.com'),
        signup(a, 'twice@example.com'),
      ]);
      for (const res of both) expectCheckInbox(res);
      expect(await newsletterEmails(a, 'twice@example.com')).toHaveLength(1);
    });

    it('answers a filled honeypot as a success, storing and sending nothing', async () => {
      tick();
      const res = await signup(a, 'bot@example.com', { website: 'http://spam.example' });
      expectCheckInbox(res);
      expect(await customerOf(a, 'bot@example.com')).toBeUndefined();
      expect(await newsletterEmails(a, 'bot@example.com')).toEqual([]);
    });

    it('refuses another store’s id on a store host (400 naming storeId), and a bad email (400 naming email)', async () => {
      expectRefused(
        await a.shopper.post(SIGNUP, { storeId: b.storeId, email: 'x@example.com' }),
        400,
        ['storeId'],
      );
      expectRefused(await signup(a, 'not-an-email'), 400, ['email']);
      expectRefused(await signup(a, `${'a'.repeat(250)}@example.com`), 400, ['email']);
      expectRefused(await signup(a, 'x@example.com', { website: 'w'.repeat(201) }), 400, [
        'website',
      ]);
      expectRefused(await signup(a, 'x@example.com', { name: 'Ada' }), 400, ['name']);
      expect(await customerOf(b, 'x@example.com')).toBeUndefined();
      expect(await customerOf(a, 'x@example.com')).toBeUndefined();
    });
  });

  describe('confirm and unsubscribe links', () => {
    let ada: { customerId: string; token: string };
    beforeAll(async () => {
      const [first] = await newsletterEmails(a, 'ada@example.com');
      ada = linkIn(first!.textBody, 'confirm');
    });

    it('refuses a wrong token, another store’s customer and a link for another store, changing nothing', async () => {
      const before = await customerOf(a, 'ada@example.com');
      const at = ada.token.indexOf('.') + 5;
      const wrongToken = `${ada.token.slice(0, at)}${ada.token[at] === 'A' ? 'B' : 'A'}${ada.token.slice(at + 1)}`;
      const refusals = [
        await a.shopper.post(CONFIRM, {
          storeId: a.storeId,
          customerId: ada.customerId,
          token: wrongToken,
        }),
        await a.shopper.post(UNSUBSCRIBE, {
          storeId: a.storeId,
          customerId: ada.customerId,
          token: wrongToken,
        }),
        // A's customer and token, named as B's customer on B's host.
        await b.shopper.post(CONFIRM, {
          storeId: b.storeId,
          customerId: ada.customerId,
          token: ada.token,
        }),
        await b.shopper.post(UNSUBSCRIBE, {
          storeId: b.storeId,
          customerId: ada.customerId,
          token: ada.token,
        }),
      ];
      for (const res of refusals) {
        expectRefused(res, 404, ['token']);
        expect(res.json<{ error: string }>().error).toBe(INVALID_LINK);
      }
      // A's store id from B's host: the host decides.
      expectRefused(
        await b.shopper.post(CONFIRM, {
          storeId: a.storeId,
          customerId: ada.customerId,
          token: ada.token,
        }),
        400,
        ['storeId'],
      );
      expect(await customerOf(a, 'ada@example.com')).toEqual(before);
    });

    it('subscribes with the emailed token, and a second confirm changes nothing', async () => {
      const confirmedAt = tick();
      const res = await a.shopper.post(CONFIRM, { storeId: a.storeId, ...ada });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: 'ada@example.com' });
      expect(await customerOf(a, 'ada@example.com')).toMatchObject({
        emailMarketing: 'subscribed',
        marketingSource: 'newsletter',
        marketingUpdatedAt: confirmedAt,
      });
      tick();
      const again = await a.shopper.post(CONFIRM, { storeId: a.storeId, ...ada });
      expect(again.statusCode, again.body).toBe(200);
      expect((await customerOf(a, 'ada@example.com'))!.marketingUpdatedAt).toEqual(confirmedAt);
    });

    it('answers a subscribed address’s signup the same and sends nothing', async () => {
      tick(30 * MINUTE);
      const before = await newsletterEmails(a, 'ada@example.com');
      expectCheckInbox(await signup(a, 'ada@example.com'));
      expect(await newsletterEmails(a, 'ada@example.com')).toHaveLength(before.length);
      expect((await customerOf(a, 'ada@example.com'))!.emailMarketing).toBe('subscribed');
    });

    it('unsubscribes at once with the unsubscribe link, whatever its age, and stays idempotent', async () => {
      const row = (await customerOf(a, 'ada@example.com'))!;
      // The link marketing emails will carry, built a year before it is followed.
      const url = new URL(
        newsletterUnsubscribeUrl(
          { subdomain: 'news-a', customDomain: null },
          row,
          t.config,
          new Date(clock.getTime() - 365 * DAY),
        ),
      );
      const link = { customerId: url.searchParams.get('c')!, token: url.searchParams.get('t')! };
      tokens.add(link.token);
      expect(url.pathname).toBe('/newsletter/unsubscribe');
      const at = tick();
      const res = await a.shopper.post(UNSUBSCRIBE, { storeId: a.storeId, ...link });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: 'ada@example.com' });
      expect(await customerOf(a, 'ada@example.com')).toMatchObject({
        emailMarketing: 'unsubscribed',
        marketingSource: 'unsubscribe_link',
        marketingUpdatedAt: at,
      });
      tick();
      expect((await a.shopper.post(UNSUBSCRIBE, { storeId: a.storeId, ...link })).statusCode).toBe(
        200,
      );
      expect((await customerOf(a, 'ada@example.com'))!.marketingUpdatedAt).toEqual(at);
    });

    it('does not let an old confirm link subscribe again after an unsubscribe', async () => {
      expectRefused(await a.shopper.post(CONFIRM, { storeId: a.storeId, ...ada }), 404, ['token']);
      expect((await customerOf(a, 'ada@example.com'))!.emailMarketing).toBe('unsubscribed');
    });

    it('takes the confirmation email’s unsubscribe link for a pending signup, and signs up again afterwards', async () => {
      tick();
      expectCheckInbox(await signup(a, 'grace@example.com'));
      const [email] = await newsletterEmails(a, 'grace@example.com');
      const out = linkIn(email!.textBody, 'unsubscribe');
      expect((await a.shopper.post(UNSUBSCRIBE, { storeId: a.storeId, ...out })).statusCode).toBe(
        200,
      );
      expect((await customerOf(a, 'grace@example.com'))!.emailMarketing).toBe('unsubscribed');
      tick(11 * MINUTE);
      expectCheckInbox(await signup(a, 'grace@example.com'));
      expect((await customerOf(a, 'grace@example.com'))!.emailMarketing).toBe('pending');
      expect(await newsletterEmails(a, 'grace@example.com')).toHaveLength(2);
    });

    it('refuses a confirm link after 7 days, leaving the customer pending', async () => {
      tick();
      expectCheckInbox(await signup(a, 'late@example.com'));
      const [email] = await newsletterEmails(a, 'late@example.com');
      const link = linkIn(email!.textBody, 'confirm');
      tick(7 * DAY + MINUTE);
      expectRefused(await a.shopper.post(CONFIRM, { storeId: a.storeId, ...link }), 404, ['token']);
      expect((await customerOf(a, 'late@example.com'))!.emailMarketing).toBe('pending');
    });

    it('builds the confirm link on the store’s origin from configuration', () => {
      const url = newsletterConfirmUrl(
        { subdomain: 'news-a', customDomain: 'shop.news.example' },
        { id: ada.customerId, marketingKey: randomUUID() },
        t.config,
        clock,
      );
      expect(url).toMatch(
        /^https?:\/\/shop\.news\.example\/newsletter\/confirm\?c=[0-9a-f-]{36}&t=\d+\.[\w-]{43}$/,
      );
    });
  });

  describe('the merchant’s Customers API', () => {
    const list = (shop: Shop, query: Record<string, string> = {}) =>
      shop.client.get(`${LIST}?${new URLSearchParams({ storeId: shop.storeId, ...query })}`);

    it('lists the store’s customers newest first, with paging', async () => {
      const res = await list(a);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<CustomerListDto>();
      const emails = body.customers.map((c) => c.email);
      expect(emails).toEqual([
        'late@example.com',
        'grace@example.com',
        'twice@example.com',
        'ada@example.com',
      ]);
      expect(body).toMatchObject({ page: 0, size: 20, totalElements: 4, totalPages: 1 });
      const ada = body.customers.find((c) => c.email === 'ada@example.com')!;
      expect(Object.keys(ada).sort()).toEqual(
        [
          'accountSince',
          'createdAt',
          'email',
          'emailMarketing',
          'id',
          'lastOrderAt',
          'marketingUpdatedAt',
          'name',
          'ordersCount',
          'phone',
          'source',
          'tags',
          'totalSpent',
        ].sort(),
      );
      // A newsletter signup has ordered nothing.
      expect(ada).toMatchObject({ ordersCount: 0, totalSpent: 0, lastOrderAt: null, tags: [] });
      expect(ada).toMatchObject({ emailMarketing: 'unsubscribed', source: 'unsubscribe_link' });
      const second = (await list(a, { page: '1', size: '3' })).json<CustomerListDto>();
      expect(second.customers.map((c) => c.email)).toEqual(['ada@example.com']);
      expect(second).toMatchObject({ page: 1, size: 3, totalElements: 4, totalPages: 2 });
    });

    it('searches the email (any case, part of it, wildcards literally) and filters by marketing state', async () => {
      const emails = async (query: Record<string, string>) =>
        (await list(a, query)).json<CustomerListDto>().customers.map((c) => c.email);
      expect(await emails({ q: 'GRA' })).toEqual(['grace@example.com']);
      expect(await emails({ q: '%' })).toEqual([]);
      expect(await emails({ q: '_' })).toEqual([]);
      expect(await emails({ marketing: 'pending' })).toEqual([
        'late@example.com',
        'grace@example.com',
        'twice@example.com',
      ]);
      expect(await emails({ marketing: 'unsubscribed' })).toEqual(['ada@example.com']);
      expect(await emails({ marketing: 'subscribed' })).toEqual([]);
      expect(await emails({ marketing: 'pending', q: 'twice' })).toEqual(['twice@example.com']);
      expectRefused(await list(a, { marketing: 'everyone' }), 400, ['marketing']);
    });

    it('exports the same filters as CSV, formula-safe', async () => {
      const res = await a.client.get(
        `${EXPORT}?${new URLSearchParams({ storeId: a.storeId, marketing: 'pending' })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="customers-news-a-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = csvCells(res.body);
      expect(header).toEqual([
        'Email',
        'Name',
        'Phone',
        'Orders',
        'Total spent',
        'Currency',
        'Last order',
        'Account since',
        'Tags',
        'Email marketing',
        'Consent date',
        'Source',
        'Created',
      ]);
      expect(rows.map((r) => r[0])).toEqual([
        'late@example.com',
        'grace@example.com',
        'twice@example.com',
      ]);
      const late = (await customerOf(a, 'late@example.com'))!;
      expect(rows[0]).toEqual([
        'late@example.com',
        '',
        '',
        '0',
        '0.00',
        'USD',
        '',
        '',
        '',
        'pending',
        late.marketingUpdatedAt!.toISOString(),
        'newsletter',
        late.createdAt.toISOString(),
      ]);
      // An address may begin with a formula character: the cell is guarded.
      tick();
      expectCheckInbox(await signup(a, '-cmd@example.com'));
      const guarded = csvCells((await a.client.get(`${EXPORT}?storeId=${a.storeId}&q=cmd`)).body);
      expect(guarded[1]![0]).toBe("'-cmd@example.com");
    });

    it('lets the merchant remove consent (never add it) and refuses another store’s customer', async () => {
      const twice = (await customerOf(a, 'twice@example.com'))!;
      const at = tick();
      const res = await a.client.post(MERCHANT_UNSUBSCRIBE, {
        storeId: a.storeId,
        customerId: twice.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CustomerDto>()).toMatchObject({
        id: twice.id,
        emailMarketing: 'unsubscribed',
        source: 'merchant',
        marketingUpdatedAt: at.toISOString(),
      });
      // Already out: answered as it is.
      tick();
      const again = await a.client.post(MERCHANT_UNSUBSCRIBE, {
        storeId: a.storeId,
        customerId: twice.id,
      });
      expect(again.json<CustomerDto>().marketingUpdatedAt).toBe(at.toISOString());
      // B's store with A's customer: not found.
      expectRefused(
        await b.client.post(MERCHANT_UNSUBSCRIBE, { storeId: b.storeId, customerId: twice.id }),
        404,
        ['customerId'],
      );
      const unknown = await a.client.post(MERCHANT_UNSUBSCRIBE, {
        storeId: a.storeId,
        customerId: randomUUID(),
      });
      expectRefused(unknown, 404, ['customerId']);
    });

    it('never lets store B’s member list, export or unsubscribe store A’s customers', async () => {
      const grace = (await customerOf(a, 'grace@example.com'))!;
      const before = await t.database.db
        .select()
        .from(customers)
        .where(eq(customers.storeId, a.storeId));
      expectRefused(await b.client.get(`${LIST}?storeId=${a.storeId}`), 404, ['storeId']);
      expectRefused(await b.client.get(`${EXPORT}?storeId=${a.storeId}`), 404, ['storeId']);
      expectRefused(
        await b.client.post(MERCHANT_UNSUBSCRIBE, { storeId: a.storeId, customerId: grace.id }),
        404,
        ['storeId'],
      );
      // B's own list holds none of A's.
      const own = (await b.client.get(`${LIST}?storeId=${b.storeId}`)).json<CustomerListDto>();
      expect(own.customers).toEqual([]);
      const csv = await b.client.get(`${EXPORT}?storeId=${b.storeId}`);
      expect(csvCells(csv.body)).toHaveLength(1);
      // Nobody without a session.
      expect((await new TestClient(t.app).get(`${LIST}?storeId=${a.storeId}`)).statusCode).toBe(
        401,
      );
      expect(
        await t.database.db.select().from(customers).where(eq(customers.storeId, a.storeId)),
      ).toEqual(before);
    });
  });

  it('[regression] writes no link token to any log line', async () => {
    // The confirmation page as a browser opens it from the email: the token is in its URL.
    const [email] = await newsletterEmails(a, 'grace@example.com');
    const url = linkUrlIn(email!.textBody, 'confirm');
    const page = await new TestClient(t.app, url.host).get(`${url.pathname}${url.search}`);
    expect(page.statusCode).toBeLessThan(500);
    expect(lines.some((l) => l.includes('"url":"/newsletter/confirm?'))).toBe(true);
    expect(tokens.size).toBeGreaterThan(3);
    const found = lines.filter((l) => [...tokens].some((token) => l.includes(token)));
    expect(found).toEqual([]);
  });
});

describeOnDatabase('newsletter rate limit', () => {
  it('limits signups per IP (NEWSLETTER_RATE_LIMIT a minute)', async () => {
    const t = await createTestApp({ NEWSLETTER_RATE_LIMIT: '2' });
    try {
      const merchant = await openShop(t.app, 'news-limit');
      const send = () =>
        merchant.shopper.post(SIGNUP, { storeId: merchant.storeId, email: 'ada@example.com' });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
