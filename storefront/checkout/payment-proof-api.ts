/**
 * The shopper's proof-of-payment upload: the declared multipart POST
 * (`endpointRefs.orders.orderPaymentProof`, on the store host) with the order's link fields,
 * the payer reference and the file (field `file`). Sent through `callEndpoint` with an
 * XMLHttpRequest transport rather than fetch, for upload progress. A failure is the one
 * `ApiError` (`details` name the field; no `status` when the upload never arrived).
 */
import {
  PAYMENT_PROOF_FILE_FIELD,
  callEndpoint,
  endpointRefs,
  type ApiTransport,
  type OrderDto,
} from '../../shared';

export interface PaymentProofUpload {
  storeId: string;
  orderId: string;
  token: string;
  payerReference: string;
  file: File;
}

/** Sends a FormData body with XMLHttpRequest, reporting the upload's progress. */
function xhrTransport(onProgress: (event: ProgressEvent) => void): ApiTransport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.upload.onprogress = onProgress;
      xhr.onload = () => {
        let data: unknown = xhr.responseText;
        try {
          data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          // Not JSON (a proxy's error page): the text stays.
        }
        resolve({ status: xhr.status, statusText: xhr.statusText, data });
      };
      xhr.onerror = () => reject(new Error('The upload did not reach the store'));
      xhr.send(request.body as FormData);
    });
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

  const transport = xhrTransport((event) => {
    const total = event.lengthComputable ? event.total : upload.file.size;
    onProgress?.(Math.min(event.loaded, total), total);
  });
  return callEndpoint(transport, endpointRefs.orders.orderPaymentProof, { query: {}, body });
}
