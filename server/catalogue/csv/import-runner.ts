/**
 * The import job runner: runs CSV imports in the background, in process. A job is claimed
 * with `FOR UPDATE SKIP LOCKED` (so several processes share the queue) and a lease; it is
 * processed in batches of products, each batch one transaction that also moves the job's
 * progress (`processed_rows`, `products_done`, counts, errors) — so a job whose process died
 * is claimed again once its lease passes and goes on after its last committed batch. Stopping
 * (shutdown) finishes the current batch and hands the job back. A finished job drops its CSV
 * and purges the store's pages. Fair between stores: a pool of workers (`concurrency`) each
 * claims the oldest job of a store that has no job running, so one store's large import
 * never holds back another store's small one (issue 24). Owns: claiming, batching, progress.
 * Not: reading the file or writing products (import-plan.ts).
 */
import { and, asc, eq, gte, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_IMPORT_ERRORS, type ImportRowError } from '../../../shared';
import type { Db } from '../../db/client';
import { importJobs } from '../../db/schema';
import { storeCurrency } from '../../db/store-rows';
import { copyJobImages, queueImages, type ImageCopyOptions } from './import-images';
import { applyBatch, BatchNeedsSavepoints, planImport, type ImportPlan } from './import-plan';

type JobRow = typeof importJobs.$inferSelect;

export interface ImportRunnerOptions {
  now: () => Date;
  /** Called once a job ends (done or failed): purges the store's pages. */
  purgeStore: (storeId: string) => void;
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Products per batch (one transaction). Defaults to 50. */
  batchSize?: number;
  /** How long a claim holds without a batch committing. Defaults to 2 minutes. */
  leaseMs?: number;
  /** How often to look for jobs another process left behind. Defaults to 30 s. */
  pollMs?: number;
  /** Jobs this process runs at once, each of a different store. Defaults to 2. */
  concurrency?: number;
  /**
   * Copying the file's remote images into the media library after the rows
   * (import-images.ts); without it the products keep linking to them.
   */
  images?: ImageCopyOptions;
}

export interface ImportRunner {
  /** Looks for work now (after a job is created). */
  kick(): void;
  /** Runs until no job is claimable; resolves when idle (tests, benchmarks). */
  drain(): Promise<void>;
  /** Finishes the current batch, hands its job back, stops polling. */
  stop(): Promise<void>;
}

