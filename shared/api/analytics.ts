/**
 * The merchant home's numbers (GET /api/dashboard/analytics/overview): KPIs for a range of
 * days and the period of the same length before it, revenue and orders by day, the top
 * products and the action queue. Days are counted in the merchant's time zone.
 */
import { z } from 'zod';
import { daysBetween } from '../lib/zoned-days';
import { oneOf } from './fields';
import { isoDateSchema, timeZoneSchema } from './orders';
import { storeIdSchema } from './store';

/** Ranges the home offers besides a custom one: today, the last 7 and the last 30 days. */
export const analyticsPresets = ['today', '7d', '30d'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

/** Days in each preset range, today included. */
export const analyticsPresetDays: Record<AnalyticsPreset, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

/** The longest custom range, in days. */
export const ANALYTICS_MAX_DAYS = 366;

/**
 * `range` (a preset, counted back from today in `tz`), or `from` and `to` (both days
 * included). Neither: the last 30 days. `tz` defaults to UTC.
 */
export const analyticsOverviewQuerySchema = z
  .strictObject({
    storeId: storeIdSchema,
    range: oneOf('range', analyticsPresets).optional(),
    from: isoDateSchema('from').optional(),
    to: isoDateSchema('to').optional(),
    tz: timeZoneSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range && (q.from || q.to)) {
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'Give either range or from and to, not both',
      });
      return;
    }
    if (q.from && !q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is required with from' });
    }
    if (q.to && !q.from) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' });
    }
    if (q.from && q.to) {
      const span = daysBetween(q.from, q.to);
      if (span < 0) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
      } else if (span + 1 > ANALYTICS_MAX_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['from'],
          message: `A range is at most ${ANALYTICS_MAX_DAYS} days`,
        });
      }
    }
  });
export type AnalyticsOverviewQuery = z.infer<typeof analyticsOverviewQuerySchema>;

/** One number for the range, the previous period's, and the change in percent. */
export const kpiSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** (value − previous) / previous × 100, one decimal; null when the previous is 0. */
  changePercent: z.number().nullable(),
});
export type Kpi = z.infer<typeof kpiSchema>;

const periodSchema = z.object({
  /** First day, `YYYY-MM-DD` in `tz`. */
  from: z.string(),
  /** Last day (included). */
  to: z.string(),
  days: z.number(),
});

export const actionQueueKinds = [
  'to_confirm',
  'to_ship',
  'proofs_to_review',
  'low_stock',
  'out_of_stock',
] as const;
export type ActionQueueKind = (typeof actionQueueKinds)[number];

/** One part of a queue item with its own filtered list (orders to ship: confirmed, processing). */
export const actionLinkSchema = z.object({
  /** What the link's count is of ("confirmed"). */
  label: z.string(),
  count: z.number(),
  /** The dashboard list filtered to exactly these (`/dashboard/orders?status=confirmed`). */
  href: z.string(),
});

export const actionQueueItemSchema = z.object({
  kind: z.enum(actionQueueKinds),
  count: z.number(),
  /** One link per filtered list the count is made of (one, or two for orders to ship). */
  links: z.array(actionLinkSchema),
});
export type ActionQueueItem = z.infer<typeof actionQueueItemSchema>;

export const topProductSchema = z.object({
  /** null when the product has been deleted since. */
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  units: z.number(),
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/**
 * A new store's setup guide on the home, in order: add a product, set shipping, connect a
 * domain, publish the store. The home shows it until every step is done.
 */
export const setupSteps = ['product', 'shipping', 'domain', 'publish'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const analyticsOverviewSchema = z.object({
  currency: z.string(),
  tz: z.string(),
  range: periodSchema,
  previous: periodSchema,
  kpis: z.object({
    revenue: kpiSchema,
    orders: kpiSchema,
    averageOrderValue: kpiSchema,
    itemsSold: kpiSchema,
    /** What discounts took off counted orders (products, order and shipping). */
    discounts: kpiSchema,
    /** What the orders a recovery email brought back came to (abandoned checkouts). */
    recoveredRevenue: kpiSchema,
  }),
  /** Every day of the range, oldest first, zeros included. */
  series: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number() })),
  /** At most 5, by revenue in the range. */
  topProducts: z.array(topProductSchema),
  actionQueue: z.array(actionQueueItemSchema),
  /** Whether the store has any order at all (the home's empty state). */
  hasOrders: z.boolean(),
  /** Which orders the numbers count, in one sentence the screen shows. */
  explanation: z.string(),
  /** Each setup step and whether the store has done it. */
  setupGuide: z.array(z.object({ step: z.enum(setupSteps), done: z.boolean() })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
