/**
 * The profile screens and their styles: one chunk, loaded when /dashboard/profile or
 * /verify-link opens.
 */
import './profile.css';

export { ProfileScreen } from './ProfileScreen';
export { VerifyLinkScreen } from './VerifyLinkScreen';
