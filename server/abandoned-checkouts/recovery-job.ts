/**
 * The abandoned checkouts' reminders. A checkout with no order gets its store's first reminder
 * once its last change is the store's delay old (`recovery_email_delay`: off, 1 h, 10 h), and
 * a second one SECOND_REMINDER_HOURS after the first when the store asks for it (and has not
 * turned reminders off meanwhile). Never when the
 * email unsubscribed from the reminders, nor when the shopper placed an order with that email
 * since the checkout began (then the checkout is closed: no reminder will go).
 *
 * Each reminder is one transaction: a guarded UPDATE that raises `reminders_sent` only from
 * the count read (another process sending it meanwhile wins; this one sends nothing), and the
 * outbox row. `startCheckoutRecovery` runs it every RECOVERY_JOB_INTERVAL_MS (a minute).
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recoveryDelayHours, SECOND_REMINDER_HOURS } from '../../shared';
import type { Db } from '../db/client';
import { checkouts, orders, stores } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { storeSenderColumns } from '../email/store-sender';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { startPeriodicJob } from '../jobs/periodic';
import { notOptedOut } from './abandoned-checkouts';
import { recoveryEmail } from './recovery-email';
import { recoveryUrls } from './recovery-links';

const BATCH = 100;
/** At most this many reminders a run (the next run goes on). */
const MAX_PER_RUN = 2_000;

/** The store's first-reminder delay in hours (null: off), as SQL over the joined store. */
const delayHours = sql`case ${stores.recoveryEmailDelay} ${sql.join(
  Object.entries(recoveryDelayHours).flatMap(([delay, hours]) =>
    hours === null ? [] : [sql`when ${delay} then ${hours}::int`],
  ),
  sql` `,
)} end`;

/** Sends every reminder that is due at `now`; answers how many were queued. */
export async function sendDueReminders(db: Db, now: Date, links: LinkConfig): Promise<number> {
  const at = now.toISOString();
  const due = and(
    isNull(checkouts.orderId),
    lte(checkouts.remindersSent, 1),
    or(
      and(
        eq(checkouts.remindersSent, 0),
        sql`${checkouts.updatedAt} <= ${at}::timestamptz - make_interval(hours => ${delayHours})`,
      ),
      and(
        eq(checkouts.remindersSent, 1),
        eq(stores.recoverySecondReminder, true),
        sql`${delayHours} is not null`,
        sql`${checkouts.lastReminderAt} <= ${at}::timestamptz - make_interval(hours => ${SECOND_REMINDER_HOURS})`,
      ),
    ),
    notOptedOut,
  );
  let sent = 0;
  while (sent < MAX_PER_RUN) {
    const candidates = await db
      .select({ checkout: checkouts, store: storeSenderColumns })
      .from(checkouts)
      .innerJoin(stores, eq(stores.id, checkouts.storeId))
      .where(due)
      .orderBy(asc(checkouts.updatedAt))
      .limit(BATCH);
    let progressed = 0;
    for (const { checkout: c, store } of candidates) {
      const done = await db.transaction(async (tx) => {
        // Ordered with this email since the checkout began: closed, no reminder.
        const [ordered] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.storeId, c.storeId),
              eq(orders.customerEmail, c.email),
              sql`${orders.createdAt} >= ${c.createdAt.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        const [claimed] = await tx
          .update(checkouts)
          .set(
            ordered
              ? { remindersSent: 2 }
              : { remindersSent: c.remindersSent + 1, lastReminderAt: now },
          )
          .where(
            and(
              eq(checkouts.storeId, c.storeId),
              eq(checkouts.id, c.id),
              eq(checkouts.remindersSent, c.remindersSent),
              isNull(checkouts.orderId),
            ),
          )
          .returning({ id: checkouts.id });
        if (!claimed || ordered) return Boolean(claimed);
        const { restoreUrl, stopUrl } = recoveryUrls(store, c, links, now);
        await enqueueEmail(
          tx,
          recoveryEmail({
            store,
            origin: storeLinkOrigin(store, links),
            to: c.email,
            name: c.name,
            lines: c.lines,
            subtotalMinor: c.subtotalMinor,
            currency: c.currency,
            restoreUrl,
            stopUrl,
            reminder: c.remindersSent + 1,
          }),
        );
        sent += 1;
        return true;
      });
      if (done) progressed += 1;
    }
    // A short batch, or one all taken by another process: stop rather than spin.
    if (candidates.length < BATCH || progressed === 0) break;
  }
  return sent;
}

/** Runs the reminders every `intervalMs` for `app` (stopped on close). */
export function startCheckoutRecovery(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, {
    name: 'checkout-recovery',
    intervalMs,
    failureMessage: 'sending abandoned-checkout reminders failed',
    async run() {
      const sent = await sendDueReminders(app.ctx.db, app.ctx.now(), app.ctx.config);
      if (sent) app.log.info({ reminders: sent }, 'abandoned-checkout reminders queued');
    },
  });
}
