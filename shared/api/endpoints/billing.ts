/** The billing endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  approvePaymentBodySchema,
  billingSummarySchema,
  choosePlanBodySchema,
  invoiceIdQuerySchema,
  invoiceListReplySchema,
  invoiceSchema,
  paymentRequestListQuerySchema,
  paymentRequestListSchema,
  paymentRequestSchema,
  plansReplySchema,
  rejectPaymentBodySchema,
  sendSubscriptionEmailBodySchema,
  subscriptionProofIdQuerySchema,
  subscriptionProofUploadQuerySchema,
  testClockBodySchema,
  testClockReplySchema,
} from '../billing';
import { okReplySchema } from '../ok';
import { proofFileReplySchema } from '../orders';

export const billingEndpoints = {
  choosePlan: endpoint({
    method: 'POST',
    path: '/api/billing/choose-plan',
    body: choosePlanBodySchema,
    reply: invoiceSchema,
    status: 201,
  }),
  invoice: endpoint({
    method: 'GET',
    path: '/api/billing/invoice',
    query: invoiceIdQuerySchema,
    reply: invoiceSchema,
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/billing/invoices',
    reply: invoiceListReplySchema,
  }),
  paymentRequests: endpoint({
    method: 'GET',
    path: '/api/admin/payment-requests',
    query: paymentRequestListQuerySchema,
    reply: paymentRequestListSchema,
  }),
  paymentRequestsApprove: endpoint({
    method: 'POST',
    path: '/api/admin/payment-requests/approve',
    body: approvePaymentBodySchema,
    reply: paymentRequestSchema,
  }),
  paymentRequestsReject: endpoint({
    method: 'POST',
    path: '/api/admin/payment-requests/reject',
    body: rejectPaymentBodySchema,
    reply: paymentRequestSchema,
  }),
  plans: endpoint({ method: 'GET', path: '/api/platform/plans', reply: plansReplySchema }),
  proof: endpoint({
    method: 'POST',
    path: '/api/billing/proof',
    query: subscriptionProofUploadQuerySchema,
    reply: billingSummarySchema,
    status: 201,
    bodyKind: 'multipart',
  }),
  proofFile: endpoint({
    method: 'GET',
    path: '/api/billing/proof-file',
    query: subscriptionProofIdQuerySchema,
    reply: proofFileReplySchema,
    replyKind: 'download',
  }),
  sendSubscriptionEmail: endpoint({
    method: 'POST',
    path: '/api/email/send-subscription-email',
    body: sendSubscriptionEmailBodySchema,
    reply: okReplySchema,
  }),
  summary: endpoint({ method: 'GET', path: '/api/billing/summary', reply: billingSummarySchema }),
  /** The browser tests' clock: routed only with TEST_CLOCK=1 (server/billing/test-clock.ts). */
  testClock: endpoint({
    method: 'POST',
    path: '/api/internal/test-clock',
    body: testClockBodySchema,
    reply: testClockReplySchema,
  }),
};
