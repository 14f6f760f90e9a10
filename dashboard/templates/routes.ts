/** The template gallery's public routes: /theme-home and a template's preview. */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

/** Public, under the marketing layout. */
export const templateGalleryRoutes: RouteObject[] = [
  { path: 'theme-home', lazy: async () => ({ Component: (await screens()).ThemeHomeScreen }) },
  {
    path: 'theme-home/:templateId',
    lazy: async () => ({ Component: (await screens()).TemplatePreviewScreen }),
  },
];
