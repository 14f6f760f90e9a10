/** protocol/: the editor <-> canvas contract (issue #5). */
export const PROTOCOL_VERSION = 1;
