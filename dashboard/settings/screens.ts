/**
 * The settings area's screens and styles: one chunk, loaded when a settings route opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './settings.css';

export { CheckoutEditorScreen } from './checkout-editor/CheckoutEditorScreen';
export { FacebookAdsScreen } from './facebook-ads/FacebookAdsScreen';
export { PaymentSettingsScreen } from './payment/PaymentSettingsScreen';
export { StoreDetailsScreen } from './store-details/StoreDetailsScreen';
export { SeoScreen } from './seo/SeoScreen';
export { TaxesScreen } from './taxes/TaxesScreen';
