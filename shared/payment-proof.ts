/**
 * The shopper's proof-of-payment upload limits, without zod: the storefront's checkout chunk
 * reads them (the storefront bundle carries no zod schemas; see storefront/README.md).
 */

/** Largest payment proof a shopper may upload. */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The file field of the shopper's multipart proof upload. */
export const PAYMENT_PROOF_FILE_FIELD = 'file';
