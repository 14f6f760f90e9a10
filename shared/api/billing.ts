/**
 * The platform billing contract (issue 13): plans, the merchant's subscription summary,
 * invoices paid by bank transfer with an uploaded proof, the admin's review queue, and the
 * subscription email. Amounts are decimals in the API (minor units in the database).
 *
 * Routes (all under /api):
 * - GET  /platform/plans                          public   → plansReplySchema
 * - GET  /billing/summary                         session  → billingSummarySchema
 * - POST /billing/choose-plan                     session  choosePlanBodySchema → invoiceSchema (201)
 * - GET  /billing/invoices                        session  → invoiceListReplySchema (newest first, with proofs)
 * - GET  /billing/invoice?invoiceId               session (own; admins any) → invoiceSchema
 * - POST /billing/proof                           session  multipart: subscriptionProofFieldsSchema + file → billingSummarySchema (201)
 * - GET  /billing/proof-file?proofId              session (own; admins any) → the bytes
 * - GET  /admin/payment-requests?state&page       admin    → paymentRequestListSchema
 * - POST /admin/payment-requests/approve          admin    { proofId } → paymentRequestSchema
 * - POST /admin/payment-requests/reject           admin    { proofId, reason } → paymentRequestSchema
 * - POST /email/send-subscription-email           session  sendSubscriptionEmailBodySchema → ok
 * - POST /internal/test-clock                     public, only with TEST_CLOCK=1 → testClockReplySchema
 */
import { z } from 'zod';
import { idSchema, oneOf, requiredLine } from './fields';
import { subscriptionStatusSchema } from './auth';

export const planIntervals = ['month', 'year'] as const;
export type PlanInterval = (typeof planIntervals)[number];

export const planSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Decimal (29 for 29.00). */
  price: z.number(),
  currency: z.string(),
  interval: z.enum(planIntervals),
  trialDays: z.number(),
  limits: z.object({
    /** Per store; null: unlimited. */
    products: z.number().nullable(),
    pages: z.number().nullable(),
    customDomain: z.boolean(),
  }),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansReplySchema = z.object({ plans: z.array(planSchema) });
export type PlansReply = z.infer<typeof plansReplySchema>;

