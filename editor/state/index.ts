/** editor/state: the builder's one store (components list + UI state, zundo history) and its pure helpers. */
export {
  createBuilderStore,
  type BuilderState,
  type BuilderStoreApi,
} from './create-builder-store';
export {
  BuilderStoreContext,
  useBuilder,
  useBuilderHistory,
  useBuilderStore,
} from './builder-context';
export { diffComponents } from './diff-components';
export { joinForEdit, splitForSave } from './page-content';
export { addRefusal } from './block-edits';
