/** Where the orders area's screens live (one place, so lists, links and tests agree). */

/** The order's screen. */
export const orderHref = (orderId: string) => `/dashboard/orders/${encodeURIComponent(orderId)}`;

export type PrintDocument = 'invoice' | 'packing-slip';

/** The order's print view of `doc`. */
export const orderPrintHref = (orderId: string, doc: PrintDocument) =>
  `${orderHref(orderId)}/print?doc=${doc}`;
