/**
 * The merchant's orders contract: the filtered list (with counts per status), the CSV export
 * (same filters), one order with its timeline and payment proofs, lifecycle actions
 * (shared/order-lifecycle.ts), staff notes, and the shopper's proof upload fields.
 */
import { z } from 'zod';
import { idSchema, oneLineText, oneOf, timeZoneField } from './fields';
import { orderActions, orderStatuses, paymentMethods, paymentStates } from '../order-lifecycle';
import { orderPaymentStatuses, paymentProviderIds, providerModes } from './payment-providers';
import { orderDtoSchema, orderStateFields, shopperOrderRef } from './checkout';
import { pageFields, queryWholeNumber } from './paging';
import { storeIdSchema } from './store';

/** A calendar day, `YYYY-MM-DD`. */
export const isoDateSchema = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  z.iso.date({ error: `${name} must be a date (YYYY-MM-DD)` });

/** The time zone days are counted in. */
export const timeZoneSchema = timeZoneField('tz');

export const orderSorts = [
  'newest',
  'oldest',
  'total_desc',
  'total_asc',
  'number_desc',
  'number_asc',
] as const;
export type OrderSort = (typeof orderSorts)[number];

/** The longest order search (the search box stops there too). */
export const ORDER_SEARCH_MAX = 100;

/** The filters the list and the CSV export share. */
export const orderFiltersSchema = z.strictObject({
  storeId: storeIdSchema,
  status: oneOf('status', orderStatuses).optional(),
  paymentStatus: oneOf('paymentStatus', paymentStates).optional(),
  paymentMethod: oneOf('paymentMethod', paymentMethods).optional(),
  /** First day included (in `tz`). */
  from: isoDateSchema('from').optional(),
  /** Last day included (in `tz`). */
  to: isoDateSchema('to').optional(),
  tz: timeZoneSchema.optional(),
  /** Order number (with or without #), or part of the customer's name, email or phone. */
  search: oneLineText('search', ORDER_SEARCH_MAX).optional(),
  sort: oneOf('sort', orderSorts).optional(),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const orderListQuerySchema = orderFiltersSchema.extend({
  /** Zero-based. */
  page: queryWholeNumber('page', 0, 100_000, 0),
  size: queryWholeNumber('size', 1, 100, 20),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** One row of the merchant's list. */
export const orderSummaryDtoSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number(),
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  ...orderStateFields,
  currency: z.string(),
  total: z.number(),
  refunded: z.number(),
  itemCount: z.number(),
  /** Paid (or to be paid) by card while the store's provider was in test mode: no real money. */
  testMode: z.boolean(),
  /** The payment needs the merchant's eyes (the order's `paymentReview` says why). */
  needsReview: z.boolean(),
});
export type OrderSummaryDto = z.infer<typeof orderSummaryDtoSchema>;

/** GET /api/dashboard/orders/list: a page plus counts per status under the other filters. */
export const orderListDtoSchema = z.object({
  orders: z.array(orderSummaryDtoSchema),
  /** `all` and each status, counted with every filter but `status`. */
  counts: z.object({
    all: z.number(),
    pending: z.number(),
    confirmed: z.number(),
    processing: z.number(),
    shipped: z.number(),
    delivered: z.number(),
    cancelled: z.number(),
  }),
  ...pageFields,
});
export type OrderListDto = z.infer<typeof orderListDtoSchema>;

export const orderIdQuerySchema = z.strictObject({ orderId: idSchema('orderId') });

export const orderEventKinds = [
  'placed',
  'status_changed',
  'payment_changed',
  'shipped',
  'proof_submitted',
  'proof_approved',
  'proof_rejected',
  'refund',
  'email',
  'note',
  'expired',
] as const;

export const orderEventDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(orderEventKinds),
  message: z.string(),
  actorType: z.enum(['merchant', 'shopper', 'system']),
  actorName: z.string(),
  createdAt: z.string(),
  /** For `email` events: the outbox row's delivery state now. */
  email: z
    .object({
      to: z.string(),
      subject: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
    })
    .nullable(),
});
export type OrderEventDto = z.infer<typeof orderEventDtoSchema>;

