/**
 * The email outbox: callers enqueue inside their own transaction (an order and its emails
 * commit together); the worker (`worker.ts`) delivers with retries, so an SMTP outage loses
 * nothing. Owns: the row shape. Not: transport, retry policy.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingEmail {
  storeId: string | null;
  /** What it is (the outbox table's `kind`, where each is described). */
  kind: (typeof emailOutbox.$inferInsert)['kind'];
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Any Drizzle handle: the database or a transaction. */
type DbOrTx = Pick<Db, 'insert'>;

/** The outbox row that queues `email` (`id`: one chosen by the caller, else the default). */
export function outboxRow(email: OutgoingEmail, id?: string): typeof emailOutbox.$inferInsert {
  return {
    ...(id ? { id } : {}),
    storeId: email.storeId,
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  };
}

/** Queues `email` for delivery; returns its outbox id. */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values(outboxRow(email))
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Queues every one of `emails` in one statement (none: no statement). The rows travel as one
 * array parameter per column, unnested in the SELECT list (no tuple store, no JSON to parse):
 * thousands of rows as separate parameters cost seconds to bind, and a JSON parameter costs
 * the server a parse and a spill to disk per batch.
 */
export async function enqueueEmails(
  db: Pick<Db, 'execute'>,
  emails: OutgoingEmail[],
): Promise<void> {
  if (emails.length === 0) return;
  const column = (pick: (email: OutgoingEmail) => string | null) => sql.param(emails.map(pick));
  await db.execute(sql`
    insert into ${emailOutbox} (store_id, kind, to_address, reply_to, subject, text_body, html_body)
    select unnest(${column((e) => e.storeId)}::uuid[]), unnest(${column((e) => e.kind)}::text[]),
      unnest(${column((e) => e.to)}::text[]), unnest(${column((e) => e.replyTo ?? null)}::text[]),
      unnest(${column((e) => e.subject)}::text[]), unnest(${column((e) => e.text)}::text[]),
      unnest(${column((e) => e.html ?? null)}::text[])`);
}

/** An outbox row as the worker reads it. */
export type OutboxEmail = typeof emailOutbox.$inferSelect;

/**
 * Claims up to `limit` due emails (pending, `next_attempt_at <= now`) for one delivery
 * attempt each: counts the attempt and moves `next_attempt_at` to `leaseUntil`, so no other
 * worker takes them meanwhile, and a worker that dies mid-send leaves them to be retried.
 * One statement: `SKIP LOCKED` lets concurrent workers claim disjoint rows.
 */
export async function claimDueEmails(
  db: Db,
  options: { now: Date; limit: number; leaseUntil: Date },
): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, options.now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Gives back emails a stopping worker claimed but did not try to send: due again at once, the
 * claim's attempt uncounted. Only while the claim is still this worker's (`leaseUntil`).
 */
export async function releaseEmailClaims(
  db: Db,
  ids: string[],
  options: { now: Date; leaseUntil: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`, nextAttemptAt: options.now })
    .where(
      and(
        inArray(emailOutbox.id, ids),
        eq(emailOutbox.status, 'pending'),
        eq(emailOutbox.nextAttemptAt, options.leaseUntil),
      ),
    );
}

/** Records a delivered email. */
export async function markEmailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Records a failed attempt: retried at `retryAt`, or given up ('failed') when it is null. */
export async function markEmailAttemptFailed(
  db: Db,
  id: string,
  options: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      options.retryAt
        ? { lastError: options.error, nextAttemptAt: options.retryAt }
        : { lastError: options.error, status: 'failed' },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}
