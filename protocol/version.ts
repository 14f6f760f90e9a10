/** The editor <-> canvas protocol version; both sides refuse a handshake that differs. */
export const PROTOCOL_VERSION = 8;
