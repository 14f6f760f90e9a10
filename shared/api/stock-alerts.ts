/**
 * Back-in-stock alerts: on a sold-out product (or variation) the product page offers "Email me
 * when available"; when its stock goes from none to some, every subscriber gets one email, in
 * order of subscription, at most STOCK_ALERTS_PER_UNIT per unit restocked (the rest wait for
 * the next restock). The merchant sees how many wait, per variation, on the product's screen.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { idSchema } from './fields';
import { storeIdSchema } from './store';

/** Emails one restock sends per unit that came back. */
export const STOCK_ALERTS_PER_UNIT = 5;

/** POST /api/storefront/stock-alerts: tell `email` when this sold-out choice is back. */
export const stockAlertBodySchema = z.strictObject({
  storeId: storeIdSchema,
  productId: idSchema('productId'),
  /** The sold-out variation; null for a product without variations. */
  variationId: idSchema('variationId').nullable(),
  email: emailSchema,
});
/** The one answer, whether the email was waiting already or not. */
export const stockAlertReplySchema = z.object({ status: z.literal('subscribed') });

/** GET /api/dashboard/products/stock-alerts: who waits for a product, per variation. */
export const stockAlertDemandQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  productId: idSchema('productId'),
});
export const stockAlertDemandSchema = z.object({
  /** Emails waiting in all. */
  waiting: z.number().int(),
  /** Per variation (null: the product without variations), most wanted first. */
  variants: z.array(
    z.object({
      variationId: z.string().nullable(),
      /** `Colour: Red / Size: M`; '' for the product itself. */
      label: z.string(),
      waiting: z.number().int(),
      /** When the first of them asked. */
      since: z.string(),
    }),
  ),
});
export type StockAlertDemand = z.infer<typeof stockAlertDemandSchema>;
