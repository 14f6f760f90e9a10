/** Small pieces the checkout screens share: query keys, the confirmation URL, a UUID v4. */

/** The React Query key of an order read through its confirmation token. */
export const orderQueryKey = (storeId: string, orderId: string, token: string) =>
  ['checkout', storeId, 'order', orderId, token] as const;

/** The confirmation page of an order: `/checkout?order={id}&token={t}`. */
export function confirmationPath(orderId: string, token: string): string {
  return `/checkout?${new URLSearchParams({ order: orderId, token })}`;
}

/** The order and token a confirmation URL names, or null. */
export function readConfirmationParams(search: string): { orderId: string; token: string } | null {
  const params = new URLSearchParams(search);
  const orderId = params.get('order');
  const token = params.get('token');
  return orderId && token ? { orderId, token } : null;
}

/** A random UUID v4 (`crypto.randomUUID` needs a secure context; this does not). */
export function randomUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure context: build one below
    }
  }
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
