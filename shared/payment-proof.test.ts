import { describe, expect, it } from 'vitest';
import { PAYMENT_PROOF_MAX_BYTES, checkProofFile } from './payment-proof';

describe('a proof of payment file before it is sent', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkProofFile(undefined)).toBe('Choose a photo or PDF of your transfer receipt');
  });

  it('takes images and PDFs up to the limit', () => {
    expect(checkProofFile({ size: 1200, type: 'image/png' })).toBeNull();
    expect(checkProofFile({ size: PAYMENT_PROOF_MAX_BYTES, type: 'application/pdf' })).toBeNull();
    // A type the browser does not know is the server's call (it reads the bytes).
    expect(checkProofFile({ size: 1200, type: '' })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkProofFile({ size: 1200, type: 'image/gif' })).toBe(
      'Send a JPEG, PNG or WebP image, or a PDF',
    );
    expect(checkProofFile({ size: 0, type: 'image/png' })).toBe('This file is empty');
    expect(checkProofFile({ size: PAYMENT_PROOF_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(
      'The file may be at most 5 MB',
    );
  });
});
