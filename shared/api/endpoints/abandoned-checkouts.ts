/**
 * The abandoned-checkout endpoints (see ../endpoint.ts): the shopper's checkout saved as it is
 * typed, a recovery link's read and its unsubscribe (store host, by reference: ./refs.ts), and
 * the merchant's list and recovery email settings.
 */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  abandonedCheckoutListDtoSchema,
  abandonedCheckoutListQuerySchema,
  checkoutDraftBodySchema,
  checkoutDraftParamsSchema,
  checkoutDraftReplySchema,
  checkoutRestoreQuerySchema,
  checkoutRestoreReplySchema,
  checkoutUnsubscribeBodySchema,
  checkoutUnsubscribeReplySchema,
  recoverySettingsQuerySchema,
  recoverySettingsSchema,
} from '../abandoned-checkouts';

const refs = endpointRefs.checkouts;

export const abandonedCheckoutsEndpoints = {
  saveDraft: endpoint({
    ...refs.saveDraft,
    params: checkoutDraftParamsSchema,
    body: checkoutDraftBodySchema,
    reply: checkoutDraftReplySchema,
  }),
  restore: endpoint({
    ...refs.restore,
    params: checkoutDraftParamsSchema,
    query: checkoutRestoreQuerySchema,
    reply: checkoutRestoreReplySchema,
  }),
  unsubscribe: endpoint({
    ...refs.unsubscribe,
    body: checkoutUnsubscribeBodySchema,
    reply: checkoutUnsubscribeReplySchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/abandoned-checkouts/list',
    query: abandonedCheckoutListQuerySchema,
    reply: abandonedCheckoutListDtoSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/dashboard/abandoned-checkouts/settings',
    query: recoverySettingsQuerySchema,
    reply: recoverySettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/dashboard/abandoned-checkouts/settings',
    body: recoverySettingsSchema,
    reply: recoverySettingsSchema,
  }),
};
