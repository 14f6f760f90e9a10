/**
 * `npm run bench -- billing`: the billing job (server/billing/billing-job.ts) over 100,000
 * subscriptions on the PostgreSQL server (BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database, created, migrated and
 * dropped here).
 *
 * Data (generate_series, a few statements): BENCH_BILLING_ACCOUNTS users (100,000), each
 * with a subscription, one fifth each: a trial that has ended, a trial ending within the
 * reminder window, a paid period past its grace, a paid period ending within the window, and
 * untouched accounts (half a trial ending in 10 days, half a period ending in 20).
 *
 * Measured: one pass in this process (goal <= 5 s); then, on the data seeded again, two
 * separate node processes running a pass at the same instant, and afterwards a check that
 * every transition and every email happened exactly once (the outbox rows counted per account
 * and kind, the statuses and reminder marks counted per group). Not a test: nothing fails.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { runBillingPass } from '../server/billing/billing-job';
import { openDatabase } from '../server/db/client';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const ACCOUNTS = Number(process.env.BENCH_BILLING_ACCOUNTS ?? 100_000);
const PASS_GOAL_MS = 5_000;
const DAY = 86_400_000;
const billing = { graceMs: 7 * DAY, reminderMs: 3 * DAY };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The machine's 1-minute load average, printed beside each figure (the cores are shared). */
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

/** The groups of the data, by `g % 5`, and what a pass must do to each. */
const groups = [
  { name: 'trial ended', subject: 'Your Store Builder trial has ended', status: 'TRIAL_EXPIRED' },
  { name: 'trial to remind', subject: 'Your Store Builder trial ends in %', status: 'TRIAL' },
  {
    name: 'period past grace',
    subject: 'Your stores are closed until your payment arrives',
    status: 'UNPAID',
  },
  { name: 'period to remind', subject: 'Your Business plan ends in %', status: 'ACTIVE' },
  { name: 'untouched', subject: null, status: null },
] as const;

/** Empties the accounts and the outbox, then writes ACCOUNTS users and subscriptions at `now`. */
async function seed(client: pg.Client, now: Date) {
  await client.query('truncate email_outbox, subscriptions, users cascade');
  await client.query(
    `insert into users (id, email, name, password_hash, email_verified_at)
     select md5('bench-user-' || g)::uuid, 'bench' || g || '@example.com', 'Bench Merchant ' || g, 'x', $1
     from generate_series(1, $2::int) g`,
    [now, ACCOUNTS],
  );
  await client.query(
    `insert into subscriptions (user_id, status, plan_id, trial_ends_at, current_period_end)
     select md5('bench-user-' || g)::uuid,
       case when g % 5 in (0, 1) or (g % 5 = 4 and g % 2 = 0) then 'TRIAL' else 'ACTIVE' end,
       case when g % 5 in (2, 3) or (g % 5 = 4 and g % 2 = 1) then (select id from plans where code = 'business') end,
       case g % 5
         when 0 then $1::timestamptz - (1 + g % 2880) * interval '1 minute'
         when 1 then $1::timestamptz + interval '1 hour' + (g % 4000) * interval '1 minute'
         when 4 then (case when g % 2 = 0 then $1::timestamptz + interval '10 days' else $1::timestamptz - interval '40 days' end)
         else $1::timestamptz - interval '40 days'
       end,
       case g % 5
         when 2 then $1::timestamptz - interval '7 days' - (1 + g % 2880) * interval '1 minute'
         when 3 then $1::timestamptz + interval '1 hour' + (g % 4000) * interval '1 minute'
         when 4 then (case when g % 2 = 1 then $1::timestamptz + interval '20 days' end)
       end
     from generate_series(1, $2::int) g`,
    [now, ACCOUNTS],
  );
  await client.query('analyze users');
  await client.query('analyze subscriptions');
  // The seed's dirty pages are written now, not during the measured pass.
  await client.query('checkpoint');
}

