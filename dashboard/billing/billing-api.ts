/**
 * Typed calls of the platform billing API (contract and route list in shared/api/billing.ts):
 * plans, the merchant's summary, choosing a plan (an invoice), the invoices, the proof upload
 * with its progress, emailing an invoice, and the URL of a proof's file.
 */
import {
  PAYMENT_PROOF_FILE_FIELD,
  type BillingSummary,
  type ChoosePlanBody,
  type Invoice,
  type InvoiceListReply,
  type PlansReply,
  type SubscriptionProofFields,
} from '../../shared';
import { apiClient } from '../api/client';

/** Reports an upload's progress: bytes sent of the total. */
export type OnUploadProgress = (sent: number, total: number) => void;

export const billingApi = {
  /** GET /platform/plans: the active plans. */
  plans: (signal?: AbortSignal) =>
    apiClient.get<PlansReply, PlansReply>('/platform/plans', { signal }),
  /** GET /billing/summary: status, plan, dates, the open invoice, limits and usage. */
  summary: (signal?: AbortSignal) =>
    apiClient.get<BillingSummary, BillingSummary>('/billing/summary', { signal }),
  /** POST /billing/choose-plan: a new invoice (an open one is voided); 409 while a proof waits. */
  choosePlan: (body: ChoosePlanBody) =>
    apiClient.post<Invoice, Invoice>('/billing/choose-plan', body),
  /** GET /billing/invoices: newest first, each with its proofs. */
  invoices: (signal?: AbortSignal) =>
    apiClient.get<InvoiceListReply, InvoiceListReply>('/billing/invoices', { signal }),
  /** GET /billing/invoice?invoiceId: one of the merchant's invoices. */
  invoice: (invoiceId: string, signal?: AbortSignal) =>
    apiClient.get<Invoice, Invoice>('/billing/invoice', { params: { invoiceId }, signal }),
  /** POST /billing/proof (multipart: the fields, then the file): the summary as it is now. */
  uploadProof: (fields: SubscriptionProofFields, file: File, onProgress?: OnUploadProgress) => {
    const body = new FormData();
    // Fields first: the server reads the parts in order and the file last.
    body.append('invoiceId', fields.invoiceId);
    body.append('payerReference', fields.payerReference);
    body.append(PAYMENT_PROOF_FILE_FIELD, file, file.name);
    return apiClient.post<BillingSummary, BillingSummary>('/billing/proof', body, {
      // The browser writes the multipart boundary (axios drops the type for FormData).
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        const total = event.total ?? file.size;
        onProgress?.(Math.min(event.loaded, total), total);
      },
    });
  },
  /** POST /email/send-subscription-email: the invoice to the account's own address again. */
  emailInvoice: (invoiceId: string) =>
    apiClient.post<unknown, unknown>('/email/send-subscription-email', { invoiceId }),
};

/** The URL of a proof's file (the merchant's own; admins any). */
export function proofFileUrl(proofId: string): string {
  return `/api/billing/proof-file?proofId=${encodeURIComponent(proofId)}`;
}
