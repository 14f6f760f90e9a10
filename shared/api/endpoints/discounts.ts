/** The discount and tax endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  createDiscountBodySchema,
  deleteDiscountReplySchema,
  discountCodeQuerySchema,
  discountCodeReplySchema,
  discountDtoSchema,
  discountListQuerySchema,
  discountListReplySchema,
  discountParamsSchema,
  updateDiscountBodySchema,
} from '../discounts';
import { storeIdQuerySchema } from '../store';
import { taxSettingsDtoSchema, updateTaxSettingsBodySchema } from '../taxes';

export const discountsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/discounts/list',
    query: discountListQuerySchema,
    reply: discountListReplySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/discounts/get/:storeId/:discountId',
    params: discountParamsSchema,
    reply: discountDtoSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/dashboard/discounts/create',
    body: createDiscountBodySchema,
    reply: discountDtoSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/dashboard/discounts/update',
    body: updateDiscountBodySchema,
    reply: discountDtoSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/discounts/delete/:storeId/:discountId',
    params: discountParamsSchema,
    reply: deleteDiscountReplySchema,
  }),
  /** A code the shopper typed: what it gives, to price the cart with (public, rate limited). */
  checkCode: endpoint({
    ...endpointRefs.discounts.checkCode,
    query: discountCodeQuerySchema,
    reply: discountCodeReplySchema,
  }),
};

export const taxesEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard/taxes',
    query: storeIdQuerySchema,
    reply: taxSettingsDtoSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/dashboard/taxes',
    body: updateTaxSettingsBodySchema,
    reply: taxSettingsDtoSchema,
  }),
};
