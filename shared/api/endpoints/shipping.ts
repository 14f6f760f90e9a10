/** The shipping endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  addShippingRateBodySchema,
  addShippingZoneBodySchema,
  adminShippingRateSchema,
  adminShippingZoneSchema,
  deleteShippingReplySchema,
  reorderShippingRatesBodySchema,
  shippingRateParamsSchema,
  shippingZoneParamsSchema,
  shippingZonesReplySchema,
  updateShippingRateBodySchema,
  updateShippingZoneBodySchema,
} from '../shipping';
import { storeIdQuerySchema } from '../store';

export const shippingEndpoints = {
  addRate: endpoint({
    method: 'POST',
    path: '/api/dashboard/shipping/add-rate',
    body: addShippingRateBodySchema,
    reply: adminShippingRateSchema,
    status: 201,
  }),
  addZone: endpoint({
    method: 'POST',
    path: '/api/dashboard/shipping/add-zone',
    body: addShippingZoneBodySchema,
    reply: adminShippingZoneSchema,
    status: 201,
  }),
  deleteRate: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/shipping/delete-rate/:storeId/:rateId',
    params: shippingRateParamsSchema,
    reply: deleteShippingReplySchema,
  }),
  deleteZone: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/shipping/delete-zone/:storeId/:zoneId',
    params: shippingZoneParamsSchema,
    reply: deleteShippingReplySchema,
  }),
  reorderRates: endpoint({
    method: 'PUT',
    path: '/api/dashboard/shipping/reorder-rates',
    body: reorderShippingRatesBodySchema,
    reply: adminShippingZoneSchema,
  }),
  updateRate: endpoint({
    method: 'PUT',
    path: '/api/dashboard/shipping/update-rate',
    body: updateShippingRateBodySchema,
    reply: adminShippingRateSchema,
  }),
  updateZone: endpoint({
    method: 'PUT',
    path: '/api/dashboard/shipping/update-zone',
    body: updateShippingZoneBodySchema,
    reply: adminShippingZoneSchema,
  }),
  zones: endpoint({
    method: 'GET',
    path: '/api/dashboard/shipping/zones',
    query: storeIdQuerySchema,
    reply: shippingZonesReplySchema,
  }),
};
