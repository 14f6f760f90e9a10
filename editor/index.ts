/** editor/: the visual builder UI (issue #5). Its public surface is exported from here. */
export { Builder, type BuilderProps } from './Builder';
export { CANVAS_FRAME_ATTRIBUTES, canAdoptCanvas } from './frame/CanvasFrame';
export type {
  BuilderBackend,
  BuilderPageData,
  CategoryOption,
  PageLinkOption,
  SaveInput,
  SaveResult,
} from './backend';
export type { PickMedia, PickMediaRequest } from './settings/pick-media';
export { PROTOCOL_VERSION } from '../protocol';
