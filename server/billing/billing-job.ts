/**
 * The billing job (issue 13): the time-driven subscription changes, run once across
 * processes. One pass is one transaction that first takes a transaction-scoped advisory lock
 * (`pg_try_advisory_xact_lock`; another process holding it: the pass is skipped), then four
 * transitions, each in batches of `BATCH` accounts: an UPDATE … RETURNING changes a batch of
 * the accounts due and answers what their emails say, the emails are rendered in TypeScript
 * with billing/emails.ts's `subscriptionEmail` (the templates every subscription email uses,
 * escaping included), and one INSERT (`enqueueEmails`) queues the batch's outbox rows:
 *
 * - `TRIAL` past `trial_ends_at` → `TRIAL_EXPIRED`, the `trial-expired` email;
 * - `ACTIVE` whose `current_period_end` plus the grace has passed → `UNPAID`, `unpaid`;
 * - `TRIAL` ending within the reminder window, not yet reminded → `trial-ending`, and
 *   `trial_reminder_sent_at` is set (once per trial);
 * - `ACTIVE` whose period ends within the window and whose `period_reminder_for` is not that
 *   period's end → `period-ending`, and `period_reminder_for` = the period end (once per period).
 *
 * Every guard is in the WHERE, so a second pass, or a process that runs after the lock is
 * released, finds nothing to do twice, and a batch's update leaves its accounts out of the
 * next batch. 100,000 accounts cost two statements per 5,000 (bench: `npm run bench -- billing`,
 * goal 5 s a pass).
 *
 * `startBillingJob` runs a pass every BILLING_JOB_INTERVAL_MS (an unref'd timer, stopped when
 * the app closes, never two at once in a process) and purges the caches of the stores whose
 * owner just became UNPAID or TRIAL_EXPIRED (subscription-changed.ts).
 */
import { startPeriodicJob } from '../jobs/periodic';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BillingConfig } from '../config';
import type { Db } from '../db/client';
import { enqueueEmails } from '../email/outbox';
import { dashboardOrigin } from '../http/public-links';
import { subscriptionEmail, type SubscriptionEmail } from './emails';
import { subscriptionChanged } from './subscription-changed';

/** The advisory lock key every process's pass takes (any fixed 64-bit number). */
export const BILLING_JOB_LOCK_KEY = 7_301_913_013;

/** Accounts changed, rendered and queued per round trip pair (a batch's insert: a few MB). */
const BATCH = 5_000;

const DAY_MS = 86_400_000;

export interface BillingPassResult {
  /** Another process was running its pass: this one did nothing. */
  skipped: boolean;
  trialsExpired: number;
  periodsUnpaid: number;
  trialReminders: number;
  periodReminders: number;
  emails: number;
  /** Accounts that became UNPAID or TRIAL_EXPIRED (their stores' caches need a purge). */
  closedUserIds: string[];
}

