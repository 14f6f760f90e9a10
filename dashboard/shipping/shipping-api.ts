/**
 * Typed calls of the shipping API (`/api/dashboard/shipping/...`, server/shipping/routes.ts);
 * bodies and answers from shared/api/shipping.ts.
 */
import type {
  AdminShippingRate,
  AdminShippingZone,
  ShippingRateInput,
  ShippingZonesReply,
} from '../../shared';
import { apiClient } from '../api/client';

const base = '/dashboard/shipping';
type Deleted = { deleted: true; id: string };
const enc = encodeURIComponent;

export const shippingApi = {
  /** GET zones: every zone with its rates, rest of world last. */
  listZones: (storeId: string, signal?: AbortSignal) =>
    apiClient.get<ShippingZonesReply, ShippingZonesReply>(`${base}/zones`, {
      params: { storeId },
      signal,
    }),
  /** POST add-zone: 400 naming `countries` when another zone lists one. */
  addZone: (storeId: string, zone: { name: string; countries: string[] }) =>
    apiClient.post<AdminShippingZone, AdminShippingZone>(`${base}/add-zone`, { storeId, ...zone }),
  /** PUT update-zone: the rest-of-world zone takes a name only. */
  updateZone: (storeId: string, zoneId: string, zone: { name: string; countries?: string[] }) =>
    apiClient.put<AdminShippingZone, AdminShippingZone>(`${base}/update-zone`, {
      storeId,
      zoneId,
      ...zone,
    }),
  /** DELETE delete-zone/{storeId}/{zoneId}: its rates go with it. */
  deleteZone: (storeId: string, zoneId: string) =>
    apiClient.delete<Deleted, Deleted>(`${base}/delete-zone/${enc(storeId)}/${enc(zoneId)}`),
  addRate: (storeId: string, zoneId: string, rate: ShippingRateInput) =>
    apiClient.post<AdminShippingRate, AdminShippingRate>(`${base}/add-rate`, {
      storeId,
      zoneId,
      ...rate,
    }),
  updateRate: (storeId: string, rateId: string, rate: ShippingRateInput) =>
    apiClient.put<AdminShippingRate, AdminShippingRate>(`${base}/update-rate`, {
      storeId,
      rateId,
      ...rate,
    }),
  deleteRate: (storeId: string, rateId: string) =>
    apiClient.delete<Deleted, Deleted>(`${base}/delete-rate/${enc(storeId)}/${enc(rateId)}`),
  /** PUT reorder-rates: every rate of the zone, in the new order. */
  reorderRates: (storeId: string, zoneId: string, rateIds: string[]) =>
    apiClient.put<AdminShippingZone, AdminShippingZone>(`${base}/reorder-rates`, {
      storeId,
      zoneId,
      rateIds,
    }),
};
