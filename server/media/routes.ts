/**
 * The media library API (shared/api/media.ts): upload (multipart, checked by bytes, resized
 * into WebP variants), list, alt text, usage and delete. Every route is a `store` route.
 * An upload is all or nothing: when one file is refused, the files stored before it go too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { MEDIA_UPLOAD_FIELD, mediaEndpoints } from '../../shared';
import { media } from '../db/schema';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { mediaKeys, storeProcessedMedia, type NewMediaRow } from './ingest-media';
import {
  deleteMediaRow,
  getMediaUsage,
  listMedia,
  mediaNotFound,
  storeOfMedia,
  toMediaItem,
  updateMediaAlt,
} from './library';
import { configureImageWork, MediaRejectedError, processMedia } from './process-media';
import { startMediaCleanup } from './orphan-files';
import { megabytes, multipartError, type UploadLimitRefusals } from './multipart-errors';
import type { MediaStorage } from './storage';

/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/** How a media upload words its limits' refusals (the rest: multipart-errors.ts). */
const mediaRefusals = (field: string, maxBytes: number): UploadLimitRefusals => {
  const tooMany = () =>
    new HttpError(413, 'Too many files', [
      { field, message: `Send at most ${MAX_FILES_PER_UPLOAD} files at once` },
    ]);
  return {
    tooLarge: () =>
      new HttpError(413, 'The file is too large', [
        { field, message: `A file may be at most ${megabytes(maxBytes)}` },
      ]),
    tooManyFiles: tooMany,
    tooManyParts: tooMany,
  };
};

/** Reads, checks and stores every file of the upload; answers the rows to insert. */
async function storeUploadedFiles(
  request: FastifyRequest,
  storage: MediaStorage,
  storeId: string,
  maxBytes: number,
): Promise<NewMediaRow[]> {
  const rows: NewMediaRow[] = [];
  try {
    let index = 0;
    let parts: AsyncIterableIterator<Multipart>;
    try {
      parts = request.parts();
    } catch (error) {
      throw multipartError(error, mediaRefusals(MEDIA_UPLOAD_FIELD, maxBytes)) ?? error;
    }
    for (;;) {
      let part: Multipart | undefined;
      let bytes: Buffer;
      try {
        const next = await parts.next();
        if (next.done) break;
        part = next.value;
        if (part.type !== 'file' || part.fieldname !== MEDIA_UPLOAD_FIELD) {
          throw new HttpError(400, `Unknown field: ${part.fieldname}`, [
            {
              field: part.fieldname || 'body',
              message: `Send files in the field '${MEDIA_UPLOAD_FIELD}'`,
            },
          ]);
        }
        bytes = await part.toBuffer();
      } catch (error) {
        throw (
          multipartError(error, mediaRefusals(part?.fieldname || MEDIA_UPLOAD_FIELD, maxBytes)) ??
          error
        );
      }
      const field = index === 0 ? MEDIA_UPLOAD_FIELD : `${MEDIA_UPLOAD_FIELD}[${index}]`;
      const name = part.filename || 'image';
      let processed;
      try {
        processed = await processMedia(bytes);
      } catch (error) {
        if (!(error instanceof MediaRejectedError)) throw error;
        const reason = error.status === 415 ? 'Unsupported file type' : 'Refused file';
        throw new HttpError(error.status, `${reason}: ${name}`, [
          { field, message: `${name}: ${error.message}` },
        ]);
      }
      rows.push(await storeProcessedMedia(storage, storeId, name, processed));
      index++;
    }
  } catch (error) {
    await storage.delete(rows.flatMap(mediaKeys)).catch((failure: unknown) => {
      request.log.warn({ err: failure }, 'removing the files of a refused upload failed');
    });
    throw error;
  }
  if (!rows.length) {
    throw new HttpError(400, 'No file', [
      { field: MEDIA_UPLOAD_FIELD, message: 'Choose at least one image to upload' },
    ]);
  }
  return rows;
}

export async function mediaRoutes(app: FastifyInstance) {
  const { db, mediaStorage: storage, config } = app.ctx;
  configureImageWork({ concurrency: config.media.imageConcurrency });
  // Temp files a killed process left go now; files with no row, hourly (orphan-files.ts).
  await startMediaCleanup(app);

  route(app, {
    endpoint: mediaEndpoints.upload,
    access: 'store',
    handler: async ({ store, request }) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Unsupported content type', [
          { field: 'content-type', message: 'Send the files as multipart/form-data' },
        ]);
      }
      const started = performance.now();
      const rows = await storeUploadedFiles(request, storage, store.id, config.media.maxBytes);
      try {
        const inserted = await db.insert(media).values(rows).returning();
        request.log.info(
          {
            storeId: store.id,
            files: rows.length,
            bytes: rows.reduce((sum, r) => sum + r.bytes, 0),
            ms: Math.round(performance.now() - started),
          },
          'media uploaded',
        );
        return inserted.map(toMediaItem);
      } catch (error) {
        await storage.delete(rows.flatMap(mediaKeys)).catch(() => undefined);
        throw error;
      }
    },
  });

  route(app, {
    endpoint: mediaEndpoints.list,
    access: 'store',
    handler: async ({ store, query }) => listMedia(db, store.id, query),
  });

  route(app, {
    endpoint: mediaEndpoints.update,
    access: 'store',
    handler: async ({ store, body }) => updateMediaAlt(db, store.id, body.mediaId, body.alt),
  });

  route(app, {
    endpoint: mediaEndpoints.usage,
    access: 'store',
    handler: async ({ store, query }) => getMediaUsage(db, store.id, query.mediaId),
  });

  route(app, {
    endpoint: mediaEndpoints.delete,
    access: 'store',
    storeOf: ({ params }, database) => storeOfMedia(database, params.mediaId),
    notFound: () => mediaNotFound(),
    // Pages that still show the file now show a missing image: their cached HTML goes.
    changesStorefront: true,
    handler: async ({ store, params, request }) => {
      const row = await deleteMediaRow(db, store.id, params.mediaId);
      // The row is gone first: a file left behind by a storage failure is only an orphan.
      await storage.delete(mediaKeys(row)).catch((error: unknown) => {
        request.log.warn({ err: error, mediaId: row.id }, 'deleting media files failed');
      });
      request.log.info({ storeId: store.id, mediaId: row.id }, 'media deleted');
      return { deleted: true as const, mediaId: row.id };
    },
  });
}
