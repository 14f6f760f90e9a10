/**
 * One process of `npm run bench -- billing`'s race: connects its own pool to the database
 * named by argv[2], waits until the instant argv[3] (epoch ms, shared with the other process),
 * runs one billing pass at argv[4] (ISO) and prints its result as one JSON line.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runBillingPass } from '../server/billing/billing-job';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';

const [url, startAt, nowIso] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle({ client: pool, schema }) as unknown as Db;
// Connected before the start, so both processes begin their pass at the same moment.
await pool.query('select 1');
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const started = performance.now();
const result = await runBillingPass(
  db,
  new Date(nowIso!),
  { graceMs: 7 * 86_400_000, reminderMs: 3 * 86_400_000 },
  'http://localhost:3000',
);
const ms = performance.now() - started;
const { closedUserIds, ...counts } = result;
console.log(JSON.stringify({ ...counts, closed: closedUserIds.length, ms, pid: process.pid }));
await pool.end();
