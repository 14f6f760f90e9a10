/**
 * Background jobs that run every N ms inside an app process (order expiry, domain re-checks,
 * billing): one run at a time, stopped when the app closes, failures logged, and each
 * finished run recorded in `JobRuns` for `/metrics` (how late a job is). Each job's own work
 * is safe with several processes (leases or conditional updates in its module).
 */
import type { FastifyInstance } from 'fastify';

export interface JobRun {
  intervalMs: number;
  /** When the last run finished without an error; null before the first. */
  lastSuccessAt: number | null;
  startedAt: number;
  failures: number;
}

/** The app's jobs and their last runs (read by server/metrics). */
export class JobRuns {
  readonly jobs = new Map<string, JobRun>();

  register(name: string, intervalMs: number, at = Date.now()): JobRun {
    const run: JobRun = { intervalMs, lastSuccessAt: null, startedAt: at, failures: 0 };
    this.jobs.set(name, run);
    return run;
  }

  /** Seconds past when the job should have run again: 0 while on time. */
  lagSeconds(name: string, at = Date.now()): number {
    const job = this.jobs.get(name);
    if (!job) return 0;
    const due = (job.lastSuccessAt ?? job.startedAt) + job.intervalMs;
    return Math.max(0, (at - due) / 1000);
  }
}

export interface PeriodicJob {
  /** Metric label and log name. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
  /** The log line of a failed run. */
  failureMessage: string;
}

/**
 * Runs `job` every `intervalMs` for `app`, never two runs at once; stopped on close, which
 * waits for a run under way.
 */
export function startPeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  const record = app.ctx.jobRuns.register(job.name, job.intervalMs);
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      await job.run();
      record.lastSuccessAt = Date.now();
    } catch (error) {
      record.failures += 1;
      app.log.warn({ err: error, job: job.name }, job.failureMessage);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, job.intervalMs);
  timer.unref();
  // A shutdown waits for a run under way: it finishes before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
