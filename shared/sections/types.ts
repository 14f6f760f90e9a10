/**
 * The shape of one section definition in the registry: its props schema (parsing `{}` gives
 * the default props), its settings descriptors (the editor's controls), palette data and
 * content type. Pure data; the storefront maps `type -> component` elsewhere.
 */
import type { z } from 'zod';
import { DEFAULT_SCHEME_ID } from '../theme/scheme-roles';
import { colorSchemeId } from './fields';

export const sectionTypes = [
  'topbar',
  'navbar',
  'hero',
  'heroStatic',
  'productGrid',
  'simpleProductGrid',
  'categoriesSlider',
  'footer',
  'contactForm',
  'testimonial',
  'testimonial2',
  'product',
  'textBlock',
  'videoBlock',
  'imageBlock',
  'container',
  'banner',
  'faq',
] as const;
export type SectionType = (typeof sectionTypes)[number];

/** Setting kinds of spec 3, plus the special editors. */
export type SettingKind =
  | 'color'
  | 'spacing'
  | 'unitNumber'
  | 'text'
  | 'textarea'
  | 'richText'
  | 'checkbox'
  | 'select'
  | 'number'
  | 'file'
  | 'footerLinks'
  | 'navLinks'
  | 'topbarMessages'
  | 'productCollection'
  /** One of the store theme's colour schemes (every section has it, first in its panel). */
  | 'colorScheme';

/** Show a setting only when another prop has one of these values (spec 3: "Some settings show only when another is on"). */
export interface ShowIf {
  key: string;
  equals: unknown | unknown[];
}

export interface SettingDescriptor {
  /** The prop key this control edits (the editor's input `name`). */
  key: string;
  label: string;
  kind: SettingKind;
  /** A heading the settings panel groups controls under, e.g. 'Layout', 'Title', 'Button'. */
  group?: string;
  /** For `select`: the allowed values and their labels. */
  options?: { value: string | number; label: string }[];
  /**
   * For `number` and `unitNumber`: the input's step. Bounds are not repeated here: the editor
   * reads them from the prop's zod schema (`.min()` / `.max()`), the one place that holds them.
   */
  step?: number;
  /** For `unitNumber`: the allowed units, e.g. ['px', '%', 'vh']. */
  units?: string[];
  placeholder?: string;
  help?: string;
  showIf?: ShowIf;
}

export type PaletteGroup =
  'Header' | 'Hero' | 'Products' | 'Content' | 'Media' | 'Layout' | 'Forms' | 'Footer';

/**
 * A ready-made variant of a section the palette offers beside it (a sale banner, a hero with
 * a countdown): the section with these props over its defaults, blocks included.
 */
export interface SectionPreset {
  /** Unique within its section type: 1-40 lower-case letters, digits and dashes. */
  id: string;
  label: string;
  /** One sentence the palette shows. */
  description: string;
  props(): Record<string, unknown>;
}

export interface SectionDefinition<S extends z.ZodObject = z.ZodObject> {
  type: SectionType;
  label: string;
  /** An icon name the editor maps to a glyph (e.g. 'image', 'grid', 'text'). */
  icon: string;
  group: PaletteGroup;
  /** Hidden from the palette (the `product` section). */
  hidden: boolean;
  /** `global` for topbar, navbar and footer: saved in the store's global content. */
  contentType: 'global' | 'normal';
  /** One sentence the palette shows. */
  description: string;
  schema: S;
  settings: SettingDescriptor[];
  /** The colour scheme a new section of this type picks (its `colorScheme` prop's default). */
  defaultScheme: string;
  /** Its ready-made variants, offered in the palette after it. */
  presets?: readonly SectionPreset[];
}

/**
 * Helper keeping each definition's schema type. A section is shown in the palette and saved
 * with its page unless it says otherwise (`hidden: true`, `contentType: 'global'`).
 */
export function defineSection<S extends z.ZodObject>({
  type,
  label,
  icon,
  group,
  hidden = false,
  contentType = 'normal',
  defaultScheme = DEFAULT_SCHEME_ID,
  schema,
  ...rest
}: Omit<SectionDefinition<S>, 'hidden' | 'contentType' | 'defaultScheme'> &
  Partial<
    Pick<SectionDefinition<S>, 'hidden' | 'contentType' | 'defaultScheme'>
  >): SectionDefinition<S> {
  return {
    type,
    label,
    icon,
    group,
    hidden,
    contentType,
    defaultScheme,
    // Every section picks a colour scheme of the store's theme.
    schema: schema.extend({ colorScheme: colorSchemeId(defaultScheme) }) as unknown as S,
    ...rest,
    // The scheme is a group of its own after the section's own settings: a new section's
    // panel still opens on its content (the first group).
    settings: [
      ...rest.settings,
      { key: 'colorScheme', label: 'Colour scheme', kind: 'colorScheme', group: 'Colours' },
    ],
  };
}
