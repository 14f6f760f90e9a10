/** The analytics endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { analyticsOverviewQuerySchema, analyticsOverviewSchema } from '../analytics';

export const analyticsEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/dashboard/analytics/overview',
    query: analyticsOverviewQuerySchema,
    reply: analyticsOverviewSchema,
  }),
};
