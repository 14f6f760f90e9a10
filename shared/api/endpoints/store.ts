/** The store endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  createStoreBodySchema,
  deleteStoreBodySchema,
  deleteStoreReplySchema,
  domainExistsReplySchema,
  domainQuerySchema,
  fbPixelReplySchema,
  selectStoreBodySchema,
  selectStoreReplySchema,
  storeDomainQuerySchema,
  storeIdQuerySchema,
  storeInfoSchema,
  storeSummarySchema,
  subdomainReplySchema,
  updateFbPixelBodySchema,
  updateStoreGeneralDetailsBodySchema,
  updateSubdomainBodySchema,
  userIdQuerySchema,
} from '../store';

export const storeEndpoints = {
  createStore: endpoint({
    method: 'POST',
    path: '/api/dashboard/store/create-store',
    body: createStoreBodySchema,
    reply: storeSummarySchema,
    status: 201,
  }),
  deleteStore: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/store/delete-store',
    body: deleteStoreBodySchema,
    reply: deleteStoreReplySchema,
  }),
  domainExists: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/domain-exists',
    query: storeDomainQuerySchema,
    reply: domainExistsReplySchema,
  }),
  findCurrentStore: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/find-current-store',
    query: storeIdQuerySchema,
    reply: storeSummarySchema,
  }),
  findStores: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/find-stores',
    query: userIdQuerySchema,
    reply: z.array(storeSummarySchema),
  }),
  getFbPixel: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/get-fb-pixel',
    query: storeIdQuerySchema,
    reply: fbPixelReplySchema,
  }),
  getStoreInfo: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/get-store-info',
    query: domainQuerySchema,
    reply: storeInfoSchema,
  }),
  getSubdomain: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/get-subdomain',
    query: storeIdQuerySchema,
    reply: subdomainReplySchema,
  }),
  selectStore: endpoint({
    method: 'POST',
    path: '/api/dashboard/store/select-store',
    body: selectStoreBodySchema,
    reply: selectStoreReplySchema,
  }),
  updateFbPixel: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/update-fb-pixel',
    body: updateFbPixelBodySchema,
    reply: fbPixelReplySchema,
  }),
  updateStoreGeneralDetails: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/update-store-general-details',
    body: updateStoreGeneralDetailsBodySchema,
    reply: storeSummarySchema,
  }),
  updateSubdomain: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/update-subdomain',
    body: updateSubdomainBodySchema,
    reply: subdomainReplySchema,
  }),
};
