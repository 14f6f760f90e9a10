/**
 * The catalogue's routes under /dashboard (spec 2.1 paths). Each loads the catalogue's
 * screens chunk on first use.
 */
import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens');

export const catalogRoutes: RouteObject[] = [
  { path: 'products', lazy: async () => ({ Component: (await screens()).ProductsScreen }) },
  { path: 'addproduct', lazy: async () => ({ Component: (await screens()).ProductEditorScreen }) },
  {
    path: 'edit-product/:productId',
    lazy: async () => ({ Component: (await screens()).ProductEditorScreen }),
  },
  { path: 'categories', lazy: async () => ({ Component: (await screens()).CategoriesScreen }) },
  {
    path: 'addcategory',
    lazy: async () => ({ Component: (await screens()).CategoryEditorScreen }),
  },
  {
    path: 'edit-category/:categoryId',
    lazy: async () => ({ Component: (await screens()).CategoryEditorScreen }),
  },
];
