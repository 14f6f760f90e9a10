/**
 * The checkout page's calls: live prices and shipping, placing the order, reading an order
 * back with its token. Same-origin `fetch` (the store host serves `/api`); a 4xx answer is a
 * CheckoutApiError carrying the JSON body so the page can explain it field by field.
 */
import type {
  CheckoutAnswer,
  CheckoutConflictBody,
  CheckoutRequest,
  OrderDto,
  ProductPricingShippingDto,
} from '../../shared';

export const checkoutApiPaths = {
  pricing: '/api/dashboard/products/product-pricing-shipping',
  checkout: '/api/storefront/checkout',
  order: '/api/storefront/order',
} as const;

export class CheckoutApiError extends Error {
  override name = 'CheckoutApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<CheckoutConflictBody>,
  ) {
    super(message);
  }
}

async function readAnswer<T>(res: Response): Promise<T> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's error page): the status text speaks instead
  }
  if (!res.ok) {
    const b = (body ?? {}) as Partial<CheckoutConflictBody>;
    throw new CheckoutApiError(res.status, b.error || res.statusText || `HTTP ${res.status}`, b);
  }
  return body as T;
}

/** Current prices, stock and shipping rates for the cart's products. */
export async function fetchPricing(
  storeId: string,
  productIds: string[],
): Promise<ProductPricingShippingDto> {
  const qs = new URLSearchParams({ storeId });
  for (const id of productIds) qs.append('productIds', id);
  const res = await fetch(`${checkoutApiPaths.pricing}?${qs}`, {
    headers: { accept: 'application/json' },
  });
  return readAnswer(res);
}

/** Places the order; resolves with it (201 new, 200 the same key again). */
export async function placeOrder(body: CheckoutRequest): Promise<CheckoutAnswer> {
  const res = await fetch(checkoutApiPaths.checkout, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readAnswer(res);
}

/** The order behind a confirmation link. */
export async function fetchOrder(
  storeId: string,
  orderId: string,
  token: string,
): Promise<OrderDto> {
  const qs = new URLSearchParams({ storeId, orderId, token });
  const res = await fetch(`${checkoutApiPaths.order}?${qs}`, {
    headers: { accept: 'application/json' },
  });
  return readAnswer(res);
}
