/**
 * The billing job (issue 13): the time-driven subscription changes, run once across
 * processes. One pass is one transaction that first takes a transaction-scoped advisory lock
 * (`pg_try_advisory_xact_lock`; another process holding it: the pass is skipped), then four
 * set-based statements, each an UPDATE … RETURNING whose emails are written by an INSERT …
 * SELECT in the same statement:
 *
 * - `TRIAL` past `trial_ends_at` → `TRIAL_EXPIRED`, the `trial-expired` email;
 * - `ACTIVE` whose `current_period_end` plus the grace has passed → `UNPAID`, `unpaid`;
 * - `TRIAL` ending within the reminder window, not yet reminded → `trial-ending`, and
 *   `trial_reminder_sent_at` is set (once per trial);
 * - `ACTIVE` whose period ends within the window and whose `period_reminder_for` is not that
 *   period's end → `period-ending`, and `period_reminder_for` = the period end (once per period).
 *
 * Every guard is in the WHERE, so a second pass, or a process that runs after the lock is
 * released, finds nothing to do twice. The emails are billing/emails.ts's: each kind is built
 * once with placeholder values (name, plan, date, days) that the SQL replaces per account
 * (escaped in the HTML body as `escapeHtml` does), so 100,000 accounts cost four statements,
 * not 100,000 round trips (bench: `npm run bench -- billing`).
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
import { dashboardOrigin } from '../http/public-links';
import {
  subscriptionEmail,
  type SubscriptionEmailData,
  type SubscriptionEmailKind,
} from './emails';
import { subscriptionChanged } from './subscription-changed';

/** The advisory lock key every process's pass takes (any fixed 64-bit number). */
export const BILLING_JOB_LOCK_KEY = 7_301_913_013;

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

// Placeholders the per-account SQL replaces: letters only, so escapeHtml keeps them as they are.
const NAME = 'SBJOBNAMEPLACEHOLDER';
const PLAN = 'SBJOBPLANPLACEHOLDER';
/** A date no real reminder names, printed by emailDate as `1 January 1901`. */
const DATE = new Date(Date.UTC(1901, 0, 1));
/** A day count no real reminder names: the templates print it as `987654 days`. */
const DAYS = 987_654;
const DAYS_TEXT = `${DAYS} days`;
const DATE_TEXT = '1 January 1901';

/** The SQL text of escapeHtml (orders/order-emails.ts) over `value`. */
const escapedSql = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/** `24 November 2026` (emails.ts emailDate: en-GB, UTC) of a timestamptz column. */
const dateSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'FMDD FMMonth YYYY')`;

/** `3 days` / `1 day` (emails.ts days()) of whole days from `now` to `column` (0 when past). */
const daysSql = (column: SQL, now: Date) => {
  const n = sql`greatest(0, ceil(extract(epoch from (${column} - ${now.toISOString()}::timestamptz)) / 86400))::int`;
  return sql`(case when ${n} = 1 then '1 day' else ${n}::text || ' days' end)`;
};

interface Substitutions {
  name: SQL;
  plan?: SQL;
  date?: SQL;
  days?: SQL;
}

/** `template` with each placeholder replaced by its SQL value (escaped for HTML when `html`). */
function filled(template: string, values: Substitutions, html: boolean): SQL {
  let out: SQL = sql`${template}::text`;
  const put = (placeholder: string, value: SQL | undefined) => {
    if (!value || !template.includes(placeholder)) return;
    out = sql`replace(${out}, ${placeholder}, ${html ? escapedSql(value) : value})`;
  };
  put(DAYS_TEXT, values.days);
  put(DATE_TEXT, values.date);
  put(PLAN, values.plan);
  // The name last: a name that happens to contain another placeholder stays as typed.
  put(NAME, values.name);
  return out;
}

/** The three columns of an email row built from `kind`'s template. */
function emailColumns<K extends SubscriptionEmailKind>(
  kind: K,
  data: SubscriptionEmailData[K],
  values: Substitutions,
): SQL {
  const email = subscriptionEmail(kind, data);
  return sql`${filled(email.subject, values, false)}, ${filled(email.text, values, false)}, ${filled(email.html, values, true)}`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One statement: `update` (an `UPDATE subscriptions s … RETURNING s.user_id[, …]`) and, for
 * each returned account, one outbox row whose subject, text and html are `columns` (which may
 * read `c.*` of the returned row and `u.name` of the account). Answers the returned user ids.
 */
async function transition(
  tx: Tx,
  update: SQL,
  columns: SQL,
): Promise<{ userIds: string[]; emails: number }> {
  const result = await tx.execute(sql`
    with changed as (${update}),
    mailed as (
      insert into email_outbox (store_id, kind, to_address, subject, text_body, html_body)
      select null, 'subscription', u.email, ${columns}
      from changed c join users u on u.id = c.user_id
      returning 1
    )
    select c.user_id::text as "userId", (select count(*) from mailed)::int as "emails"
    from changed c`);
  const rows = rowsOf<{ userId: string; emails: number }>(result);
  return { userIds: rows.map((r) => r.userId), emails: rows[0]?.emails ?? 0 };
}

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
  const name = sql`u.name`;
  const base = { name: NAME, origin };
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

    const expired = await transition(
      tx,
      sql`update subscriptions s set status = 'TRIAL_EXPIRED', updated_at = ${at}::timestamptz
        where s.status = 'TRIAL' and s.trial_ends_at <= ${at}::timestamptz
        returning s.user_id`,
      emailColumns('trial-expired', base, { name }),
    );
    const unpaid = await transition(
      tx,
      sql`update subscriptions s set status = 'UNPAID', updated_at = ${at}::timestamptz
        where s.status = 'ACTIVE' and s.current_period_end <= ${unpaidBefore}::timestamptz
        returning s.user_id`,
      emailColumns('unpaid', base, { name }),
    );
    const trialReminders = await transition(
      tx,
      sql`update subscriptions s set trial_reminder_sent_at = ${at}::timestamptz
        where s.status = 'TRIAL' and s.trial_reminder_sent_at is null
          and s.trial_ends_at > ${at}::timestamptz and s.trial_ends_at <= ${remindBefore}::timestamptz
        returning s.user_id, s.trial_ends_at`,
      emailColumns(
        'trial-ending',
        { ...base, trialEndsAt: DATE, daysLeft: DAYS },
        { name, date: dateSql(sql`c.trial_ends_at`), days: daysSql(sql`c.trial_ends_at`, now) },
      ),
    );
    const periodReminders = await transition(
      tx,
      sql`update subscriptions s set period_reminder_for = s.current_period_end
        where s.status = 'ACTIVE'
          and s.current_period_end > ${at}::timestamptz and s.current_period_end <= ${remindBefore}::timestamptz
          and s.period_reminder_for is distinct from s.current_period_end
        returning s.user_id, s.current_period_end,
          (select p.name from plans p where p.id = s.plan_id) as plan_name`,
      emailColumns(
        'period-ending',
        { ...base, planName: PLAN, periodEnd: DATE, daysLeft: DAYS },
        {
          name,
          plan: sql`coalesce(c.plan_name, 'Store Builder')`,
          date: dateSql(sql`c.current_period_end`),
          days: daysSql(sql`c.current_period_end`, now),
        },
      ),
    );
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
