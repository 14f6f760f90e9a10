/**
 * The media area of the dashboard: its route, for app-routes.tsx (the screen loads lazily),
 * the provider of the media picker the kit's image fields and the builder use, and how a
 * file's size is written (the orders area shows payment proofs' sizes too).
 */
export { mediaRoutes } from './routes';
export { MediaPickerProvider } from './MediaPickerProvider';
export { formatBytes } from './media-format';