/** Problems found: every account of groups 0-3 changed and emailed exactly once, group 4 not at all. */
async function verify(client: pg.Client): Promise<string[]> {
  const problems: string[] = [];
  const per = ACCOUNTS / 5;
  const { rows: dup } = await client.query<{ n: string }>(
    `select count(*) as n from (select to_address from email_outbox group by to_address having count(*) > 1) d`,
  );
  if (Number(dup[0]?.n) !== 0) problems.push(`${dup[0]?.n} accounts got more than one email`);
  for (const [i, group] of groups.entries()) {
    const { rows } = await client.query<{
      accounts: string;
      emailed: string;
      right_subject: string;
      right_status: string;
      marked: string;
    }>(
      `with mail as (select to_address, count(*) as n, min(subject) as subject
                     from email_outbox group by to_address)
       select count(*) as accounts,
         count(*) filter (where coalesce(e.n, 0) > 0) as emailed,
         count(*) filter (where e.n = 1 and e.subject like $2) as right_subject,
         count(*) filter (where s.status = $3) as right_status,
         count(*) filter (where s.trial_reminder_sent_at is not null
                             or s.period_reminder_for is not distinct from s.current_period_end and s.current_period_end is not null) as marked
       from generate_series(1, $4::int) g
       join subscriptions s on s.user_id = md5('bench-user-' || g)::uuid
       left join mail e on e.to_address = 'bench' || g || '@example.com'
       where g % 5 = $1`,
      [i, group.subject ?? '', group.status ?? '', ACCOUNTS],
    );
    const r = rows[0]!;
    const expect = (what: string, got: string, want: number) => {
      if (Number(got) !== want) problems.push(`${group.name}: ${what} ${got}, expected ${want}`);
    };
    expect('accounts', r.accounts, per);
    if (group.subject === null) {
      expect('emailed', r.emailed, 0);
      expect('reminder marks', r.marked, 0);
    } else {
      expect('emailed once with the right subject', r.right_subject, per);
      expect('in the right status', r.right_status, per);
      if (i === 1 || i === 3) expect('reminder marks', r.marked, per);
    }
  }
  return problems;
}

function runProcess(url: string, startAt: number, now: Date): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/billing-pass-process.ts', url, String(startAt), now.toISOString()],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`billing pass process exited with ${code}`));
      const line = out.trim().split('\n').pop() ?? '{}';
      resolve(JSON.parse(line) as Record<string, number>);
    });
  });
}

export async function benchBilling(): Promise<void> {
  console.log(
    `\n== billing: the billing job over ${ACCOUNTS.toLocaleString('en-US')} subscriptions ==`,
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`skipped: no PostgreSQL server at ${ADMIN_URL} (${(error as Error).message})`);
    return;
  }
  const name = `sb_bench_billing_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const now = new Date();
    let started = performance.now();
    await seed(client, now);
    console.log(
      `seeded ${ACCOUNTS.toLocaleString('en-US')} accounts in ${seconds(performance.now() - started)}`,
    );

    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const one = await runBillingPass(database.db, now, billing, 'http://localhost:3000');
    const passMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const { closedUserIds, ...counts } = one;
    console.log(
      `one pass: ${seconds(passMs)} (goal <= ${seconds(PASS_GOAL_MS)}: ${passMs <= PASS_GOAL_MS ? 'met' : 'NOT met'}; this process's CPU ${seconds((cpu.user + cpu.system) / 1000)}; ${load()})`,
    );
    console.log(`  ${JSON.stringify({ ...counts, closed: closedUserIds.length })}`);
    let problems = await verify(client);
    console.log(
      `  exactly once: ${problems.length ? `NO\n    ${problems.join('\n    ')}` : 'yes'}`,
    );
    started = performance.now();
    const again = await runBillingPass(database.db, now, billing, 'http://localhost:3000');
    console.log(
      `  a second pass right after: ${seconds(performance.now() - started)}, ${again.emails} emails`,
    );

    await seed(client, now);
    const startAt = Date.now() + 3_000;
    started = performance.now();
    const results = await Promise.all([
      runProcess(url.toString(), startAt, now),
      runProcess(url.toString(), startAt, now),
    ]);
    console.log(
      `two processes at once (wall ${seconds(performance.now() - started)} incl. start-up; ${load()}):`,
    );
    for (const r of results) {
      console.log(
        `  pid ${r.pid}: ${r.skipped ? 'skipped (the other held the lock)' : `ran`} in ${seconds(r.ms ?? 0)}: ${r.trialsExpired} trials expired, ${r.periodsUnpaid} unpaid, ${r.trialReminders} + ${r.periodReminders} reminders, ${r.emails} emails`,
      );
    }
    const total = results.reduce((n, r) => n + (r.emails ?? 0), 0);
    problems = await verify(client);
    console.log(
      `  emails in total: ${total.toLocaleString('en-US')} (expected ${((ACCOUNTS / 5) * 4).toLocaleString('en-US')}); exactly once: ${problems.length ? `NO\n    ${problems.join('\n    ')}` : 'yes'}`,
    );
  } finally {
    await client.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
