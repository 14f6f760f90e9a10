export * from './scheme-roles';
export * from './theme';
export * from './colors';
export * from './fonts';
export * from './tokens';
export * from './presets';
export { fontCatalogue } from './font-catalogue';
