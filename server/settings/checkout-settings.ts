/**
 * A store's checkout settings (field visibility and texts, shared/checkout-settings.ts):
 * read with defaults, replaced by the checkout editor. Owns: the stores row's
 * `checkout_settings` document. Not: applying them to orders (server/orders/place-order.ts).
 */
import { eq } from 'drizzle-orm';
import {
  readCheckoutSettings,
  type CheckoutSettingsReply,
  type UpdateCheckoutSettingsBody,
} from '../../shared';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { notFound } from '../http/errors';

const storeNotFound = () => notFound('Store not found', 'storeId', 'No such store');

export async function getCheckoutSettings(db: Db, storeId: string): Promise<CheckoutSettingsReply> {
  const [row] = await db
    .select({ settings: stores.checkoutSettings })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw storeNotFound();
  return { storeId, ...readCheckoutSettings(row.settings) };
}

export async function updateCheckoutSettings(
  db: Db,
  storeId: string,
  body: UpdateCheckoutSettingsBody,
  now: Date,
): Promise<CheckoutSettingsReply> {
  const settings = { fields: body.fields, texts: body.texts };
  const [row] = await db
    .update(stores)
    .set({ checkoutSettings: settings, updatedAt: now })
    .where(eq(stores.id, storeId))
    .returning({ settings: stores.checkoutSettings });
  if (!row) throw storeNotFound();
  return { storeId, ...readCheckoutSettings(row.settings) };
}
