/**
 * Passwordless sign-in: a 6-digit code emailed to the shopper (through the outbox, in the
 * transaction that stores it), then used once. One live code per store and email, stored as
 * a hash; a new request replaces it. Paced per email (SIGN_IN_CODES_PER_HOUR, counted in one
 * guarded upsert, so requests at once cannot send more), and every try — right or wrong —
 * spends one of SIGN_IN_CODE_TRIES first, so guesses sent at once get no more tries than
 * guesses sent one by one. The customer row is made only when a code is used: typing
 * someone's email creates nothing. Owns: codes and their checks. Not: sessions, HTTP.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES, SIGN_IN_CODES_PER_HOUR } from '../../shared';
import type { Db } from '../db/client';
import { customerSignInCodes, customers } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { storeLinkOrigin, type LinkConfig } from '../http/public-links';
import { signInCodeEmail } from './account-email';

const HOUR_MS = 60 * 60 * 1000;

/** What a code request needs of its store: the email's name and logo, its host names. */
export interface AccountStore {
  id: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  contactEmail: string;
  logoUrl: string;
}

const codeHash = (storeId: string, email: string, code: string) =>
  createHash('sha256').update(`${storeId}:${email}:${code}`).digest('hex');

/**
 * Emails a new code to `email` at `store` unless the email had SIGN_IN_CODES_PER_HOUR codes
 * within the hour (`paced`: nothing sent).
 */
export async function requestSignInCode(
  db: Db,
  input: { store: AccountStore; email: string; now: Date; links: LinkConfig },
): Promise<'sent' | 'paced'> {
  const { store, email, now, links } = input;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  return db.transaction(async (tx) => {
    const fresh = sql`${customerSignInCodes.windowStartedAt} <= ${hourAgo.toISOString()}::timestamptz`;
    const [row] = await tx
      .insert(customerSignInCodes)
      .values({
        storeId: store.id,
        email,
        codeHash: codeHash(store.id, email, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
        tries: 0,
        sentCount: 1,
        windowStartedAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [customerSignInCodes.storeId, customerSignInCodes.email],
        set: {
          codeHash: sql`excluded.code_hash`,
          expiresAt: sql`excluded.expires_at`,
          tries: 0,
          sentCount: sql`case when ${fresh} then 1 else ${customerSignInCodes.sentCount} + 1 end`,
          windowStartedAt: sql`case when ${fresh} then excluded.window_started_at else ${customerSignInCodes.windowStartedAt} end`,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: sql`${fresh} or ${customerSignInCodes.sentCount} < ${SIGN_IN_CODES_PER_HOUR}`,
      })
      .returning({ sentCount: customerSignInCodes.sentCount });
    if (!row) return 'paced' as const;
    await enqueueEmail(
      tx,
      signInCodeEmail({ store, origin: storeLinkOrigin(store, links), to: email, code }),
    );
    return 'sent' as const;
  });
}

/**
 * Uses `code` for `email` at `storeId`: the customer (made now, or found; their account dated
 * from this first sign-in) or why not — no live code (`none`: never asked, expired, or all
 * tries spent), or `wrong` with the tries left.
 */
export async function spendSignInCode(
  db: Db,
  input: { storeId: string; email: string; code: string; now: Date },
): Promise<
  | { ok: true; customerId: string; email: string }
  | { ok: false; refusal: 'none' }
  | { ok: false; refusal: 'wrong'; triesLeft: number }
> {
  const { storeId, email, code, now } = input;
  const ofThis = and(
    eq(customerSignInCodes.storeId, storeId),
    eq(customerSignInCodes.email, email),
  );
  // The try is spent before the code is compared.
  const [spent] = await db
    .update(customerSignInCodes)
    .set({ tries: sql`${customerSignInCodes.tries} + 1` })
    .where(
      and(
        ofThis,
        gt(customerSignInCodes.expiresAt, now),
        lt(customerSignInCodes.tries, SIGN_IN_CODE_TRIES),
      ),
    )
    .returning({ codeHash: customerSignInCodes.codeHash, tries: customerSignInCodes.tries });
  if (!spent) return { ok: false, refusal: 'none' };
  const given = Buffer.from(codeHash(storeId, email, code), 'hex');
  const stored = Buffer.from(spent.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    return { ok: false, refusal: 'wrong', triesLeft: SIGN_IN_CODE_TRIES - spent.tries };
  }
  return db.transaction(async (tx) => {
    // Used once: a second use of the same code (two tabs) finds none.
    const [used] = await tx
      .delete(customerSignInCodes)
      .where(and(ofThis, eq(customerSignInCodes.codeHash, spent.codeHash)))
      .returning({ email: customerSignInCodes.email });
    if (!used) return { ok: false as const, refusal: 'none' as const };
    // A shopper who ordered is a customer already (named by their orders: place-order.ts).
    const [customer] = await tx
      .insert(customers)
      .values({
        storeId,
        email,
        accountSince: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [customers.storeId, customers.email],
        set: {
          accountSince: sql`coalesce(${customers.accountSince}, excluded.account_since)`,
          updatedAt: now,
        },
      })
      .returning({ id: customers.id, email: customers.email });
    if (!customer) throw new Error('customer upsert returned no row');
    return { ok: true as const, customerId: customer.id, email: customer.email };
  });
}
