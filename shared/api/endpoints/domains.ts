/** The domains endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  checkDomainStatusBodySchema,
  domainStatusReplySchema,
  tlsAskQuerySchema,
  tlsAskReplySchema,
  updateDomainBodySchema,
} from '../domains';
import { storeIdQuerySchema } from '../store';

export const domainsEndpoints = {
  checkStatus: endpoint({
    method: 'POST',
    path: '/api/dashboard/domain/check-status',
    body: checkDomainStatusBodySchema,
    reply: domainStatusReplySchema,
  }),
  domainStatus: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/domain-status',
    query: storeIdQuerySchema,
    reply: domainStatusReplySchema,
  }),
  tlsAsk: endpoint({
    method: 'GET',
    path: '/api/internal/tls-ask',
    query: tlsAskQuerySchema,
    reply: tlsAskReplySchema,
  }),
  updateDomain: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/update-domain',
    body: updateDomainBodySchema,
    reply: domainStatusReplySchema,
  }),
};
