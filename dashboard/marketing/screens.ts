/** The marketing area's lazily loaded screens (routes.ts imports this module on demand). */
export { ContactScreen } from './ContactScreen';
export { LegalScreen } from './LegalScreen';
