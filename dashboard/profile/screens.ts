/**
 * The profile screens and their styles: one chunk, loaded when /dashboard/profile or
 * /verify-link, /forgot-password or /verify-email opens.
 */
import './profile.css';

export { ProfileScreen } from './ProfileScreen';
export { VerifyLinkScreen } from './VerifyLinkScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { VerifyEmailScreen } from './VerifyEmailScreen';
