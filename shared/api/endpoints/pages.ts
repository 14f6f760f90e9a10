/** The pages endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  addPageBodySchema,
  builderPageDetailSchema,
  deletePageReplySchema,
  globalContentDetailSchema,
  pageDetailSchema,
  pageIdParamsSchema,
  pageIdQuerySchema,
  pageLinkSchema,
  pageVersionDetailSchema,
  pageVersionListSchema,
  pageVersionsQuerySchema,
  htmlDocumentReplySchema,
  publishAllBodySchema,
  publishPageBodySchema,
  restoreVersionBodySchema,
  unpublishPageBodySchema,
  unpublishedChangesSchema,
  updateAllContentBodySchema,
  updatePageBodySchema,
  updateSeoBodySchema,
  versionIdQuerySchema,
} from '../pages';
import { storeIdQuerySchema } from '../store';

export const pagesEndpoints = {
  addPage: endpoint({
    method: 'POST',
    path: '/api/dashboard/page/add-page',
    body: addPageBodySchema,
    reply: pageDetailSchema,
    status: 201,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/page/delete/:id',
    params: pageIdParamsSchema,
    reply: deletePageReplySchema,
  }),
  getPageById: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-page-by-id',
    query: pageIdQuerySchema,
    reply: builderPageDetailSchema,
  }),
  getPagesByStoreId: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-pages-by-store-id',
    query: storeIdQuerySchema,
    reply: z.array(pageDetailSchema),
  }),
  getPagesLinks: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-pages-links',
    query: storeIdQuerySchema,
    reply: z.array(pageLinkSchema),
  }),
  getVersion: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-version',
    query: versionIdQuerySchema,
    reply: pageVersionDetailSchema,
  }),
  listVersions: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/list-versions',
    query: pageVersionsQuerySchema,
    reply: pageVersionListSchema,
  }),
  previewPage: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/preview-page',
    query: pageIdQuerySchema,
    reply: htmlDocumentReplySchema,
  }),
  previewVersion: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/preview-version',
    query: versionIdQuerySchema,
    reply: htmlDocumentReplySchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/dashboard/page/publish',
    body: publishPageBodySchema,
    reply: builderPageDetailSchema,
  }),
  publishAll: endpoint({
    method: 'POST',
    path: '/api/dashboard/page/publish-all',
    body: publishAllBodySchema,
    reply: unpublishedChangesSchema,
  }),
  restoreVersion: endpoint({
    method: 'POST',
    path: '/api/dashboard/page/restore-version',
    body: restoreVersionBodySchema,
    reply: builderPageDetailSchema,
  }),
  unpublish: endpoint({
    method: 'POST',
    path: '/api/dashboard/page/unpublish',
    body: unpublishPageBodySchema,
    reply: pageDetailSchema,
  }),
  unpublishedChanges: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/unpublished-changes',
    query: storeIdQuerySchema,
    reply: unpublishedChangesSchema,
  }),
  updateAllContent: endpoint({
    method: 'PUT',
    path: '/api/dashboard/page/update-all-content',
    body: updateAllContentBodySchema,
    reply: globalContentDetailSchema,
  }),
  updatePage: endpoint({
    method: 'PUT',
    path: '/api/dashboard/page/update-page',
    body: updatePageBodySchema,
    reply: builderPageDetailSchema,
  }),
  updateSeo: endpoint({
    method: 'PUT',
    path: '/api/dashboard/page/update-seo',
    body: updateSeoBodySchema,
    reply: pageDetailSchema,
  }),
};
