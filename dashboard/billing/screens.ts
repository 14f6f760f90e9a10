/**
 * The billing area's screens and styles: one chunk, loaded when a billing route opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './billing.css';

export { BillingHistoryScreen } from './BillingHistoryScreen';
export { BillingScreen } from './BillingScreen';
export { InvoicePrintScreen } from './InvoicePrintScreen';
export { PaymentProofScreen } from './PaymentProofScreen';
