/**
 * The orders area's screens and styles: one chunk, loaded when an orders route opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './orders.css';

export { OrderScreen } from './detail/OrderScreen';
export { OrdersIndexRoute } from './list/OrdersScreen';
export { OrderPrintScreen } from './print/OrderPrintScreen';
