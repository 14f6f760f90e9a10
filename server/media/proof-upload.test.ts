import { describe, expect, it } from 'vitest';
import type { PrivateStorage } from './private-storage';
import { readStoredProof, storeProof, type ProofFile } from './proof-upload';

/** A private storage in memory. */
function memoryStorage(): PrivateStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    files,
    put: async (key, body) => void files.set(key, body),
    get: async (key) => files.get(key),
    delete: async (keys) => keys.forEach((k) => files.delete(k)),
  };
}

const pdf: ProofFile = {
  bytes: Buffer.from('%PDF-1.4 receipt'),
  fileName: 'receipt.pdf',
  contentType: 'application/pdf',
};
const where = { folder: 'payment-proofs', owner: 'store-1', parent: 'order-1' } as const;

describe('storeProof', () => {
  it('keeps the file under {folder}/{owner}/{parent}/{proofId}.{ext} while the record is made', async () => {
    const storage = memoryStorage();
    const proof = await storeProof(storage, where, pdf, async (p) => {
      expect(storage.files.get(p.storageKey)).toEqual(pdf.bytes);
      return p;
    });
    expect(proof.storageKey).toBe(`payment-proofs/store-1/order-1/${proof.id}.pdf`);
    expect([...storage.files.keys()]).toEqual([proof.storageKey]);
  });

  it('deletes the file again when the record fails, and passes the failure on', async () => {
    const storage = memoryStorage();
    const refused = new Error('the order took a proof meanwhile');
    await expect(
      storeProof(storage, where, pdf, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(storage.files.size).toBe(0);
  });
});

describe('readStoredProof', () => {
  it('answers the file with its row’s type and name, or 404 naming proofId when it is gone', async () => {
    const storage = memoryStorage();
    await storage.put('k.pdf', pdf.bytes, pdf.contentType);
    const row = { storageKey: 'k.pdf', contentType: 'application/pdf', fileName: 'receipt.pdf' };
    expect(await readStoredProof(storage, row)).toEqual({
      bytes: pdf.bytes,
      contentType: 'application/pdf',
      fileName: 'receipt.pdf',
    });
    await expect(
      readStoredProof(storage, { ...row, storageKey: 'gone.pdf' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      details: [{ field: 'proofId', message: 'The file of this proof is no longer stored' }],
    });
  });
});
