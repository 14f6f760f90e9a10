/** The customers area's paths: the index and one customer's page. */
export const customersHref = '/dashboard/customers';
export const customerHref = (customerId: string) =>
  `${customersHref}/${encodeURIComponent(customerId)}`;
