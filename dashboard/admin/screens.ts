/**
 * The admin area's screens and styles: one chunk, loaded when an admin route opens
 * (routes.ts).
 */
import './admin.css';

export { PaymentRequestsScreen } from './PaymentRequestsScreen';
