/**
 * Typed calls of the shipping API (`shippingEndpoints`, server/shipping/routes.ts); bodies and
 * answers from shared/api/shipping.ts.
 */
import { shippingEndpoints, type ShippingRateInput } from '../../shared';
import { callApi } from '../api/client';

export const shippingApi = {
  /** GET zones: every zone with its rates, rest of world last. */
  listZones: (storeId: string, signal?: AbortSignal) =>
    callApi(shippingEndpoints.zones, { query: { storeId } }, signal),
  /** POST add-zone: 400 naming `countries` when another zone lists one. */
  addZone: (storeId: string, zone: { name: string; countries: string[] }) =>
    callApi(shippingEndpoints.addZone, { body: { storeId, ...zone } }),
  /** PUT update-zone: the rest-of-world zone takes a name only. */
  updateZone: (storeId: string, zoneId: string, zone: { name: string; countries?: string[] }) =>
    callApi(shippingEndpoints.updateZone, { body: { storeId, zoneId, ...zone } }),
  /** DELETE delete-zone/{storeId}/{zoneId}: its rates go with it. */
  deleteZone: (storeId: string, zoneId: string) =>
    callApi(shippingEndpoints.deleteZone, { params: { storeId, zoneId } }),
  addRate: (storeId: string, zoneId: string, rate: ShippingRateInput) =>
    callApi(shippingEndpoints.addRate, { body: { storeId, zoneId, ...rate } }),
  updateRate: (storeId: string, rateId: string, rate: ShippingRateInput) =>
    callApi(shippingEndpoints.updateRate, { body: { storeId, rateId, ...rate } }),
  deleteRate: (storeId: string, rateId: string) =>
    callApi(shippingEndpoints.deleteRate, { params: { storeId, rateId } }),
  /** PUT reorder-rates: every rate of the zone, in the new order. */
  reorderRates: (storeId: string, zoneId: string, rateIds: string[]) =>
    callApi(shippingEndpoints.reorderRates, { body: { storeId, zoneId, rateIds } }),
};
