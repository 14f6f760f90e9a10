/**
 * The billing job (issue 13): the time-driven subscription changes, run once across
 * processes. One pass is one transaction that first takes a transaction-scoped advisory lock
 * (`pg_try_advisory_xact_lock`; another process holding it: the pass is skipped), then four
 * transitions, each one UPDATE … RETURNING that changes every account due and answers what its
 * email says; the emails are rendered in TypeScript with billing/emails.ts's
 * `subscriptionEmail` (the templates every subscription email uses, escaping included), and
 * one INSERT (`enqueueEmails`) per `BATCH` queues their outbox rows, while the next batch is
 * rendered (the server and this process work at once):
 *
 * - `TRIAL` past `trial_ends_at` → `TRIAL_EXPIRED`, the `trial-expired` email;
 * - `ACTIVE` whose `current_period_end` plus the grace has passed → `UNPAID`, `unpaid`;
 * - `TRIAL` ending within the reminder window, not yet reminded → `trial-ending`, and
 *   `trial_reminder_sent_at` is set (once per trial);
 * - `ACTIVE` whose period ends within the window and whose `period_reminder_for` is not that
 *   period's end → `period-ending`, and `period_reminder_for` = the period end (once per period).
 *
 * Every guard is in the WHERE, so a second pass, or a process that runs after the lock is
 * released, finds nothing to do twice. 100,000 accounts cost four UPDATEs and one INSERT per
 * 5,000 emails (bench: `npm run bench -- billing`, goal 5 s a pass).
 *
 * `startBillingJob` runs a pass every BILLING_JOB_INTERVAL_MS (an unref'd timer, stopped when
 * the app closes, never two at once in a process) and purges the caches of the stores whose
 * owner just became UNPAID or TRIAL_EXPIRED (subscription-changed.ts).
 */
import { startPeriodicJob } from '../jobs/periodic';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BillingConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { enqueueEmails, type OutgoingEmail } from '../email/outbox';
import { dashboardOrigin } from '../http/public-links';
import { subscriptionEmail, type SubscriptionEmail } from './emails';
import { subscriptionChanged } from './subscription-changed';

/** The advisory lock key every process's pass takes (any fixed 64-bit number). */
export const BILLING_JOB_LOCK_KEY = 7_301_913_013;

/** Emails rendered and queued per INSERT (a batch's insert: a few MB). */
const BATCH = 5_000;
/** Emails rendered between two turns of the event loop. */
const RENDER_SLICE = 500;

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

/** Lets the event loop run (the previous batch's INSERT is written out and answered meanwhile). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Queues `render`'s email for each of `accounts`, BATCH to an INSERT. While one batch's INSERT
 * runs on the server, the next batch is rendered here (in slices that let the event loop
 * write the INSERT out), so the two processes' CPUs work at once.
 */
async function queueEmails(
  tx: Tx,
  accounts: ChangedAccount[],
  render: (account: ChangedAccount) => SubscriptionEmail,
): Promise<void> {
  let inserting: Promise<void> = Promise.resolve();
  for (let start = 0; start < accounts.length; start += BATCH) {
    const emails: OutgoingEmail[] = [];
    for (const account of accounts.slice(start, start + BATCH)) {
      emails.push({ storeId: null, kind: 'subscription', to: account.email, ...render(account) });
      if (emails.length % RENDER_SLICE === 0) await yieldToEventLoop();
    }
    await inserting;
    inserting = enqueueEmails(tx, emails);
    // Awaited before the next batch or at the end; handled meanwhile, so a failure while the
    // next batch renders is not an unhandled rejection.
    inserting.catch(() => undefined);
  }
  await inserting;
}

/**
 * One transition: one UPDATE … RETURNING changes every account `guard` picks (the guard in the
 * WHERE, so nothing happens twice) and answers what their emails say; `render` writes each
 * changed account's email, queued BATCH to a statement. Answers the changed user ids.
 */
async function transition(
  tx: Tx,
  options: {
    /** The SET list of the UPDATE. */
    set: SQL;
    /** The guard (on `s`, the subscription). */
    guard: SQL;
    /** The account's due date column (`s.trial_ends_at`…), for reminders. */
    due?: SQL;
    render: (account: ChangedAccount) => SubscriptionEmail;
  },
): Promise<string[]> {
  const { set, guard, due, render } = options;
  const changed = rowsOf<ChangedAccount>(
    await tx.execute(sql`
      update subscriptions s set ${set}
      from users u
      where u.id = s.user_id and ${guard}
      returning s.user_id::text as "userId", u.email, u.name,
        ${due ? sql`extract(epoch from ${due})::float8 * 1000` : sql`null::float8`} as "dueMs",
        (select p.name from plans p where p.id = s.plan_id) as "planName"`),
  );
  await queueEmails(tx, changed, render);
  return changed.map((account) => account.userId);
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
    return {
      skipped: false,
      trialsExpired: expired.length,
      periodsUnpaid: unpaid.length,
      trialReminders: trialReminders.length,
      periodReminders: periodReminders.length,
      emails: expired.length + unpaid.length + trialReminders.length + periodReminders.length,
      closedUserIds: [...expired, ...unpaid],
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
