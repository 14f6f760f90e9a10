/**
 * The email outbox worker: polls due rows in small batches, claims them (`SKIP LOCKED`, so
 * several processes share the queue), sends each, marks it 'sent'; a failure keeps it
 * 'pending' with `last_error` and a later `next_attempt_at` (retry-delay.ts) until the
 * attempts run out ('failed'). Owns: the polling loop. Not: the row SQL (outbox.ts).
 */
import { join } from 'node:path';
import { safeLoggerOptions } from '../http/log-safety';
import pino from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  releaseEmailClaims,
  type OutboxEmail,
} from './outbox';
import { MAX_DELIVERY_ATTEMPTS, retryDelay } from './retry-delay';
import { createEmailTransport, type EmailLogger, type EmailTransport } from './transport';

export interface EmailWorkerOptions {
  /** The clock. Defaults to the wall clock. */
  now?: () => Date;
  /** Pause between polls when the queue is drained. Defaults to `3_000` ms. */
  intervalMs?: number;
  /** Emails claimed per poll. Defaults to `10`. */
  batchSize?: number;
  /** Defaults to `MAX_DELIVERY_ATTEMPTS` (14). */
  maxAttempts?: number;
  /** How long a claimed email is reserved for this worker's attempt. Defaults to `5` minutes. */
  leaseMs?: number;
  /** Defaults to SMTP with `SMTP_URL`, else the folder transport (`DATA_DIR/mail`). */
  transport?: EmailTransport;
  /** Defaults to a pino logger at `LOG_LEVEL`. */
  logger?: EmailLogger;
}

export interface EmailRunResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface EmailWorker {
  /** Claims and delivers one batch of due emails; waits for a run already under way first. */
  runOnce(): Promise<EmailRunResult>;
  /**
   * Stops polling, lets the email being sent finish, gives the rest of the batch back to the
   * queue, closes the transport.
   */
  stop(): Promise<void>;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 1000);
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const tags = [code, responseCode].filter((t) => t !== undefined && t !== '').join(' ');
  return `${tags ? `${tags}: ` : ''}${error.message}`.slice(0, 1000);
}

/** A worker that delivers only when `runOnce()` is called (tests, scripts). */
export function createEmailWorker(
  database: Database,
  config: Config,
  options: EmailWorkerOptions = {},
): EmailWorker & { start(): void } {
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 3_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const logger =
    options.logger ?? pino(safeLoggerOptions(config.logLevel)).child({ component: 'email-worker' });
  const transport = options.transport ?? createEmailTransport(config, logger);

  let current: Promise<EmailRunResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function deliver(email: OutboxEmail, result: EmailRunResult) {
    const log = { outboxId: email.id, kind: email.kind, storeId: email.storeId };
    try {
      await transport.send({
        id: email.id,
        to: email.toAddress,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
      });
    } catch (error) {
      const delay = retryDelay(email.attempts, maxAttempts);
      const retryAt = delay === null ? null : new Date(now().getTime() + delay);
      const message = describeError(error);
      await markEmailAttemptFailed(db, email.id, { error: message, retryAt });
      if (retryAt) {
        result.retrying += 1;
        logger.warn(
          { ...log, attempts: email.attempts, retryAt, error: message },
          'email send failed; will retry',
        );
      } else {
        result.failed += 1;
        logger.error(
          { ...log, attempts: email.attempts, error: message },
          'email send failed; giving up',
        );
      }
      return;
    }
    await markEmailSent(db, email.id, now());
    result.sent += 1;
    if (transport.kind === 'smtp') logger.info({ ...log, attempts: email.attempts }, 'email sent');
  }

  async function run(): Promise<EmailRunResult> {
    const result: EmailRunResult = { sent: 0, retrying: 0, failed: 0 };
    const at = now();
    const leaseUntil = new Date(at.getTime() + leaseMs);
    const batch = await claimDueEmails(db, { now: at, limit: batchSize, leaseUntil });
    // One at a time: a small batch, and one SMTP connection is kinder to the server.
    for (const [index, email] of batch.entries()) {
      if (stopped) {
        // Shutting down: the email being sent has finished; the rest go back to the queue
        // now, for another process to send at once rather than after the lease.
        const rest = batch.slice(index).map((e) => e.id);
        await releaseEmailClaims(db, rest, { now: now(), leaseUntil });
        logger.info({ released: rest.length }, 'email worker stopping: claims released');
        break;
      }
      await deliver(email, result);
    }
    return result;
  }

  async function runOnce(): Promise<EmailRunResult> {
    while (current) await current.catch(() => undefined);
    const run$ = run();
    current = run$;
    try {
      return await run$;
    } finally {
      current = null;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => void poll(), delayMs);
    timer.unref();
  }

  async function poll() {
    timer = null;
    let next = intervalMs;
    try {
      const result = await runOnce();
      // A full batch: there may be more due right now.
      if (result.sent + result.retrying + result.failed >= batchSize) next = 0;
    } catch (error) {
      logger.error({ err: error }, 'email worker: polling the outbox failed');
    }
    schedule(next);
  }

  return {
    runOnce,
    start() {
      if (transport.kind === 'folder') {
        logger.warn(
          {},
          `SMTP_URL is not set: emails are written to ${join(config.dataDir, 'mail')}, not sent`,
        );
      }
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current?.catch(() => undefined);
      transport.close();
    },
  };
}

/** Starts the polling worker; `main.ts` calls it and stops it on shutdown. */
export function startEmailWorker(
  database: Database,
  config: Config,
  options: EmailWorkerOptions = {},
): EmailWorker {
  const worker = createEmailWorker(database, config, options);
  worker.start();
  return worker;
}
