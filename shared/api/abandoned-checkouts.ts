/**
 * The abandoned-checkout contract. A shopper's checkout is saved on the store as soon as it
 * has a valid email and a cart (`checkoutDraftBodySchema`, under an id the shopper's browser
 * draws at random: unguessable, so it is the checkout's key); one that did not become an order
 * within `ABANDONED_AFTER_HOURS` is abandoned: the merchant lists it, and the store's recovery
 * email (off, after 1 h or after 10 h; a second reminder optional) carries a signed link that
 * refills the cart and checkout (`checkoutRestoreReplySchema`) and an unsubscribe link. An
 * order placed from a checkout that was sent a reminder is recovered.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { buyAgainReplySchema } from './accounts';
import { checkoutLineSchema, MAX_CHECKOUT_LINES, orderDtoSchema } from './checkout';
import { idSchema, oneOf } from './fields';
import { pageFields, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';

/** A checkout with an email and no order this long after its last change is abandoned. */
export const ABANDONED_AFTER_HOURS = 1;
/** The second reminder goes this long after the first. */
export const SECOND_REMINDER_HOURS = 24;

/** When the recovery email goes: never, or this long after the checkout's last change. */
export const recoveryEmailDelays = ['off', '1h', '10h'] as const;
export type RecoveryEmailDelay = (typeof recoveryEmailDelays)[number];
/** Each delay's hours (`off`: none). */
export const recoveryDelayHours: Record<RecoveryEmailDelay, number | null> = {
  off: null,
  '1h': 1,
  '10h': 10,
};

/** A text field of the checkout draft: what the shopper typed so far, trimmed and bounded. */
const draftText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${name} must be one line`)
    .default('');

/** The address as typed so far (any field may still be empty). */
export const checkoutDraftAddressSchema = z.strictObject({
  company: draftText('address.company', 200),
  line1: draftText('address.line1', 200),
  line2: draftText('address.line2', 200),
  city: draftText('address.city', 120),
  region: draftText('address.region', 120),
  postalCode: draftText('address.postalCode', 20),
  country: draftText('address.country', 2),
});
export type CheckoutDraftAddress = z.infer<typeof checkoutDraftAddressSchema>;

/** PUT /api/storefront/checkouts/:checkoutId: the checkout as it stands (saved as a whole). */
export const checkoutDraftParamsSchema = z.strictObject({
  checkoutId: z.uuidv4({ error: 'checkoutId must be a random UUID (v4)' }),
});
export const checkoutDraftBodySchema = z.strictObject({
  storeId: storeIdSchema,
  email: emailSchema,
  name: draftText('name', 200),
  phone: draftText('phone', 40),
  address: checkoutDraftAddressSchema.nullable().default(null),
  lines: z
    .array(checkoutLineSchema, { error: 'lines must be a list' })
    .min(1, 'Your cart is empty')
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} lines per order`),
});
/** The saved checkout as the server reads it (trimmed, every address field given). */
export type CheckoutDraftBody = z.output<typeof checkoutDraftBodySchema>;
/** `saved`; `ordered` when the checkout already became an order (nothing changed). */
export const checkoutDraftReplySchema = z.object({ status: z.enum(['saved', 'ordered']) });

/** A saved checkout's line: what the cart held, named and priced by the store when saved. */
export interface SavedCheckoutLine {
  productId: string;
  variationId: string | null;
  quantity: number;
  /** The product's name, with the variation's label when it has one. */
  name: string;
  unitPriceMinor: number;
}

/** GET /api/storefront/checkouts/:checkoutId/restore?storeId&token: a recovery link's checkout. */
export const checkoutRestoreQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  token: z.string({ error: 'token is required' }).max(200, 'token is too long'),
});
/**
 * The checkout's lines and the store's active products among them (the cart's rules add what
 * can be bought now, as "Buy again" does), and what the shopper had typed; `ordered` when it
 * became an order meanwhile.
 */
export const checkoutRestoreReplySchema = buyAgainReplySchema.extend({
  ordered: z.boolean(),
  contact: z.object({ email: z.string(), name: z.string(), phone: z.string() }),
  address: orderDtoSchema.shape.address,
});
export type CheckoutRestoreReply = z.infer<typeof checkoutRestoreReplySchema>;

/** POST /api/storefront/checkouts/unsubscribe: the reminder email's unsubscribe link. */
export const checkoutUnsubscribeBodySchema = z.strictObject({
  storeId: storeIdSchema,
  checkoutId: idSchema('checkoutId'),
  token: z.string({ error: 'token is required' }).max(200, 'token is too long'),
});
export const checkoutUnsubscribeReplySchema = z.object({ email: z.string() });

/** The dashboard's list filter. */
export const abandonedCheckoutStatuses = ['all', 'not_recovered', 'recovered'] as const;
export type AbandonedCheckoutStatus = (typeof abandonedCheckoutStatuses)[number];

/** GET /api/dashboard/abandoned-checkouts/list. */
export const abandonedCheckoutListQuerySchema = z.strictObject({
  storeId: storeIdSchema,
  status: oneOf('status', abandonedCheckoutStatuses).default('all'),
  page: queryWholeNumber('page', 0, 10_000, 0),
  size: queryWholeNumber('size', 1, 100, 20),
});

export const abandonedCheckoutDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** What the lines came to when last saved (the store's currency). */
  value: z.number(),
  currency: z.string(),
  /** When the shopper last changed it. */
  updatedAt: z.string(),
  remindersSent: z.number().int(),
  lastReminderAt: z.string().nullable(),
  /** The shopper unsubscribed from reminders. */
  optedOut: z.boolean(),
  /** The order it became after a reminder (recovered), else null. */
  recoveredOrder: z
    .object({ orderId: z.string(), orderNumber: z.number().int(), total: z.number() })
    .nullable(),
});
export type AbandonedCheckoutDto = z.infer<typeof abandonedCheckoutDtoSchema>;

export const abandonedCheckoutListDtoSchema = z.object({
  checkouts: z.array(abandonedCheckoutDtoSchema),
  ...pageFields,
});
export type AbandonedCheckoutListDto = z.infer<typeof abandonedCheckoutListDtoSchema>;

/** The store's recovery email settings. */
export const recoverySettingsSchema = z.strictObject({
  storeId: storeIdSchema,
  delay: oneOf('delay', recoveryEmailDelays),
  secondReminder: z.boolean({ error: 'secondReminder must be true or false' }),
});
export type RecoverySettings = z.infer<typeof recoverySettingsSchema>;
export const recoverySettingsQuerySchema = z.strictObject({ storeId: storeIdSchema });
