/**
 * The template gallery's API: the list (`GET /api/platform/templates`, public), a page's
 * preview (`GET /api/platform/templates/preview`, public, an HTML document framed by
 * `/theme-home`), the templates' pictures (`GET /api/platform/template-images/:name`, on every
 * host, since store pages show them) and "Use this template"
 * (`POST /api/dashboard/templates/apply`, store members: drafts only, one transaction).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { templatesEndpoints, themePreset } from '../../shared';
import { HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { isUniqueViolation } from '../lib/pg-errors';
import { previewHeaders } from '../pages/page-preview';
import { loadStorefrontAssets } from '../storefront/serve-storefront';
import { assertPlanAllows } from '../billing/limits';
import { applyTemplateInTx, countPagesToCreate } from './apply-template';
import {
  getStoreTemplate,
  storeTemplates,
  templateImageSvg,
  toTemplateSummary,
  type StoreTemplate,
} from './index';
import { renderTemplatePreview } from './template-preview';

/** The template of that id, or a 404 naming `templateId` with the ids there are. */
function requireTemplate(id: string): StoreTemplate {
  const template = getStoreTemplate(id);
  if (template) return template;
  throw new HttpError(404, 'Template not found', [
    {
      field: 'templateId',
      message: `templateId must be one of ${storeTemplates.map((t) => t.id).join(', ')}`,
    },
  ]);
}

export interface TemplateRoutesOptions {
  /** The built client (for the storefront's styles in previews); defaults to dist/client. */
  clientDir?: string;
}

export async function templateRoutes(app: FastifyInstance, options: TemplateRoutesOptions = {}) {
  const { db } = app.ctx;
  const assets = loadStorefrontAssets(options.clientDir ?? join(process.cwd(), 'dist', 'client'));
  const summaries = { templates: storeTemplates.map(toTemplateSummary) };

  route(app, {
    endpoint: templatesEndpoints.templates,
    access: 'public',
    handler: async ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return summaries;
    },
  });

  route(app, {
    endpoint: templatesEndpoints.templatesPreview,
    access: 'public',
    handler: async ({ query, reply, request }) => {
      const template = requireTemplate(query.templateId);
      const html = await renderTemplatePreview(
        app.ctx,
        assets,
        request.protocol,
        template,
        query.page,
        query.preset ? themePreset(query.preset) : undefined,
      );
      if (!html) {
        throw new HttpError(404, 'Template page not found', [
          {
            field: 'page',
            message: `page must be one of ${template.pages.map((p) => p.slug).join(', ')}`,
          },
        ]);
      }
      // The sample store's products change: a short cache only.
      previewHeaders(reply, app.ctx.config, 'public, max-age=60');
      return html;
    },
  });

  route(app, {
    endpoint: templatesEndpoints.templateImages,
    access: 'public',
    handler: async ({ params, reply }) => {
      const svg = templateImageSvg(params.name);
      if (svg === undefined) {
        throw notFound('Image not found', 'name', 'No template picture of that name');
      }
      reply
        .type('image/svg+xml')
        // Drawn by us, but an SVG opened on its own is a document: no script, no origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=86400');
      return svg;
    },
  });

  route(app, {
    endpoint: templatesEndpoints.apply,
    access: 'store',
    // Drafts only: nothing shoppers see changes, so no cache purge.
    handler: async ({ store, body, request }) => {
      const template = requireTemplate(body.templateId);
      // The plan's pages per store count the pages it creates (402 naming plan when full).
      await assertPlanAllows(
        db,
        store.id,
        'pages',
        await countPagesToCreate(db, store.id, template),
      );
      let written;
      try {
        written = await db.transaction((tx) =>
          applyTemplateInTx(tx, store.id, template, app.ctx.now()),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(
            409,
            'A page was created at the same time; apply the template again',
            [{ field: 'templateId', message: 'Another change added one of its pages meanwhile' }],
          );
        }
        throw error;
      }
      request.log.info(
        { storeId: store.id, templateId: template.id, pages: written.length },
        'template applied as drafts',
      );
      return {
        templateId: template.id,
        storeId: store.id,
        pages: written,
        globalContentDraft: true as const,
      };
    },
  });
}
