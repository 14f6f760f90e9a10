/**
 * The catalogue's screens and styles: one chunk, loaded when a catalogue route opens
 * (routes.ts), so the dashboard's first load does not carry them.
 */
import './catalogue.css';

export { CategoriesScreen } from './categories/CategoriesScreen';
export { CategoryEditorScreen } from './categories/CategoryEditorScreen';
export { ProductEditorScreen } from './product-editor/ProductEditorScreen';
export { ProductsScreen } from './products/ProductsScreen';
