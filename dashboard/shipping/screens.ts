/**
 * The shipping screen and its styles: one chunk, loaded when /dashboard/shipping opens.
 */
import './shipping.css';

export { ShippingScreen } from './ShippingScreen';
