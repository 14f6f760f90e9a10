/** canvas/: the builder iframe document (issue #5). */
export { PROTOCOL_VERSION } from '../protocol';
