/**
 * The customers area's routes under /dashboard: the index and one customer's page. They load
 * the area's screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const customersRoutes: RouteObject[] = [
  { path: 'customers', lazy: async () => ({ Component: (await screens()).CustomersScreen }) },
  {
    path: 'customers/:customerId',
    lazy: async () => ({ Component: (await screens()).CustomerScreen }),
  },
];
