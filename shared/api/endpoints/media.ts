/** The media endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  deleteMediaReplySchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUploadQuerySchema,
  mediaUploadReplySchema,
  mediaUsageQuerySchema,
  mediaUsageSchema,
  updateMediaBodySchema,
} from '../media';

export const mediaEndpoints = {
  delete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/media/delete/:mediaId',
    params: mediaIdParamsSchema,
    reply: deleteMediaReplySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/media/list',
    query: mediaListQuerySchema,
    reply: mediaPageSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/dashboard/media/update',
    body: updateMediaBodySchema,
    reply: mediaItemSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/dashboard/media/upload',
    query: mediaUploadQuerySchema,
    reply: mediaUploadReplySchema,
    status: 201,
    bodyKind: 'multipart',
  }),
  usage: endpoint({
    method: 'GET',
    path: '/api/dashboard/media/usage',
    query: mediaUsageQuerySchema,
    reply: mediaUsageSchema,
  }),
};
