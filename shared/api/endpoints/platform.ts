/** The platform endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { legalDocParamsSchema, legalDocReplySchema } from '../platform';

export const platformEndpoints = {
  legal: endpoint({
    method: 'GET',
    path: '/api/platform/legal/:doc',
    params: legalDocParamsSchema,
    reply: legalDocReplySchema,
  }),
};
