/**
 * The media area's screen and styles: one chunk, loaded when /dashboard/media opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './media.css';

export { MediaLibraryScreen } from './MediaLibraryScreen';
