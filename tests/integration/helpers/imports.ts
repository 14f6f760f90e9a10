/**
 * A catalogue CSV import as the dashboard drives it: the dry run, then the job, polled every
 * 50 ms until it ends (rows, then the image copy). One place for the import suites.
 */
import { expect } from 'vitest';
import type { ImportJob, ImportPreviewReply } from '../../../shared';
import type { TestClient } from './test-app';

const P = '/api/dashboard/products';

/** The dry run of `csv` for store `storeId` (200 expected). */
export async function previewImport(
  client: TestClient,
  storeId: string,
  csv: string,
): Promise<ImportPreviewReply> {
  const res = await client.post(`${P}/import/preview`, { storeId, fileName: 'p.csv', csv });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportPreviewReply>();
}

/** Starts the import of `csv` and waits for its end (done or failed; 60 s at most). */
export async function runImport(
  client: TestClient,
  storeId: string,
  csv: string,
): Promise<ImportJob> {
  const res = await client.post(`${P}/import/start`, { storeId, fileName: 'p.csv', csv });
  expect(res.statusCode, res.body).toBe(201);
  const { jobId } = res.json<ImportJob>();
  for (let i = 0; i < 1200; i++) {
    const status = await client.get(`${P}/import/status?storeId=${storeId}&jobId=${jobId}`);
    expect(status.statusCode, status.body).toBe(200);
    const job = status.json<ImportJob>();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}
