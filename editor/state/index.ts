/** editor/state: the builder's one store (components list + UI state, zundo history) and its pure helpers. */
export {
  createBuilderStore,
  DEFAULT_BURST_MS,
  HISTORY_LIMIT,
  NO_SELECTION,
  type BuilderHistoryState,
  type BuilderState,
  type BuilderStoreApi,
  type BuilderStoreOptions,
} from './create-builder-store';
export {
  BuilderStoreContext,
  useBuilder,
  useBuilderHistory,
  useBuilderStore,
} from './builder-context';
export { diffComponents } from './diff-components';
export { joinForEdit, splitForSave } from './page-content';
