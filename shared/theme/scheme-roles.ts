/**
 * The colour roles of a scheme and the scheme ids, as plain data (zod-free: the storefront's
 * render reads them).
 */
export const schemeRoles = [
  'background',
  'text',
  'heading',
  'accent',
  'buttonBackground',
  'buttonText',
  'border',
] as const;
export type SchemeRole = (typeof schemeRoles)[number];

export const schemeRoleLabels: Record<SchemeRole, string> = {
  background: 'Background',
  text: 'Text',
  heading: 'Headings',
  accent: 'Accent',
  buttonBackground: 'Button background',
  buttonText: 'Button text',
  border: 'Borders',
};

export const MIN_COLOR_SCHEMES = 4;
export const MAX_COLOR_SCHEMES = 12;

/** Scheme ids: `scheme-1` … `scheme-12`. */
export const schemeIdPattern = /^scheme-([1-9]|1[0-2])$/;
export const DEFAULT_SCHEME_ID = 'scheme-1';

/** The custom property of a scheme role: `buttonBackground` → `--sf-c-button-background`. */
export const schemeVar = (role: SchemeRole) =>
  `--sf-c-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A colour from the section's scheme, as a CSS value. */
export const fromScheme = (role: SchemeRole) => `var(${schemeVar(role)})`;

/** The class a section of scheme `id` carries. */
export const schemeClass = (id: string) => `sf-${id}`;
