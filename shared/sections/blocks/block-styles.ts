/**
 * Which block colour props are "from scheme" (and the role each reads) and which lengths are
 * the theme's: the blocks' side of scheme-colors.ts and theme-lengths.ts. Zod-free: the
 * storefront's render reads it.
 */
import type { SchemeRole } from '../../theme/scheme-roles';
import { resolveColorRoles } from '../scheme-colors';
import type { ThemeLength } from '../theme-lengths';
import type { BlockType } from './block-types';

export const blockColorRoles: Partial<Record<BlockType, Readonly<Record<string, SchemeRole>>>> = {
  heading: { color: 'heading' },
  text: { color: 'text' },
  button: { background: 'buttonBackground', textColor: 'buttonText', outlineColor: 'accent' },
  badge: { background: 'accent', textColor: 'buttonText' },
  countdown: { color: 'heading' },
};

export const blockThemeLengths: Partial<Record<BlockType, Readonly<Record<string, ThemeLength>>>> =
  { button: { radius: 'buttonRadius' } };

/** A block's props with its colours left "from scheme" as the scheme's CSS variables. */
export const resolveBlockColors = <P extends Record<string, unknown>>(type: string, props: P): P =>
  resolveColorRoles(blockColorRoles[type as BlockType], props);