/** What a transition's UPDATE … RETURNING answers per account. */
interface ChangedAccount {
  userId: string;
  email: string;
  name: string;
  /** The trial's or period's end in epoch milliseconds (reminders only). */
  dueMs: number | null;
  planName: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One transition, batch by batch: `update(set, due)` changes the subscriptions of `due` (an
 * `s.user_id in (…)` condition of at most BATCH accounts, the guards repeated) and `render`
 * writes each changed account's email. Answers the changed user ids and the emails queued.
 */
async function transition(
  tx: Tx,
  options: {
    /** The SET list of the UPDATE. */
    set: SQL;
    /** The guard (on `s`, the subscription), both to pick a batch and in the UPDATE. */
    guard: SQL;
    /** The account's due date column (`s.trial_ends_at`…), for reminders. */
    due?: SQL;
    render: (account: ChangedAccount) => SubscriptionEmail;
  },
): Promise<{ userIds: string[]; emails: number }> {
  const { set, guard, due, render } = options;
  const userIds: string[] = [];
  for (;;) {
    const changed = rowsOf<ChangedAccount>(
      await tx.execute(sql`
        update subscriptions s set ${set}
        from users u
        where u.id = s.user_id and ${guard}
          and s.user_id in (select s.user_id from subscriptions s where ${guard} limit ${BATCH})
        returning s.user_id::text as "userId", u.email, u.name,
          ${due ? sql`extract(epoch from ${due})::float8 * 1000` : sql`null::float8`} as "dueMs",
          (select p.name from plans p where p.id = s.plan_id) as "planName"`),
    );
    await enqueueEmails(
      tx,
      changed.map((account) => ({
        storeId: null,
        kind: 'subscription' as const,
        to: account.email,
        ...render(account),
      })),
    );
    for (const account of changed) userIds.push(account.userId);
    if (changed.length < BATCH) return { userIds, emails: userIds.length };
  }
}

/** Whole days from `now` to `dueMs`, rounded up (0 when past): what the reminders print. */
const daysLeft = (dueMs: number, now: Date) =>
  Math.max(0, Math.ceil((dueMs - now.getTime()) / DAY_MS));

/** One pass of the job at `now` (see the module header). */
export async function runBillingPass(
  db: Db,
  now: Date,
  billing: Pick<BillingConfig, 'graceMs' | 'reminderMs'>,
  /** The dashboard's origin the emails link to (dashboardOrigin). */
  origin: string,
): Promise<BillingPassResult> {
  const at = now.toISOString();
  const unpaidBefore = new Date(now.getTime() - billing.graceMs).toISOString();
  const remindBefore = new Date(now.getTime() + billing.reminderMs).toISOString();
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(${sql.raw(String(BILLING_JOB_LOCK_KEY))}) as locked`,
      ),
    );
    if (!lock?.locked) {
      return {
        skipped: true,
        trialsExpired: 0,
        periodsUnpaid: 0,
        trialReminders: 0,
        periodReminders: 0,
        emails: 0,
        closedUserIds: [],
      };
    }

    const expired = await transition(tx, {
      set: sql`status = 'TRIAL_EXPIRED', updated_at = ${at}::timestamptz`,
      guard: sql`s.status = 'TRIAL' and s.trial_ends_at <= ${at}::timestamptz`,
      render: (a) => subscriptionEmail('trial-expired', { name: a.name, origin }),
    });
    const unpaid = await transition(tx, {
      set: sql`status = 'UNPAID', updated_at = ${at}::timestamptz`,
      guard: sql`s.status = 'ACTIVE' and s.current_period_end <= ${unpaidBefore}::timestamptz`,
      render: (a) => subscriptionEmail('unpaid', { name: a.name, origin }),
    });
    const trialReminders = await transition(tx, {
      set: sql`trial_reminder_sent_at = ${at}::timestamptz`,
      guard: sql`s.status = 'TRIAL' and s.trial_reminder_sent_at is null
        and s.trial_ends_at > ${at}::timestamptz and s.trial_ends_at <= ${remindBefore}::timestamptz`,
      due: sql`s.trial_ends_at`,
      render: (a) =>
        subscriptionEmail('trial-ending', {
          name: a.name,
          origin,
          trialEndsAt: new Date(a.dueMs ?? 0),
          daysLeft: daysLeft(a.dueMs ?? 0, now),
        }),
    });
    const periodReminders = await transition(tx, {
      set: sql`period_reminder_for = s.current_period_end`,
      guard: sql`s.status = 'ACTIVE'
        and s.current_period_end > ${at}::timestamptz and s.current_period_end <= ${remindBefore}::timestamptz
        and s.period_reminder_for is distinct from s.current_period_end`,
      due: sql`s.current_period_end`,
      render: (a) =>
        subscriptionEmail('period-ending', {
          name: a.name,
          origin,
          planName: a.planName ?? 'Store Builder',
          periodEnd: new Date(a.dueMs ?? 0),
          daysLeft: daysLeft(a.dueMs ?? 0, now),
        }),
    });
    const counts = {
      trialsExpired: expired.userIds.length,
      periodsUnpaid: unpaid.userIds.length,
      trialReminders: trialReminders.userIds.length,
      periodReminders: periodReminders.userIds.length,
    };
    return {
      skipped: false,
      ...counts,
      emails: [expired, unpaid, trialReminders, periodReminders].reduce((n, t) => n + t.emails, 0),
      closedUserIds: [...expired.userIds, ...unpaid.userIds],
    };
  });
}

/** Runs a pass every `config.billing.jobIntervalMs` for `app` (stopped on close). */
export function startBillingJob(app: FastifyInstance): void {
  const { config } = app.ctx;
  const origin = dashboardOrigin(config);
  startPeriodicJob(app, {
    name: 'billing',
    intervalMs: config.billing.jobIntervalMs,
    failureMessage: 'billing job failed',
    async run() {
      const result = await runBillingPass(app.ctx.db, app.ctx.now(), config.billing, origin);
      if (result.closedUserIds.length) await subscriptionChanged(app, result.closedUserIds);
      const { skipped: _s, closedUserIds: _c, ...counts } = result;
      if (result.emails) app.log.info(counts, 'billing job: subscriptions changed');
    },
  });
}
