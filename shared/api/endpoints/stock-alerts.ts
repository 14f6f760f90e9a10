/** The back-in-stock alert endpoints (see ../endpoint.ts): the shopper's request (by reference: ./refs.ts) and the merchant's demand. */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  stockAlertBodySchema,
  stockAlertDemandQuerySchema,
  stockAlertDemandSchema,
  stockAlertReplySchema,
} from '../stock-alerts';

export const stockAlertsEndpoints = {
  subscribe: endpoint({
    ...endpointRefs.stockAlerts.subscribe,
    body: stockAlertBodySchema,
    reply: stockAlertReplySchema,
    status: 201,
  }),
  demand: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/stock-alerts',
    query: stockAlertDemandQuerySchema,
    reply: stockAlertDemandSchema,
  }),
};
