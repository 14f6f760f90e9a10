/**
 * The checkout page's calls: placing the order, reading an order back with its token (live
 * prices and shipping: ../pricing/use-pricing.ts). The declared endpoints (`endpointRefs.orders`) over same-origin
 * `fetch` (the store host serves the API); a failure is the one `ApiError`, whose `body` is
 * the JSON answer so the page can explain it field by field (a 409's `lines` and `total`:
 * `CheckoutConflictBody`).
 */
import {
  callEndpoint,
  endpointRefs,
  fetchTransport,
  type CheckoutAnswer,
  type CheckoutRequest,
  type OrderDto,
} from '../../shared';

const { orders } = endpointRefs;

/** Places the order; resolves with it (201 new, 200 the same key again). */
export function placeOrder(body: CheckoutRequest): Promise<CheckoutAnswer> {
  return callEndpoint(fetchTransport, orders.checkout, { body });
}

/** The order behind a confirmation link. */
export function fetchOrder(storeId: string, orderId: string, token: string): Promise<OrderDto> {
  return callEndpoint(fetchTransport, orders.order, { query: { storeId, orderId, token } });
}
