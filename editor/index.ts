/** editor/: the builder UI (issue #5). Its public surface is exported from here. */
export { PROTOCOL_VERSION } from '../protocol';
