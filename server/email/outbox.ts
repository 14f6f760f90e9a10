/**
 * The email outbox: callers enqueue inside their own transaction (an order and its emails
 * commit together); the worker (`worker.ts`) delivers with retries, so an SMTP outage loses
 * nothing. Owns: the row shape. Not: transport, retry policy.
 */
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface OutgoingEmail {
  storeId: string | null;
  kind: 'contact' | 'order-customer' | 'order-merchant' | 'platform';
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Any Drizzle handle: the database or a transaction. */
type DbOrTx = Pick<Db, 'insert'>;

/** Queues `email` for delivery; returns its outbox id. */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      storeId: email.storeId,
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}
