/**
 * A multipart parser failure (@fastify/multipart's limits, busboy's own errors) as a 4xx naming
 * the field, for every upload the server takes: media (routes.ts) and payment proofs
 * (proof-upload.ts). Each upload says what its limits' refusals read; the rest is the same.
 */
import { HttpError } from '../http/errors';

/** The refusals an upload words itself: its size limit and its count limits. */
export interface UploadLimitRefusals {
  /** A file over the size limit (FST_REQ_FILE_TOO_LARGE). */
  tooLarge: () => HttpError;
  /** More files than the limit (FST_FILES_LIMIT). */
  tooManyFiles: () => HttpError;
  /** More parts or fields than the limit (FST_PARTS_LIMIT, FST_FIELDS_LIMIT). */
  tooManyParts: () => HttpError;
}

/** `1.5 MB`: a size as refusals and the order timeline print it. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The answer for `error` thrown while reading an upload, or `undefined` when it is no parser failure. */
export function multipartError(
  error: unknown,
  refusals: UploadLimitRefusals,
): HttpError | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refusals.tooLarge();
  if (code === 'FST_FILES_LIMIT') return refusals.tooManyFiles();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refusals.tooManyParts();
  if (code === 'FST_PROTO_VIOLATION') {
    return new HttpError(400, 'Invalid field name', [{ field: 'body', message: 'Unknown field' }]);
  }
  // busboy's own errors (a malformed body, a missing boundary) carry no status.
  if (error instanceof Error && !(error instanceof HttpError) && !code) {
    return new HttpError(400, 'Malformed multipart body', [
      { field: 'body', message: 'The upload is not a readable multipart/form-data body' },
    ]);
  }
  return undefined;
}
