/**
 * The payment-proof pipeline, one for both flows (the shopper's order proof, the merchant's
 * subscription proof): reading the upload — a multipart/form-data body of text fields
 * (checked by the caller's zod schema) and ONE file in the field `file`, checked by its
 * bytes (JPEG, PNG, WebP, which must also read as an image within the pixel limit, or PDF)
 * and at most PAYMENT_PROOF_MAX_BYTES, every refusal a 400/413/415 naming the field —, keeping
 * the file in the private storage while the caller records it (`storeProof`: the file is
 * deleted again when the record fails), the record's time (`proofCreatedAt`) and reading a
 * stored file back (`readStoredProof`, `sendProofFile`). Not: what a proof changes (orders/
 * payment-proofs.ts, billing/proofs.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_PROOF_FILE_FIELD, PAYMENT_PROOF_MAX_BYTES } from '../../shared';
import { checkInput, HttpError, notFound } from '../http/errors';
import { detectProofType, type ProofMime } from './detect-type';
import type { PrivateStorage } from './private-storage';
import { megabytes, multipartError, type UploadLimitRefusals } from './multipart-errors';
import { MAX_INPUT_PIXELS, readImageHeader, tooManyPixels } from './process-media';

export interface ProofFile {
  bytes: Buffer;
  /** The browser's file name, cleaned (or `payment-proof.<ext>`). */
  fileName: string;
  contentType: ProofMime;
}

export interface ProofUploadOf<F> {
  fields: F;
  file: ProofFile;
}

const FILE = PAYMENT_PROOF_FILE_FIELD;

/** The storage key's extension of each accepted type. */
const proofExtensions: Record<ProofMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The browser's file name, kept for the reader: one printable line, no path. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 200);
}

/** How a proof upload words its limits' refusals (the rest: multipart-errors.ts). */
const proofRefusals = (field: string): UploadLimitRefusals => ({
  tooLarge: () =>
    new HttpError(413, 'The file is too large', [
      { field, message: `The file may be at most ${megabytes(PAYMENT_PROOF_MAX_BYTES)}` },
    ]),
  tooManyFiles: () =>
    new HttpError(400, 'One file only', [
      { field: FILE, message: 'Send one file: a photo or PDF of the transfer' },
    ]),
  tooManyParts: () =>
    new HttpError(413, 'Too many fields', [
      { field: 'body', message: 'The upload has more fields than the form sends' },
    ]),
});

/** Reads and checks the multipart upload against `fieldsSchema` (see the file comment). */
export async function readProofUpload<S extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: S,
): Promise<ProofUploadOf<z.output<S>>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Unsupported content type', [
      { field: 'content-type', message: 'Send the proof as multipart/form-data' },
    ]);
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  let part: Multipart | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: PAYMENT_PROOF_MAX_BYTES, files: 1, fields: 8, parts: 9 },
    });
    for await (part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE) {
          throw new HttpError(400, `Unknown field: ${part.fieldname}`, [
            { field: part.fieldname || 'body', message: `Send the file in the field '${FILE}'` },
          ]);
        }
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, proofRefusals(part?.fieldname || FILE)) ?? error;
  }
  const checked = checkInput(fieldsSchema, fields, 'body');
  if ('error' in checked) throw checked.error;
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, 'No file', [
      { field: FILE, message: 'Choose a photo or PDF of your transfer receipt' },
    ]);
  }
  const contentType = detectProofType(file.bytes);
  const refused = () =>
    new HttpError(415, 'Unsupported file type', [
      { field: FILE, message: 'Send a JPEG, PNG or WebP image, or a PDF' },
    ]);
  if (!contentType) throw refused();
  if (contentType !== 'application/pdf') {
    // The magic number says image: its header must read as one, within the pixel limit
    // (the merchant's browser decodes it whole).
    const meta = await readImageHeader(file.bytes).catch(() => undefined);
    if (!meta?.width || !meta.height) throw refused();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      const { message } = tooManyPixels(meta.width, meta.height, MAX_INPUT_PIXELS);
      throw new HttpError(413, 'The image is too large', [{ field: FILE, message }]);
    }
  }
  return {
    fields: checked.value as z.output<S>,
    file: {
      bytes: file.bytes,
      fileName: cleanFileName(file.name) || `payment-proof.${proofExtensions[contentType]}`,
      contentType,
    },
  };
}

/**
 * Answers a stored proof file for reading in the browser: its type from the row, inline,
 * no sniffing, never cached, and sandboxed (opened on its own it runs no script and reaches
 * nothing of the dashboard).
 */
export function sendProofFile(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; fileName: string },
): Buffer {
  const ascii = file.fileName.replace(/[^A-Za-z0-9._ -]/g, '_') || 'payment-proof';
  reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', 'sandbox');
  return file.bytes;
}

/** Where a flow keeps its proofs in the private storage. */
export type ProofFolder = 'payment-proofs' | 'subscription-proofs';

/**
 * Keeps `file` in the private storage under a new proof id
 * (`{folder}/{owner}/{parent}/{proofId}.{ext}`), then runs `record` (the caller's transaction:
 * the proof row, the state change, the email); when `record` throws, the file is deleted again.
 */
export async function storeProof<T>(
  storage: PrivateStorage,
  where: { folder: ProofFolder; owner: string; parent: string },
  file: ProofFile,
  record: (proof: { id: string; storageKey: string }) => Promise<T>,
): Promise<T> {
  const id = randomUUID();
  const storageKey = `${where.folder}/${where.owner}/${where.parent}/${id}.${proofExtensions[file.contentType]}`;
  await storage.put(storageKey, file.bytes, file.contentType);
  try {
    return await record({ id, storageKey });
  } catch (error) {
    await storage.delete([storageKey]).catch(() => undefined);
    throw error;
  }
}

/**
 * A new proof's time: `now`, or just after the newest of `previous` (a `max(...)` subquery of
 * the same parent's proofs), so newest first holds even on a coarse (or fixed) clock.
 */
export const proofCreatedAt = (now: Date, previous: SQL): SQL =>
  sql`greatest(${now.toISOString()}::timestamptz, (${previous}) + interval '1 microsecond')`;

/** A stored proof's file, or a 404 naming proofId when the storage no longer has it. */
export async function readStoredProof(
  storage: PrivateStorage,
  row: { storageKey: string; contentType: string; fileName: string },
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const bytes = await storage.get(row.storageKey);
  if (!bytes) {
    throw notFound(
      'The proof file is missing',
      'proofId',
      'The file of this proof is no longer stored',
    );
  }
  return { bytes, contentType: row.contentType, fileName: row.fileName };
}
