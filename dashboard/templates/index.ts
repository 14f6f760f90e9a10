/**
 * The template gallery: its public routes (for app-routes.tsx), and what the create-store
 * form needs to start a new store from a template.
 */
export { templateGalleryRoutes } from './routes';
export { StartFromTemplateField } from './StartFromTemplateField';
export { templatesApi } from './templates-api';
export { templateIdFromSearch } from './template-id-from-search';
export { describeApplied } from './describe-applied';
