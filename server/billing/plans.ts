/**
 * The plans table read as the API's `Plan` (decimal price, limits grouped), and the limits an
 * account has now: its paid plan's, or during a trial (no plan yet) the largest active
 * plan's, so a trial can try everything.
 */
import { and, asc, eq } from 'drizzle-orm';
import { toDecimal, type Plan } from '../../shared';
import type { Db } from '../db/client';
import { plans, subscriptions } from '../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export function planDto(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: toDecimal(row.priceMinor, row.currency),
    currency: row.currency,
    interval: row.interval,
    trialDays: row.trialDays,
    limits: {
      products: row.maxProducts,
      pages: row.maxPages,
      customDomain: row.customDomain,
    },
    features: row.features,
  };
}

/** Active plans in display order. */
export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.position));
}

export async function getPlan(db: Db, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

/**
 * The plan whose limits apply to `userId` now: the subscription's plan, or for an account
 * without one (trial, older data) the active plan with the highest position (the largest).
 */
export async function planInForce(db: Db, userId: string): Promise<PlanRow | undefined> {
  const [own] = await db
    .select({ plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId)))
    .limit(1);
  if (own) return own.plan;
  const [largest] = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.position))
    .then((rows) => rows.slice(-1));
  return largest;
}
