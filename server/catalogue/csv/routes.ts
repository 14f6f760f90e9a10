/**
 * The catalogue's CSV routes (contract: shared/api/catalogue-csv.ts): the export (streamed),
 * the import's dry run, the import job (started here, run in the background by
 * import-runner.ts) and its progress. All are `store` routes. The import itself does not
 * change the storefront when it is started; the job purges the store's pages when it ends.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MAX_IMPORT_CSV_CHARS,
  type CsvFormat,
  type ImportJob,
  catalogueEndpoints,
} from '../../../shared';
import { importJobs } from '../../db/schema';
import { notFound } from '../../http/errors';
import { route, storefrontChangedInBackground } from '../../http/route';
import { exportCatalogueCsv } from './export-csv';
import { planImport, previewImport } from './import-plan';
import { assertPlanAllows } from '../../billing/limits';
import { createImportRunner } from './import-runner';

/** The CSV travels as a JSON string: escaped quotes and line breaks make it a little longer. */
const IMPORT_BODY_LIMIT = Math.ceil(MAX_IMPORT_CSV_CHARS * 1.6);

function toJob(row: typeof importJobs.$inferSelect): ImportJob {
  return {
    jobId: row.id,
    status: row.status,
    format: row.format as CsvFormat,
    fileName: row.fileName,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    created: row.created,
    updated: row.updated,
    // In row order: the rows' problems and the images' (found later, as each copy ends).
    errors: [...row.errors].sort((a, b) => a.row - b.row),
    images: { total: row.imagesTotal, copied: row.imagesDone, failed: row.imagesFailed },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function catalogueCsvRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const runner = createImportRunner(db, {
    now: () => app.ctx.now(),
    purgeStore: (storeId) => storefrontChangedInBackground(app, storeId),
    log: app.log.child({ component: 'import-runner' }),
    images: {
      storage: app.ctx.mediaStorage,
      maxBytes: app.ctx.config.media.maxBytes,
      concurrency: app.ctx.config.media.importConcurrency,
      allowHosts: app.ctx.config.media.importAllowHosts,
    },
  });
  // Jobs a stopped process left behind go on at start; shutdown hands the current one back.
  app.addHook('onReady', async () => runner.kick());
  app.addHook('onClose', async () => runner.stop());

  route(app, {
    endpoint: catalogueEndpoints.export,
    access: 'store',
    handler: async ({ store, reply, request }) => {
      const day = app.ctx.now().toISOString().slice(0, 10);
      request.log.info({ storeId: store.id }, 'catalogue exported');
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store');
      return exportCatalogueCsv(db, store.id);
    },
  });

  route(app, {
    endpoint: catalogueEndpoints.importPreview,
    access: 'store',
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async ({ store, body }) => previewImport(db, store.id, planImport(body.csv)),
  });

  route(app, {
    endpoint: catalogueEndpoints.importStart,
    access: 'store',
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async ({ store, body, request }) => {
      // Read now, so an unreadable file is a 400 here rather than a failed job later.
      const plan = planImport(body.csv);
      // New products past the plan's limit: refused before the job starts (402 naming plan).
      const { toCreate } = await previewImport(db, store.id, plan);
      if (toCreate > 0) await assertPlanAllows(db, store.id, 'products', toCreate);
      const [row] = await db
        .insert(importJobs)
        .values({
          storeId: store.id,
          format: plan.format,
          fileName: body.fileName,
          csv: body.csv,
          totalRows: plan.rowCount,
          createdAt: app.ctx.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      request.log.info(
        { storeId: store.id, jobId: row.id, rows: plan.rowCount, format: plan.format },
        'import started',
      );
      runner.kick();
      return toJob(row);
    },
  });

  route(app, {
    endpoint: catalogueEndpoints.importStatus,
    access: 'store',
    handler: async ({ store, query }) => {
      const [row] = await db
        .select()
        .from(importJobs)
        .where(and(eq(importJobs.storeId, store.id), eq(importJobs.id, query.jobId)))
        .limit(1);
      if (!row) {
        throw notFound('Import not found', 'jobId', 'No such import in this store');
      }
      return toJob(row);
    },
  });
}
