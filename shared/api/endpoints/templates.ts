/** The templates endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { htmlDocumentReplySchema } from '../pages';
import {
  applyTemplateBodySchema,
  applyTemplateReplySchema,
  templateImageParamsSchema,
  templateImageReplySchema,
  templateListReplySchema,
  templatePreviewQuerySchema,
} from '../templates';

export const templatesEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/dashboard/templates/apply',
    body: applyTemplateBodySchema,
    reply: applyTemplateReplySchema,
  }),
  templateImages: endpoint({
    method: 'GET',
    path: '/api/platform/template-images/:name',
    params: templateImageParamsSchema,
    reply: templateImageReplySchema,
    replyKind: 'download',
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/platform/templates',
    reply: templateListReplySchema,
  }),
  templatesPreview: endpoint({
    method: 'GET',
    path: '/api/platform/templates/preview',
    query: templatePreviewQuerySchema,
    reply: htmlDocumentReplySchema,
  }),
};
