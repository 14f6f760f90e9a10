/**
 * What a proof-of-payment file may be before it is sent (the server checks again, from its
 * bytes): a JPEG, PNG or WebP image or a PDF, not empty, at most PAYMENT_PROOF_MAX_BYTES.
 */
import { PAYMENT_PROOF_MAX_BYTES } from '../../shared';

/** The file input's `accept`. */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
/** The size limit in whole megabytes, as the form states it. */
export const PROOF_MAX_MB = Math.round(PAYMENT_PROOF_MAX_BYTES / 1024 / 1024);

/** What is wrong with `file` before sending it, or null. An unknown type is left to the server. */
export function checkProofFile(file: { size: number; type: string } | undefined): string | null {
  if (!file) return 'Choose a photo or PDF of your transfer receipt';
  if (file.type && !PROOF_ACCEPT.split(',').includes(file.type)) {
    return 'Send a JPEG, PNG or WebP image, or a PDF';
  }
  if (file.size > PAYMENT_PROOF_MAX_BYTES) return `The file may be at most ${PROOF_MAX_MB} MB`;
  if (file.size === 0) return 'This file is empty';
  return null;
}
