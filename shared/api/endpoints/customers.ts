/** The customers endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { csvStreamReplySchema } from '../catalogue-csv';
import {
  customerDetailDtoSchema,
  customerDetailQuerySchema,
  customerMergeBodySchema,
  customerUpdateBodySchema,
  customerDtoSchema,
  customerFiltersSchema,
  customerListDtoSchema,
  customerListQuerySchema,
  customerUnsubscribeBodySchema,
} from '../customers';

export const customersEndpoints = {
  export: endpoint({
    method: 'GET',
    path: '/api/dashboard/customers/export',
    query: customerFiltersSchema,
    reply: csvStreamReplySchema,
    replyKind: 'download',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/customers/list',
    query: customerListQuerySchema,
    reply: customerListDtoSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/dashboard/customers/detail',
    query: customerDetailQuerySchema,
    reply: customerDetailDtoSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/dashboard/customers/update',
    body: customerUpdateBodySchema,
    reply: customerDetailDtoSchema,
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/dashboard/customers/merge',
    body: customerMergeBodySchema,
    reply: customerDetailDtoSchema,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/dashboard/customers/unsubscribe',
    body: customerUnsubscribeBodySchema,
    reply: customerDtoSchema,
  }),
};