/** The platform's bank account (config PLATFORM_BANK_*), printed on invoices. */
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const invoiceStatuses = ['open', 'pending_approval', 'paid', 'rejected', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const proofStatuses = ['pending', 'approved', 'rejected'] as const;
export type ProofStatus = (typeof proofStatuses)[number];

export const subscriptionProofSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  payerReference: z.string(),
  resubmission: z.boolean(),
  status: z.enum(proofStatuses),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The deciding admin's email. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SubscriptionProof = z.infer<typeof subscriptionProofSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  /** `SB-XXXXXXXX`: the transfer must quote it. */
  reference: z.string(),
  planId: z.string(),
  planName: z.string(),
  interval: z.enum(planIntervals),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(invoiceStatuses),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Who is billed (printed on the invoice). */
  billedTo: z.object({ name: z.string(), email: z.string() }),
  /** Who bills: the operator (config OPERATOR_*). */
  issuer: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  /** Where to pay; null while the platform has no bank account configured (no transfer). */
  bank: bankDetailsSchema.nullable(),
  /** Newest first. */
  proofs: z.array(subscriptionProofSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListReplySchema = z.object({ invoices: z.array(invoiceSchema) });

/** GET /billing/summary: what /billing and /payment-proof show. */
export const billingSummarySchema = z.object({
  /** As the guards read it (from the dates too). */
  status: subscriptionStatusSchema,
  /** The paid plan; null during a trial (a trial has the largest plan's limits). */
  plan: planSchema.nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When the stores close to shoppers without a payment (period or trial end plus grace). */
  closesAt: z.string().nullable(),
  /** Whole days until the trial or period ends (0 when past); null with neither. */
  daysLeft: z.number().nullable(),
  /**
   * When the paid plan's first period starts while that is still ahead: a plan paid during
   * the free trial starts when the trial ends (the trial's days are kept). Null otherwise.
   */
  planStartsAt: z.string().nullable(),
  /**
   * Whether paid plans can be bought: the platform takes bank transfers (its bank details
   * are configured). False: no plan can be chosen, and the screen says so.
   */
  bankTransfer: z.boolean(),
  /** The invoice waiting for payment or review (open, pending_approval or rejected), if any. */
  openInvoice: invoiceSchema.nullable(),
  /** The latest rejection's reason while APPROVAL_REJECTED. */
  rejection: z.object({ reason: z.string(), decidedAt: z.string() }).nullable(),
  /** The limits in force now (the plan's, or the trial's). */
  limits: planSchema.shape.limits,
  /** What the merchant's stores hold now, summed over the account's largest store. */
  usage: z.object({ products: z.number(), pages: z.number() }),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const choosePlanBodySchema = z.strictObject({ planId: idSchema('planId') });
export type ChoosePlanBody = z.infer<typeof choosePlanBodySchema>;

export const invoiceIdQuerySchema = z.strictObject({ invoiceId: idSchema('invoiceId') });
export const subscriptionProofIdQuerySchema = z.strictObject({ proofId: idSchema('proofId') });

/** Text fields of POST /billing/proof (multipart, with one `file`: JPEG, PNG, WebP or PDF). */
export const subscriptionProofFieldsSchema = z.strictObject({
  invoiceId: idSchema('invoiceId'),
  payerReference: requiredLine('Payer reference', 100),
});
export type SubscriptionProofFields = z.infer<typeof subscriptionProofFieldsSchema>;

/**
 * POST /billing/proof's query: empty. Its fields (subscriptionProofFieldsSchema) and file
 * travel in the multipart body, which the handler reads and checks itself.
 */
export const subscriptionProofUploadQuerySchema = z.strictObject({});

export const paymentRequestStates = ['pending', 'approved', 'rejected', 'all'] as const;
export type PaymentRequestState = (typeof paymentRequestStates)[number];

export const paymentRequestListQuerySchema = z.strictObject({
  state: oneOf('state', paymentRequestStates).default('pending'),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page is too large')
    .default(1),
});

/** One proof in the admin queue, with its invoice and account. */
export const paymentRequestSchema = subscriptionProofSchema.extend({
  invoice: invoiceSchema.omit({ proofs: true, bank: true, issuer: true }),
  account: z.object({ userId: z.string(), email: z.string(), name: z.string() }),
  /** The account's stores (name and host) so the admin knows whose store it is. */
  stores: z.array(z.object({ id: z.string(), name: z.string(), host: z.string() })),
  subscriptionStatus: subscriptionStatusSchema,
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const paymentRequestListSchema = z.object({
  items: z.array(paymentRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Count per state for the filter tabs. */
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  /** Whether merchants can pay by transfer (PLATFORM_BANK_* set); false: the admin is told why. */
  bankTransfer: z.boolean(),
});
export type PaymentRequestList = z.infer<typeof paymentRequestListSchema>;

export const approvePaymentBodySchema = z.strictObject({ proofId: idSchema('proofId') });
export const rejectPaymentBodySchema = z.strictObject({
  proofId: idSchema('proofId'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be at most 500 characters')
    .regex(/^[^\0]*$/, 'Reason contains an invalid character'),
});

/**
 * POST /email/send-subscription-email: emails the invoice (amount, reference, bank details,
 * state) to the account's own address again, through the outbox. Rate-limited.
 */
export const sendSubscriptionEmailBodySchema = z.strictObject({
  invoiceId: idSchema('invoiceId'),
});

/** POST /internal/test-clock (TEST_CLOCK=1 only): moves the server clock forward. */
export const testClockBodySchema = z.strictObject({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86_400_000),
});
export const testClockReplySchema = z.object({ now: z.string() });
