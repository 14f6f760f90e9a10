/**
 * The customers area's screens and styles: one chunk, loaded when a customers route opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './customers.css';

export { CustomersScreen } from './list/CustomersScreen';
export { CustomerScreen } from './detail/CustomerScreen';