export function createImportRunner(db: Db, options: ImportRunnerOptions): ImportRunner {
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 120_000;
  const concurrency = options.concurrency ?? 2;
  const { now, log } = options;
  const workers = new Set<Promise<void>>();
  let again = false;
  let stopped = false;
  // Claims in this process one at a time: each sees the store another worker just took.
  let claiming: Promise<unknown> = Promise.resolve();

  function claim(): Promise<JobRow | undefined> {
    const next = claiming.then(claimNow, claimNow);
    claiming = next.catch(() => undefined);
    return next;
  }

  async function claimNow(): Promise<JobRow | undefined> {
    const at = now();
    const live = alias(importJobs, 'live');
    // The oldest job that is waiting (or whose process died), of a store with no other job
    // under a live lease: a store runs one job at a time, and the others' turn comes first.
    const claimable = db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(
        and(
          or(
            eq(importJobs.status, 'pending'),
            and(
              eq(importJobs.status, 'running'),
              or(isNull(importJobs.lockedUntil), lt(importJobs.lockedUntil, at)),
            ),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(live)
              .where(
                and(
                  eq(live.storeId, importJobs.storeId),
                  ne(live.id, importJobs.id),
                  eq(live.status, 'running'),
                  gte(live.lockedUntil, at),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(importJobs.createdAt))
      .limit(1)
      .for('update', { of: importJobs, skipLocked: true });
    const [job] = await db
      .update(importJobs)
      .set({ status: 'running', lockedUntil: new Date(at.getTime() + leaseMs) })
      .where(inArray(importJobs.id, claimable))
      .returning();
    return job;
  }

  async function finish(job: JobRow, status: 'done' | 'failed', extra: ImportRowError[] = []) {
    await db
      .update(importJobs)
      .set({
        status,
        csv: '',
        lockedUntil: null,
        finishedAt: now(),
        ...(status === 'done' ? { processedRows: job.totalRows } : {}),
        ...(extra.length
          ? { errors: sql`${importJobs.errors} || ${JSON.stringify(extra)}::jsonb` }
          : {}),
      })
      .where(eq(importJobs.id, job.id));
    options.purgeStore(job.storeId);
  }

  /** Gives a running job back to the queue (shutdown): claimed again, it goes on. */
  async function handBack(job: JobRow) {
    await db
      .update(importJobs)
      .set({ status: 'pending', lockedUntil: null })
      .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running')));
  }

  async function process(job: JobRow): Promise<void> {
    const started = Date.now();
    let plan: ImportPlan;
    try {
      plan = planImport(job.csv);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The file cannot be read';
      await finish(job, 'failed', [{ row: 0, column: '', message }]);
      return;
    }
    const currency = await storeCurrency(db, job.storeId);
    let done = job.productsDone;
    let errorCount = job.errors.length;
    try {
      while (done < plan.drafts.length || (done === 0 && plan.orphanErrors.length)) {
        if (stopped) {
          // Another process (or the next start) goes on from `done`.
          await handBack(job);
          return;
        }
        const batch = plan.drafts.slice(done, done + batchSize);
        const first = done === 0;
        const write = (savepoints: boolean) =>
          db.transaction(async (tx) => {
            const result = await applyBatch(tx, job.storeId, currency, batch, now(), savepoints);
            if (options.images) await queueImages(tx, job.storeId, job.id, batch);
            const errors = first ? [...plan.orphanErrors, ...result.errors] : result.errors;
            errors.sort((a, b) => a.row - b.row);
            const kept = errors.slice(0, Math.max(0, MAX_IMPORT_ERRORS - errorCount));
            const orphanRows = first ? plan.orphanErrors.length : 0;
            await tx
              .update(importJobs)
              .set({
                productsDone: done + batch.length,
                processedRows: sql`${importJobs.processedRows} + ${result.rows + orphanRows}`,
                created: sql`${importJobs.created} + ${result.created}`,
                updated: sql`${importJobs.updated} + ${result.updated}`,
                lockedUntil: new Date(now().getTime() + leaseMs),
                ...(kept.length
                  ? { errors: sql`${importJobs.errors} || ${JSON.stringify(kept)}::jsonb` }
                  : {}),
              })
              .where(eq(importJobs.id, job.id));
            return kept.length;
          });
        errorCount += await write(false).catch((error: unknown) => {
          if (error instanceof BatchNeedsSavepoints) return write(true);
          throw error;
        });
        done += batch.length;
        if (!batch.length) break;
        // Let requests in between batches (PGlite runs one query at a time).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      log.error({ err: error, storeId: job.storeId, jobId: job.id }, 'import job failed');
      await finish(job, 'failed', [
        {
          row: 0,
          column: '',
          message: 'The import stopped on a server error; the rows before it were saved',
        },
      ]);
      return;
    }
    if (options.images) {
      // The rows are in: shoppers see the products (linking to the old images) meanwhile.
      options.purgeStore(job.storeId);
      try {
        await copyJobImages(
          db,
          options.images,
          job.id,
          () => new Date(now().getTime() + leaseMs),
          () => stopped,
          log,
        );
      } catch (error) {
        log.error({ err: error, storeId: job.storeId, jobId: job.id }, 'import images failed');
      }
      if (stopped) {
        // The images left are copied by whoever runs the job next.
        await handBack(job);
        return;
      }
    }
    await finish(job, 'done');
    log.info(
      {
        storeId: job.storeId,
        jobId: job.id,
        products: plan.drafts.length,
        ms: Date.now() - started,
      },
      'import job done',
    );
  }

  /** One worker: claims and runs jobs until none is claimable (or a kick came meanwhile). */
  async function work(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const job = await claim();
      if (job) {
        await process(job);
        continue;
      }
      if (!again) return;
      again = false;
    }
  }

  function kick() {
    if (stopped) return;
    // A busy pool looks again before its workers go idle.
    again = true;
    if (workers.size >= concurrency) return;
    const worker: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error }, 'import runner: claiming a job failed'))
      .finally(() => {
        workers.delete(worker);
      });
    workers.add(worker);
  }

  const settled = async () => {
    while (workers.size) await Promise.all([...workers]);
  };

  const timer = setInterval(kick, options.pollMs ?? 30_000);
  timer.unref();

  return {
    kick,
    async drain() {
      kick();
      await settled();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await settled();
    },
  };
}
