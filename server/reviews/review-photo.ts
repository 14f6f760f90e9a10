/**
 * A review's photo: one image per request (multipart, field `file`), sent from a valid review
 * link, taken through the media pipeline (type by its bytes, pixel limit, resized variants,
 * the store's media storage) and kept in the store's media library as `review-{order}.…`;
 * answers its id for the review's `photos` and its URL for the form's preview.
 */
import type { FastifyRequest } from 'fastify';
import { MEDIA_UPLOAD_FIELD, type ReviewPhotoReply } from '../../shared';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { HttpError } from '../http/errors';
import { mediaKeys, storeProcessedMedia } from '../media/ingest-media';
import { megabytes, multipartError, type UploadLimitRefusals } from '../media/multipart-errors';
import { MediaRejectedError, processMedia } from '../media/process-media';
import type { MediaStorage } from '../media/storage';

const refusals = (maxBytes: number): UploadLimitRefusals => {
  const one = () =>
    new HttpError(400, 'One photo at a time', [
      { field: MEDIA_UPLOAD_FIELD, message: 'Send one photo at a time' },
    ]);
  return {
    tooLarge: () =>
      new HttpError(413, 'The photo is too large', [
        { field: MEDIA_UPLOAD_FIELD, message: `A photo may be at most ${megabytes(maxBytes)}` },
      ]),
    tooManyFiles: one,
    tooManyParts: one,
  };
};

export async function storeReviewPhoto(
  request: FastifyRequest,
  deps: { db: Db; storage: MediaStorage; maxBytes: number },
  storeId: string,
  orderNumber: number,
): Promise<ReviewPhotoReply> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Unsupported content type', [
      { field: 'content-type', message: 'Send the photo as multipart/form-data' },
    ]);
  }
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: deps.maxBytes, files: 1, parts: 1 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== MEDIA_UPLOAD_FIELD) {
        throw new HttpError(400, `Unknown field: ${part.fieldname}`, [
          {
            field: part.fieldname || 'body',
            message: `Send the photo in the field '${MEDIA_UPLOAD_FIELD}'`,
          },
        ]);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, refusals(deps.maxBytes)) ?? error;
  }
  if (!bytes?.length) {
    throw new HttpError(400, 'No photo', [
      { field: MEDIA_UPLOAD_FIELD, message: 'Choose a photo to add' },
    ]);
  }
  let processed;
  try {
    processed = await processMedia(bytes);
  } catch (error) {
    if (!(error instanceof MediaRejectedError)) throw error;
    throw new HttpError(error.status, 'Refused photo', [
      { field: MEDIA_UPLOAD_FIELD, message: error.message },
    ]);
  }
  const row = await storeProcessedMedia(
    deps.storage,
    storeId,
    `review-${orderNumber}.${processed.ext}`,
    processed,
  );
  try {
    await deps.db.insert(media).values(row);
  } catch (error) {
    await deps.storage.delete(mediaKeys(row)).catch(() => undefined);
    throw error;
  }
  return { photoId: row.id, url: row.url };
}
