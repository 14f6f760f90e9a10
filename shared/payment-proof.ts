/**
 * Proof-of-payment upload limits and the browser's check before sending, without zod: the
 * storefront's checkout chunk reads them (the storefront bundle carries no zod schemas; see
 * storefront/README.md), and the dashboard's billing proof form uses the same rule.
 */

/** Largest payment proof a shopper or a merchant may upload. */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The file field of the shopper's multipart proof upload. */
export const PAYMENT_PROOF_FILE_FIELD = 'file';
/** The file input's `accept`: JPEG, PNG, WebP or PDF. */
export const PAYMENT_PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
/** The size limit in whole megabytes, as forms state it. */
export const PAYMENT_PROOF_MAX_MB = Math.round(PAYMENT_PROOF_MAX_BYTES / 1024 / 1024);

/**
 * What is wrong with `file` before sending it, or null (the server checks again, from its
 * bytes). An unknown type is left to the server.
 */
export function checkProofFile(file: { size: number; type: string } | undefined): string | null {
  if (!file) return 'Choose a photo or PDF of your transfer receipt';
  if (file.type && !PAYMENT_PROOF_ACCEPT.split(',').includes(file.type)) {
    return 'Send a JPEG, PNG or WebP image, or a PDF';
  }
  if (file.size > PAYMENT_PROOF_MAX_BYTES) {
    return `The file may be at most ${PAYMENT_PROOF_MAX_MB} MB`;
  }
  if (file.size === 0) return 'This file is empty';
  return null;
}
