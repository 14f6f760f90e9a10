/**
 * The checkout page's calls: live prices and shipping, placing the order, reading an order
 * back with its token. The declared endpoints (`endpointRefs.orders`) over same-origin
 * `fetch` (the store host serves the API); a failure is the one `ApiError`, whose `body` is
 * the JSON answer so the page can explain it field by field (a 409's `lines` and `total`:
 * `CheckoutConflictBody`).
 */
import {
  ApiError,
  callEndpoint,
  endpointRefs,
  fetchTransport,
  type CheckoutAnswer,
  type CheckoutRequest,
  type OrderDto,
  type ProductPricingShippingDto,
} from '../../shared';

const { orders } = endpointRefs;

/** Current prices, stock and shipping rates for the cart's products. */
export function fetchPricing(
  storeId: string,
  productIds: string[],
): Promise<ProductPricingShippingDto> {
  return callEndpoint(fetchTransport, orders.productPricingShipping, {
    query: { storeId, productIds },
  });
}

/** Places the order; resolves with it (201 new, 200 the same key again). */
export function placeOrder(body: CheckoutRequest): Promise<CheckoutAnswer> {
  return callEndpoint(fetchTransport, orders.checkout, { body });
}

/** The order behind a confirmation link. */
export function fetchOrder(storeId: string, orderId: string, token: string): Promise<OrderDto> {
  return callEndpoint(fetchTransport, orders.order, { query: { storeId, orderId, token } });
}

/**
 * Whether a read's failure is the server's answer to this request (a 4xx): asking again
 * would get the same, so it is not retried. No answer at all, or a 5xx, is.
 */
export function isFinalRefusal(error: Error): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}
