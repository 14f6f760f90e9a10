export * from './types';
export * from './registry';
export * from './content';
export * from './tree';
export * from './component-tree';
export * from './labels';
export * from './icon-glyphs';
export type { Spacing, UnitNumber } from './fields';
export * from './scheme-colors';
