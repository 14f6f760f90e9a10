/** protocol/: the editor <-> canvas contract (issue #5). */
export { PROTOCOL_VERSION } from './version';
export * from './messages';
export * from './endpoints';
export * from './frame';
export * from './match-shortcut';
