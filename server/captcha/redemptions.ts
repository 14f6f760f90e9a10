/**
 * Single use of captcha solutions: each accepted solution's SHA-256 goes into
 * `captcha_redemptions` (primary key), so a second insert of the same one fails, on one
 * process or many. Rows are only needed until the solution would expire anyway.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaRedemptions } from '../db/schema';

export interface RedemptionStore {
  /** Records `tokenHash`; false when it was already redeemed. */
  redeem(tokenHash: string, expiresAt: Date): Promise<boolean>;
  /** Forgets redemptions that expired before `now`. */
  purgeExpired(now: Date): Promise<void>;
}

export function createDbRedemptionStore(db: Db): RedemptionStore {
  return {
    async redeem(tokenHash, expiresAt) {
      // A concurrent insert of the same hash waits for the first to commit, then does nothing.
      const rows = await db
        .insert(captchaRedemptions)
        .values({ tokenHash, expiresAt })
        .onConflictDoNothing()
        .returning({ tokenHash: captchaRedemptions.tokenHash });
      return rows.length === 1;
    },
    async purgeExpired(now) {
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
    },
  };
}