export const paymentProofDtoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  payerReference: z.string(),
  status: z.enum(['submitted', 'approved', 'rejected']),
  reason: z.string(),
  reviewedByName: z.string(),
  reviewedAt: z.string().nullable(),
  /** The file, for the merchant only (session + membership): GET payment-proof-file. */
  fileUrl: z.string(),
});
export type PaymentProofDto = z.infer<typeof paymentProofDtoSchema>;

/** GET /api/dashboard/orders/get-order?orderId */
export const orderDetailDtoSchema = orderDtoSchema.extend({
  storeId: z.string(),
  itemCount: z.number(),
  weightGrams: z.number(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  events: z.array(orderEventDtoSchema),
  proofs: z.array(paymentProofDtoSchema),
  allowedActions: z.array(z.enum(orderActions)),
  /**
   * A card order's payment at its provider (its references, for the merchant to find it
   * there); null for other methods and before the payment page opened.
   */
  onlinePayment: z
    .object({
      provider: z.enum(paymentProviderIds),
      mode: z.enum(providerModes),
      status: z.enum(orderPaymentStatuses),
      sessionId: z.string(),
      paymentId: z.string().nullable(),
    })
    .nullable(),
  /** Why the payment needs the merchant's eyes (amount differs, paid after cancel, disputed). */
  paymentReview: z.string().nullable(),
});
export type OrderDetailDto = z.infer<typeof orderDetailDtoSchema>;

const orderRef = { orderId: idSchema('orderId') };

/** POST /api/dashboard/orders/transition: one lifecycle action; a refused one is a 409. */
export const orderTransitionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      ...orderRef,
      action: z.enum(['confirm', 'process', 'deliver', 'cancel', 'mark_paid']),
    }),
    z.strictObject({
      ...orderRef,
      action: z.literal('ship'),
      carrier: oneLineText('Carrier', 100).min(1, 'Carrier is required'),
      trackingNumber: oneLineText('Tracking number', 100).min(1, 'Tracking number is required'),
      trackingUrl: z
        .union([
          z.literal(''),
          z.url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' }),
        ])
        .optional()
        .transform((v) => v ?? ''),
    }),
    z.strictObject({
      ...orderRef,
      action: z.literal('approve_proof'),
      proofId: idSchema('proofId'),
    }),
    z.strictObject({
      ...orderRef,
      action: z.literal('reject_proof'),
      proofId: idSchema('proofId'),
      reason: oneLineText('Reason', 500).min(
        1,
        'Say why the proof is rejected (the shopper reads it)',
      ),
    }),
    z.strictObject({
      ...orderRef,
      action: z.literal('refund'),
      amount: z
        .number({ error: 'amount must be a number' })
        .positive('amount must be more than 0')
        .max(100_000_000, 'amount is too large'),
      reason: oneLineText('Reason', 500)
        .optional()
        .transform((v) => v ?? ''),
    }),
  ],
  { error: `action must be one of ${orderActions.join(', ')}` },
);
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

/** POST /api/dashboard/orders/add-note: a staff note on the timeline. */
export const orderNoteBodySchema = z.strictObject({
  ...orderRef,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .min(1, 'Write a note')
    .max(2000, 'A note is at most 2000 characters')
    .regex(/^[^\0]*$/, 'note contains an invalid character'),
});

/** PUT /api/dashboard/orders/update-status (older call): moves to a status through the rules. */
export const updateOrderStatusBodySchema = z.strictObject({
  storeId: storeIdSchema,
  orderId: idSchema('orderId'),
  status: oneOf('status', orderStatuses),
});

export const proofIdQuerySchema = z.strictObject({ proofId: idSchema('proofId') });

/** Text fields of POST /api/storefront/order/payment-proof (multipart, with the file). */
export const paymentProofFieldsSchema = z.strictObject({
  ...shopperOrderRef,
  payerReference: oneLineText('Payer reference', 100)
    .optional()
    .transform((v) => v ?? ''),
});

/**
 * The proof upload's query: empty. Its fields (paymentProofFieldsSchema) and file travel in
 * the multipart body, which the handler reads and checks itself.
 */
export const paymentProofUploadQuerySchema = z.strictObject({});

/** GET payment-proof-file answers the file's bytes (never serialised). */
export const proofFileReplySchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array, {
  message: 'file bytes',
});
