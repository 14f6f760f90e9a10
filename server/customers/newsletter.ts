/**
 * Newsletter consent, double opt-in: a signup makes (or finds) the store's customer for the
 * address and, unless already subscribed, marks it `pending` and queues one confirmation email
 * in the same transaction (at most one per customer per 10 minutes); the emailed confirm link
 * makes it `subscribed`; an unsubscribe link makes it `unsubscribed` at once. Owns: those state
 * changes. Not: HTTP (newsletter-routes.ts), the email's words (newsletter-email.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { storeRow } from '../db/store-rows';
import { enqueueEmail } from '../email/outbox';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { newsletterConfirmEmail } from './newsletter-email';
import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from './newsletter-links';
import { isNewsletterToken } from './newsletter-token';

/** A repeated signup within this long of the last confirmation email sends none. */
export const CONFIRM_EMAIL_INTERVAL_MS = 10 * 60 * 1000;

/** What a signup needs of its store: its name for the email, its host names for the links. */
export interface NewsletterStore {
  id: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  contactEmail: string;
  logoUrl: string;
}

/** What a signup did: queued a confirmation, left a recent one be, or found a subscriber. */
export type SignupOutcome = 'queued' | 'recently-sent' | 'already-subscribed';

/** Signs `email` up to `store`'s newsletter (see the file comment); one transaction. */
export async function signUpForNewsletter(
  db: Db,
  input: { store: NewsletterStore; email: string; now: Date; links: LinkConfig },
): Promise<{ outcome: SignupOutcome; customerId: string }> {
  const { store, email, now, links } = input;
  return db.transaction(async (tx) => {
    // Insert or find; the conflict's update locks the row until commit, so two signups of
    // one address at once are one after the other and queue one email.
    const [row] = await tx
      .insert(customers)
      .values({ storeId: store.id, email, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [customers.storeId, customers.email],
        set: { email },
      })
      .returning();
    if (!row) throw new Error('customer upsert returned no row');
    if (row.emailMarketing === 'subscribed') {
      return { outcome: 'already-subscribed' as const, customerId: row.id };
    }
    const send =
      !row.confirmSentAt ||
      now.getTime() - row.confirmSentAt.getTime() >= CONFIRM_EMAIL_INTERVAL_MS;
    const becomesPending = row.emailMarketing !== 'pending';
    if (becomesPending || send) {
      await tx
        .update(customers)
        .set({
          emailMarketing: 'pending',
          ...(becomesPending ? { marketingUpdatedAt: now, marketingSource: 'newsletter' } : {}),
          ...(send ? { confirmSentAt: now } : {}),
          updatedAt: now,
        })
        .where(and(eq(customers.storeId, store.id), eq(customers.id, row.id)));
    }
    if (!send) return { outcome: 'recently-sent' as const, customerId: row.id };
    await enqueueEmail(
      tx,
      newsletterConfirmEmail({
        store,
        origin: storeLinkOrigin(store, links),
        to: row.email,
        confirmUrl: newsletterConfirmUrl(store, row, links, now),
        unsubscribeUrl: newsletterUnsubscribeUrl(store, row, links, now),
      }),
    );
    return { outcome: 'queued' as const, customerId: row.id };
  });
}

/** A link's customer when `token` is its valid `purpose` token in `storeId`, else undefined. */
async function linkCustomer(
  db: Db,
  link: { storeId: string; customerId: string; token: string },
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
) {
  const row = await storeRow(db, customers, link.storeId, link.customerId);
  return row && isNewsletterToken(link.token, purpose, row, now) ? row : undefined;
}

/**
 * Follows a confirm link: a pending customer becomes `subscribed` (consent dated now, source
 * `newsletter`); an already subscribed one stays as it is. Undefined when the link is wrong,
 * expired, another store's, or the signup was withdrawn meanwhile (nothing is changed then).
 */
export async function confirmNewsletter(
  db: Db,
  link: { storeId: string; customerId: string; token: string },
  now: Date,
): Promise<{ email: string } | undefined> {
  const row = await linkCustomer(db, link, 'confirm', now);
  if (!row) return undefined;
  if (row.emailMarketing === 'subscribed') return { email: row.email };
  if (row.emailMarketing !== 'pending') return undefined;
  const [updated] = await db
    .update(customers)
    .set({
      emailMarketing: 'subscribed',
      marketingUpdatedAt: now,
      marketingSource: 'newsletter',
      updatedAt: now,
    })
    .where(
      and(
        eq(customers.storeId, link.storeId),
        eq(customers.id, row.id),
        eq(customers.emailMarketing, 'pending'),
      ),
    )
    .returning({ email: customers.email });
  if (updated) return updated;
  // Another request changed it first: confirmed (fine) or withdrawn (the link is spent).
  const current = await storeRow(db, customers, link.storeId, row.id);
  return current?.emailMarketing === 'subscribed' ? { email: current.email } : undefined;
}

/**
 * Follows an unsubscribe link: the customer is `unsubscribed` at once (source
 * `unsubscribe_link`); already unsubscribed stays as it is. Undefined for a wrong link or
 * another store's customer.
 */
export async function unsubscribeFromNewsletter(
  db: Db,
  link: { storeId: string; customerId: string; token: string },
  now: Date,
): Promise<{ email: string } | undefined> {
  const row = await linkCustomer(db, link, 'unsubscribe', now);
  if (!row) return undefined;
  if (row.emailMarketing !== 'unsubscribed') {
    await db
      .update(customers)
      .set({
        emailMarketing: 'unsubscribed',
        marketingUpdatedAt: now,
        marketingSource: 'unsubscribe_link',
        updatedAt: now,
      })
      .where(and(eq(customers.storeId, link.storeId), eq(customers.id, row.id)));
  }
  return { email: row.email };
}
