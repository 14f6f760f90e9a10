/** The payment provider endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  connectPaymentProviderBodySchema,
  disconnectPaymentProviderBodySchema,
  paymentProviderDtoSchema,
  paymentProviderQuerySchema,
  paymentProvidersReplySchema,
  paymentWebhookBodySchema,
  paymentWebhookParamsSchema,
  paymentWebhookReplySchema,
} from '../payment-providers';

export const paymentsEndpoints = {
  connectProvider: endpoint({
    method: 'PUT',
    path: '/api/dashboard/payments/providers/connect',
    body: connectPaymentProviderBodySchema,
    reply: paymentProviderDtoSchema,
  }),
  disconnectProvider: endpoint({
    method: 'POST',
    path: '/api/dashboard/payments/providers/disconnect',
    body: disconnectPaymentProviderBodySchema,
    reply: paymentProviderDtoSchema,
  }),
  /** A provider's events for one store (signed: server/payments/card-payments.ts). */
  webhook: endpoint({
    method: 'POST',
    path: '/api/storefront/payments/:provider/webhook/:storeId',
    params: paymentWebhookParamsSchema,
    body: paymentWebhookBodySchema,
    reply: paymentWebhookReplySchema,
  }),
  listProviders: endpoint({
    method: 'GET',
    path: '/api/dashboard/payments/providers',
    query: paymentProviderQuerySchema,
    reply: paymentProvidersReplySchema,
  }),
};
