/** The template gallery's lazily loaded screens (routes.ts imports this module on demand). */
export { TemplatePreviewScreen } from './TemplatePreviewScreen';
export { ThemeHomeScreen } from './ThemeHomeScreen';
