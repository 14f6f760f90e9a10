/**
 * The checkout editor's calls (`/dashboard/checkout-editor`): read and replace the store's
 * checkout settings (field visibility and texts, see shared/checkout-settings.ts).
 */
import { z } from 'zod';
import { checkoutSettingsDtoSchema, checkoutSettingsSchema } from '../checkout-settings';
import { storeIdSchema } from './store';

export const checkoutSettingsQuerySchema = z.strictObject({ storeId: storeIdSchema });

/** PUT checkout-settings: the whole settings; missing keys take their defaults. */
export const updateCheckoutSettingsBodySchema = checkoutSettingsSchema.extend({
  storeId: storeIdSchema,
});
export type UpdateCheckoutSettingsBody = z.infer<typeof updateCheckoutSettingsBodySchema>;
export type UpdateCheckoutSettingsRequest = z.input<typeof updateCheckoutSettingsBodySchema>;

export const checkoutSettingsReplySchema = checkoutSettingsDtoSchema.extend({
  storeId: z.string(),
});
export type CheckoutSettingsReply = z.infer<typeof checkoutSettingsReplySchema>;
