/** The orders endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import { csvStreamReplySchema } from '../catalogue-csv';
import {
  checkoutAnswerSchema,
  checkoutBodySchema,
  orderDtoSchema,
  orderQuerySchema,
  productPricingQuerySchema,
  productPricingShippingDtoSchema,
} from '../checkout';
import {
  orderDetailDtoSchema,
  orderFiltersSchema,
  orderIdQuerySchema,
  orderListDtoSchema,
  orderListQuerySchema,
  orderNoteBodySchema,
  orderTransitionBodySchema,
  paymentProofUploadQuerySchema,
  proofFileReplySchema,
  proofIdQuerySchema,
  updateOrderStatusBodySchema,
} from '../orders';

export const ordersEndpoints = {
  addNote: endpoint({
    method: 'POST',
    path: '/api/dashboard/orders/add-note',
    body: orderNoteBodySchema,
    reply: orderDetailDtoSchema,
    status: 201,
  }),
  checkout: endpoint({
    ...endpointRefs.orders.checkout,
    body: checkoutBodySchema,
    reply: checkoutAnswerSchema,
    status: 201,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/dashboard/orders/export',
    query: orderFiltersSchema,
    reply: csvStreamReplySchema,
    replyKind: 'download',
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/api/dashboard/orders/get-order',
    query: orderIdQuerySchema,
    reply: orderDetailDtoSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/dashboard/orders/list',
    query: orderListQuerySchema,
    reply: orderListDtoSchema,
  }),
  order: endpoint({
    ...endpointRefs.orders.order,
    query: orderQuerySchema,
    reply: orderDtoSchema,
  }),
  orderPaymentProof: endpoint({
    ...endpointRefs.orders.orderPaymentProof,
    query: paymentProofUploadQuerySchema,
    reply: orderDtoSchema,
    status: 201,
    bodyKind: 'multipart',
  }),
  paymentProofFile: endpoint({
    method: 'GET',
    path: '/api/dashboard/orders/payment-proof-file',
    query: proofIdQuerySchema,
    reply: proofFileReplySchema,
    replyKind: 'download',
  }),
  productPricingShipping: endpoint({
    ...endpointRefs.orders.productPricingShipping,
    query: productPricingQuerySchema,
    reply: productPricingShippingDtoSchema,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/dashboard/orders/transition',
    body: orderTransitionBodySchema,
    reply: orderDetailDtoSchema,
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/api/dashboard/orders/update-status',
    body: updateOrderStatusBodySchema,
    reply: orderDtoSchema,
  }),
};
