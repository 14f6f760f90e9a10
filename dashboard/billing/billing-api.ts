/**
 * Typed calls of the platform billing API (`billingEndpoints`, contract in
 * shared/api/billing.ts): plans, the merchant's summary, choosing a plan (an invoice), the
 * invoices, the proof upload with its progress, emailing an invoice, and the URL of a proof's
 * file.
 */
import {
  PAYMENT_PROOF_FILE_FIELD,
  billingEndpoints,
  endpointUrl,
  type ChoosePlanBody,
  type SubscriptionProofFields,
} from '../../shared';
import { callApi, uploadApi } from '../api/client';

/** Reports an upload's progress: bytes sent of the total. */
export type OnUploadProgress = (sent: number, total: number) => void;

export const billingApi = {
  /** GET plans: the active plans. */
  plans: (signal?: AbortSignal) => callApi(billingEndpoints.plans, {}, signal),
  /** GET summary: status, plan, dates, the open invoice, limits and usage. */
  summary: (signal?: AbortSignal) => callApi(billingEndpoints.summary, {}, signal),
  /** POST choose-plan: a new invoice (an open one is voided); 409 while a proof waits. */
  choosePlan: (body: ChoosePlanBody) => callApi(billingEndpoints.choosePlan, { body }),
  /** GET invoices: newest first, each with its proofs. */
  invoices: (signal?: AbortSignal) => callApi(billingEndpoints.invoices, {}, signal),
  /** GET invoice?invoiceId: one of the merchant's invoices. */
  invoice: (invoiceId: string, signal?: AbortSignal) =>
    callApi(billingEndpoints.invoice, { query: { invoiceId } }, signal),
  /** POST proof (multipart: the fields, then the file): the summary as it is now. */
  uploadProof: (fields: SubscriptionProofFields, file: File, onProgress?: OnUploadProgress) => {
    const body = new FormData();
    // Fields first: the server reads the parts in order and the file last.
    body.append('invoiceId', fields.invoiceId);
    body.append('payerReference', fields.payerReference);
    body.append(PAYMENT_PROOF_FILE_FIELD, file, file.name);
    return uploadApi(
      billingEndpoints.proof,
      { query: {}, body },
      {
        onProgress: (sent, total = file.size) => onProgress?.(Math.min(sent, total), total),
      },
    );
  },
  /** POST send-subscription-email: the invoice to the account's own address again. */
  emailInvoice: (invoiceId: string) =>
    callApi(billingEndpoints.sendSubscriptionEmail, { body: { invoiceId } }),
};

/** The URL of a proof's file (the merchant's own; admins any). */
export function proofFileUrl(proofId: string): string {
  return endpointUrl(billingEndpoints.proofFile, { query: { proofId } });
}
