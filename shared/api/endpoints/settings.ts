/** The settings endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  checkoutSettingsQuerySchema,
  checkoutSettingsReplySchema,
  updateCheckoutSettingsBodySchema,
} from '../checkout-settings';
import {
  paymentSettingsDtoSchema,
  paymentSettingsQuerySchema,
  updatePaymentSettingsBodySchema,
} from '../payment-settings';

export const settingsEndpoints = {
  getCheckoutSettings: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/checkout-settings',
    query: checkoutSettingsQuerySchema,
    reply: checkoutSettingsReplySchema,
  }),
  getPaymentSettings: endpoint({
    method: 'GET',
    path: '/api/dashboard/store/payment-settings',
    query: paymentSettingsQuerySchema,
    reply: paymentSettingsDtoSchema,
  }),
  updateCheckoutSettings: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/checkout-settings',
    body: updateCheckoutSettingsBodySchema,
    reply: checkoutSettingsReplySchema,
  }),
  updatePaymentSettings: endpoint({
    method: 'PUT',
    path: '/api/dashboard/store/payment-settings',
    body: updatePaymentSettingsBodySchema,
    reply: paymentSettingsDtoSchema,
  }),
};
