/**
 * The discounts area's screens and styles: one chunk, loaded when a discounts route
 * opens (routes.ts), so the dashboard's first load does not carry them.
 */
import './discounts.css';

export { DiscountsScreen } from './list/DiscountsScreen';
export { DiscountEditorScreen } from './editor/DiscountEditorScreen';
