/**
 * The plan limits the API enforces (issue 13): products and pages per store, and a custom
 * domain. The limits are the store owner's plan in force (plans.ts `planInForce`: the paid
 * plan, or during a trial the largest plan's). Over a limit: 402 naming `plan`, saying which
 * limit and where to upgrade. Callers: add-product and the CSV import (catalogue), add-page
 * (pages), connecting a custom domain (domains).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { countOf } from '../../shared';
import type { Db } from '../db/client';
import { pages, products, storeMembers, subscriptions } from '../db/schema';
import { HttpError } from '../http/errors';
import { planInForce, type PlanRow } from './plans';

/** The database or a transaction. */
type DbOrTx = Db;

export type PlanLimit = 'products' | 'pages' | 'customDomain';

const UPGRADE = 'Choose a larger plan on the Billing page (/billing)';

/** The limits in force for a store, and how the messages name them ("Your Starter plan"). */
export interface StoreLimits {
  plan: PlanRow;
  /** "Your Starter plan" or, with no plan chosen yet, "Your trial". */
  holder: string;
}

/** The store owner's limits; undefined when the store has no owner or there is no plan. */
export async function storeLimits(db: DbOrTx, storeId: string): Promise<StoreLimits | undefined> {
  const [owner] = await db
    .select({ userId: storeMembers.userId, planId: subscriptions.planId })
    .from(storeMembers)
    .leftJoin(subscriptions, eq(subscriptions.userId, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.role, 'owner')))
    .limit(1);
  if (!owner) return undefined;
  const plan = await planInForce(db, owner.userId);
  if (!plan) return undefined;
  return { plan, holder: owner.planId ? `Your ${plan.name} plan` : 'Your trial' };
}

function overLimit(message: string): HttpError {
  return new HttpError(402, message, [{ field: 'plan', message }]);
}

/** The 402 for `what` under `limits` (exported for the CSV import's per-row errors). */
export function planLimitMessage(limits: StoreLimits, what: PlanLimit): string {
  if (what === 'customDomain') {
    return `${limits.holder} does not include a custom domain. ${UPGRADE} to connect one.`;
  }
  const [max, one] =
    what === 'products' ? [limits.plan.maxProducts, 'product'] : [limits.plan.maxPages, 'page'];
  return `${limits.holder} allows ${countOf(max ?? 0, one, what)} per store. ${UPGRADE} to add more.`;
}

/** How many products or pages the store may still add (null: no limit). */
export async function roomLeft(
  db: DbOrTx,
  storeId: string,
  what: 'products' | 'pages',
  limits?: StoreLimits,
): Promise<number | null> {
  const found = limits ?? (await storeLimits(db, storeId));
  const max = what === 'products' ? found?.plan.maxProducts : found?.plan.maxPages;
  if (max === null || max === undefined) return null;
  const [row] =
    what === 'products'
      ? await db.select({ n: count() }).from(products).where(eq(products.storeId, storeId))
      : // The product template is no page the plan counts.
        await db
          .select({ n: count() })
          .from(pages)
          .where(and(eq(pages.storeId, storeId), ne(pages.pageType, 'product')));
  return Math.max(0, max - (row?.n ?? 0));
}

/**
 * Throws the 402 when the store's plan does not allow `adding` more products or pages, or a
 * custom domain.
 */
export async function assertPlanAllows(
  db: DbOrTx,
  storeId: string,
  what: PlanLimit,
  adding = 1,
): Promise<void> {
  const limits = await storeLimits(db, storeId);
  if (!limits) return;
  if (what === 'customDomain') {
    if (!limits.plan.customDomain) throw overLimit(planLimitMessage(limits, what));
    return;
  }
  const room = await roomLeft(db, storeId, what, limits);
  if (room !== null && adding > room) throw overLimit(planLimitMessage(limits, what));
}
