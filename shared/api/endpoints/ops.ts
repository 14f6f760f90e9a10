/** The ops endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { healthReplySchema } from '../ok';

export const opsEndpoints = {
  health: endpoint({ method: 'GET', path: '/api/health', reply: healthReplySchema }),
};
