/**
 * The billing job (issue 13): a trial past its end → TRIAL_EXPIRED, a paid period past the
 * grace → UNPAID, reminders before a trial's end and a period's end, each with its email
 * (the subscription emails of billing/emails.ts, word for word, the name escaped in HTML);
 * other accounts untouched; two passes at once (on PostgreSQL from two pools) change and
 * email each account once; a held lock skips a pass; a renewed period is reminded again; the
 * app's timer runs it and closes the store.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import {
  BILLING_JOB_LOCK_KEY,
  runBillingPass,
  type BillingPassResult,
} from '../../server/billing/billing-job';
import { subscriptionEmail } from '../../server/billing/emails';
import { openDatabase, type Database } from '../../server/db/client';
import { emailOutbox, plans, subscriptions, users } from '../../server/db/schema';
import {
  createStore,
  createTestApp,
  dbKind,
  signUpMerchant,
  TestClient,
  useTestApp,
  describeOnDatabase,
} from './helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const billing = { graceMs: 7 * DAY, reminderMs: 3 * DAY };
const ORIGIN = 'http://localhost:3000';

describeOnDatabase('billing job', () => {
  /** A second connection pool to the same database (PostgreSQL), as another process has. */
  let second: Database | undefined;
  const now = new Date(Date.UTC(2027, 2, 10, 9, 0, 0));
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};
  let businessId: string;

  const t = useTestApp();
  beforeAll(async () => {
    for (const key of [
      'trialOver',
      'trialSoon',
      'trialLater',
      'periodOver',
      'periodSoon',
      'periodInGrace',
      'periodLater',
    ]) {
      const m = await signUpMerchant(t.app);
      ids[key] = m.userId;
      emails[key] = m.email;
    }
    const [business] = await t.database.db.select().from(plans).where(eq(plans.code, 'business'));
    businessId = business!.id;
    // A name that needs escaping in HTML.
    await t.database.db
      .update(users)
      .set({ name: `Zoë <O'Brien> & "Co"` })
      .where(eq(users.id, ids.trialSoon!));
    const set = (key: string, values: Partial<typeof subscriptions.$inferInsert>) =>
      t.database.db.update(subscriptions).set(values).where(eq(subscriptions.userId, ids[key]!));
    await set('trialOver', { status: 'TRIAL', trialEndsAt: new Date(now.getTime() - HOUR) });
    await set('trialSoon', { status: 'TRIAL', trialEndsAt: new Date(now.getTime() + 2 * DAY) });
    await set('trialLater', { status: 'TRIAL', trialEndsAt: new Date(now.getTime() + 10 * DAY) });
    const active = (periodEnd: Date) => ({
      status: 'ACTIVE',
      planId: businessId,
      trialEndsAt: new Date(now.getTime() - 60 * DAY),
      currentPeriodEnd: periodEnd,
    });
    await set('periodOver', active(new Date(now.getTime() - 7 * DAY - HOUR)));
    await set('periodSoon', active(new Date(now.getTime() + DAY + HOUR)));
    await set('periodInGrace', active(new Date(now.getTime() - DAY)));
    await set('periodLater', active(new Date(now.getTime() + 20 * DAY)));
    if (t.database.kind === 'postgres') {
      second = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    }
  });
  afterAll(async () => {
    await second?.close();
  });

  const statusOf = async (key: string) =>
    (
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ids[key]!))
    )[0]!;
  const outbox = async () =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'subscription' as never),
          inArray(emailOutbox.toAddress, Object.values(emails)),
        ),
      );
  const sum = (results: BillingPassResult[], key: keyof BillingPassResult) =>
    results.reduce((n, r) => n + (r[key] as number), 0);

  it('changes and emails each account once, even with two passes at once', async () => {
    const results = await Promise.all([
      runBillingPass(t.database.db, now, billing, ORIGIN),
      runBillingPass((second ?? t.database).db, now, billing, ORIGIN),
    ]);
    expect(sum(results, 'trialsExpired')).toBe(1);
    expect(sum(results, 'periodsUnpaid')).toBe(1);
    expect(sum(results, 'trialReminders')).toBe(1);
    expect(sum(results, 'periodReminders')).toBe(1);
    expect(sum(results, 'emails')).toBe(4);
    expect(results.flatMap((r) => r.closedUserIds).sort()).toEqual(
      [ids.trialOver, ids.periodOver].sort(),
    );

    expect((await statusOf('trialOver')).status).toBe('TRIAL_EXPIRED');
    expect((await statusOf('periodOver')).status).toBe('UNPAID');
    expect((await statusOf('trialSoon')).trialReminderSentAt?.toISOString()).toBe(
      now.toISOString(),
    );
    const soon = await statusOf('periodSoon');
    expect(soon.periodReminderFor?.toISOString()).toBe(soon.currentPeriodEnd?.toISOString());
    for (const key of ['trialLater', 'periodInGrace', 'periodLater']) {
      const row = await statusOf(key);
      expect(row.status, key).toBe(key === 'trialLater' ? 'TRIAL' : 'ACTIVE');
      expect(row.trialReminderSentAt, key).toBeNull();
      expect(row.periodReminderFor, key).toBeNull();
    }

    const mail = await outbox();
    expect(mail.map((m) => m.toAddress).sort()).toEqual(
      [emails.trialOver, emails.periodOver, emails.trialSoon, emails.periodSoon].sort(),
    );
    const to = (key: string) => mail.find((m) => m.toAddress === emails[key])!;
    // Word for word what billing/emails.ts builds for that account.
    const same = (key: string, built: ReturnType<typeof subscriptionEmail>) => {
      const row = to(key);
      expect({ subject: row.subject, text: row.textBody, html: row.htmlBody }).toEqual(built);
      expect(row.storeId).toBeNull();
      expect(row.status).toBe('pending');
    };
    same(
      'trialOver',
      subscriptionEmail('trial-expired', { name: 'Test Merchant', origin: ORIGIN }),
    );
    same('periodOver', subscriptionEmail('unpaid', { name: 'Test Merchant', origin: ORIGIN }));
    same(
      'trialSoon',
      subscriptionEmail('trial-ending', {
        name: `Zoë <O'Brien> & "Co"`,
        origin: ORIGIN,
        trialEndsAt: new Date(now.getTime() + 2 * DAY),
        daysLeft: 2,
      }),
    );
    expect(to('trialSoon').htmlBody).toContain('Zoë &lt;O&#39;Brien&gt; &amp; &quot;Co&quot;');
    expect(to('trialSoon').subject).toBe('Your Store Builder trial ends in 2 days');
    same(
      'periodSoon',
      subscriptionEmail('period-ending', {
        name: 'Test Merchant',
        origin: ORIGIN,
        planName: 'Business',
        periodEnd: soon.currentPeriodEnd!,
        daysLeft: 2,
      }),
    );
  });

  it('does nothing twice on a later pass', async () => {
    const again = await runBillingPass(
      t.database.db,
      new Date(now.getTime() + HOUR),
      billing,
      ORIGIN,
    );
    expect(again).toMatchObject({ skipped: false, emails: 0, closedUserIds: [] });
    expect(await outbox()).toHaveLength(4);
  });

  it('reminds a renewed period again, once', async () => {
    const renewed = new Date(now.getTime() + 32 * DAY);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: renewed })
      .where(eq(subscriptions.userId, ids.periodSoon!));
    const later = new Date(renewed.getTime() - DAY);
    const first = await runBillingPass(t.database.db, later, billing, ORIGIN);
    expect(first.periodReminders).toBe(1);
    const second = await runBillingPass(t.database.db, later, billing, ORIGIN);
    expect(second.periodReminders).toBe(0);
    const reminders = (await outbox()).filter((m) => m.toAddress === emails.periodSoon);
    expect(reminders.map((m) => m.subject)).toEqual([
      'Your Business plan ends in 2 days',
      'Your Business plan ends in 1 day',
    ]);
  });

  it.runIf(dbKind === 'postgres')(
    'skips the pass while another process holds the lock',
    async () => {
      // The lock of this database: take it on a connection to the same database.
      const client = new pg.Client({ connectionString: t.database.url! });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`select pg_advisory_xact_lock(${BILLING_JOB_LOCK_KEY})`);
        const result = await runBillingPass(t.database.db, now, billing, ORIGIN);
        expect(result.skipped).toBe(true);
        await client.query('rollback');
        expect((await runBillingPass(t.database.db, now, billing, ORIGIN)).skipped).toBe(false);
      } finally {
        await client.end();
      }
    },
  );

  it('runs on the app’s timer: an unpaid owner’s store closes', async () => {
    const app = await createTestApp({ BILLING_JOB_INTERVAL_MS: '200' });
    try {
      const m = await signUpMerchant(app.app);
      await createStore(m.client, 'timer-shop', 'Timer Shop');
      const shopper = new TestClient(app.app, 'timer-shop.localhost:3000');
      expect((await shopper.get('/')).statusCode).toBe(200);
      await app.database.db
        .update(subscriptions)
        .set({
          status: 'ACTIVE',
          trialEndsAt: new Date(Date.now() - 60 * DAY),
          currentPeriodEnd: new Date(Date.now() - 8 * DAY),
        })
        .where(eq(subscriptions.userId, m.userId));
      await expect
        .poll(
          async () =>
            (
              await app.database.db
                .select()
                .from(subscriptions)
                .where(eq(subscriptions.userId, m.userId))
            )[0]!.status,
          { timeout: 5000 },
        )
        .toBe('UNPAID');
      // The pass purges the store's caches just after it commits: a shopper sees the store
      // closed within moments, long before the host cache's 30 s would run out. (One GET right
      // after the row changed could land between the commit and the purge.)
      await expect
        .poll(async () => (await shopper.get('/')).statusCode, { timeout: 5000 })
        .toBe(503);
      const mail = await app.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, m.email));
      expect(mail.map((r) => r.subject)).toContain(
        'Your stores are closed until your payment arrives',
      );
    } finally {
      await app.close();
    }
  });
});
