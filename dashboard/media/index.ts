/**
 * The media area of the dashboard: its route, for app-routes.tsx (the screen loads lazily),
 * and the provider of the media picker the kit's image fields and the builder use.
 */
export { mediaRoutes } from './routes';
export { MediaPickerProvider } from './MediaPickerProvider';
