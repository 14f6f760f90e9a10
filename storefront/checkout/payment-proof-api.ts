/**
 * The shopper's proof-of-payment upload: one multipart POST to the store host's
 * `/api/storefront/order/payment-proof` with the order's link fields, the payer reference and
 * the file (field `file`). XMLHttpRequest rather than fetch, for upload progress. A 4xx is a
 * CheckoutApiError carrying the JSON body (`details` name the field).
 */
import { PAYMENT_PROOF_FILE_FIELD, type OrderDto } from '../../shared';
import { CheckoutApiError } from './checkout-api';

export const paymentProofPath = '/api/storefront/order/payment-proof';

export interface PaymentProofUpload {
  storeId: string;
  orderId: string;
  token: string;
  payerReference: string;
  file: File;
}

/** Sends the proof; resolves with the order as it is now (awaiting review). */
export function uploadPaymentProof(
  upload: PaymentProofUpload,
  onProgress?: (loaded: number, total: number) => void,
): Promise<OrderDto> {
  const body = new FormData();
  // The text fields first, then the file (the server reads every part either way).
  body.append('storeId', upload.storeId);
  body.append('orderId', upload.orderId);
  body.append('token', upload.token);
  if (upload.payerReference) body.append('payerReference', upload.payerReference);
  body.append(PAYMENT_PROOF_FILE_FIELD, upload.file, upload.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', paymentProofPath);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : upload.file.size;
      onProgress?.(Math.min(event.loaded, total), total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's error page): the status text speaks instead
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json as OrderDto);
        return;
      }
      const b = (json ?? {}) as { error?: string; details?: { field: string; message: string }[] };
      reject(
        new CheckoutApiError(
          xhr.status,
          b.error || xhr.statusText || `HTTP ${xhr.status}`,
          b as ConstructorParameters<typeof CheckoutApiError>[2],
        ),
      );
    };
    xhr.onerror = () =>
      reject(new Error('The upload did not reach the store. Check your connection and try again.'));
    xhr.send(body);
  });
}
