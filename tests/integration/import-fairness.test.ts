/**
 * CSV imports are scheduled fairly between stores (issue 24, defect 8): a store's small import
 * does not wait behind another store's large one. Store A queues thousands of rows, store B
 * then queues two: B's job is done while A's is still running, and B's wait is printed.
 */
import { expect, it } from 'vitest';
import type { ImportJob } from '../../shared';
import {
  createStore,
  dbKind,
  signUpMerchant,
  type TestClient,
  useTestApp,
  describeOnDatabase,
} from './helpers/test-app';

const P = '/api/dashboard/products';
const LARGE_ROWS = 1500;

const csvOf = (prefix: string, rows: number) =>
  [
    'handle,name,price',
    ...Array.from({ length: rows }, (_, i) => `${prefix}-${i},${prefix} ${i},${(i % 90) + 1}`),
  ].join('\n');

describeOnDatabase('CSV imports between stores', () => {
  const t = useTestApp();

  async function start(client: TestClient, storeId: string, csv: string): Promise<string> {
    const res = await client.post(`${P}/import/start`, { storeId, fileName: 'p.csv', csv });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ImportJob>().jobId;
  }
  async function status(client: TestClient, storeId: string, jobId: string): Promise<ImportJob> {
    const res = await client.get(`${P}/import/status?storeId=${storeId}&jobId=${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ImportJob>();
  }
  async function finished(client: TestClient, storeId: string, jobId: string, ms: number) {
    const until = Date.now() + ms;
    for (;;) {
      const job = await status(client, storeId, jobId);
      if (job.status === 'done' || job.status === 'failed') return job;
      if (Date.now() > until) return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it("[regression] finishes a store's 2-row import while another store's large one runs", async () => {
    const a = await signUpMerchant(t.app);
    const storeA = await createStore(a.client, 'import-large', 'Large');
    const b = await signUpMerchant(t.app);
    const storeB = await createStore(b.client, 'import-small', 'Small');

    const largeJob = await start(a.client, storeA, csvOf('lamp', LARGE_ROWS));
    // A is under way before B asks.
    for (let i = 0; i < 200; i++) {
      const job = await status(a.client, storeA, largeJob);
      if (job.status === 'running' && job.processedRows > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const asked = Date.now();
    const smallJob = await start(b.client, storeB, csvOf('vase', 2));
    const small = await finished(b.client, storeB, smallJob, 60_000);
    const waitedMs = Date.now() - asked;
    const large = await status(a.client, storeA, largeJob);
    console.log(
      `[import fairness, ${dbKind}] store B's 2-row import took ${waitedMs} ms; store A's ` +
        `${LARGE_ROWS}-row import was ${large.status} at ${large.processedRows} rows`,
    );
    expect(small).toMatchObject({ status: 'done', created: 2 });
    expect(large.status).toBe('running');
    expect(large.processedRows).toBeLessThan(LARGE_ROWS);

    const rest = await finished(a.client, storeA, largeJob, 300_000);
    expect(rest).toMatchObject({ status: 'done', created: LARGE_ROWS });
  }, 300_000);
});
