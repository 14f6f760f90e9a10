/** editor/: the visual builder UI (issue #5). Its public surface is exported from here. */
export { Builder, type BuilderProps } from './Builder';
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
