/** editor/: the visual builder UI (issue #5). Its public surface is exported from here. */
export { Builder } from './Builder';
export { canAdoptCanvas } from './frame/CanvasFrame';
export type {
  BuilderBackend,
  BuilderPageData,
  CategoryOption,
  PageLinkOption,
  SaveInput,
  SaveResult,
} from './backend';
export type { PickMedia } from './settings/pick-media';
