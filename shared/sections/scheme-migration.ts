/**
 * The content migration from schema version 1 (literal colours) to 2 (colour schemes).
 * Frozen: it says what version 1 meant, whatever the sections become later.
 */
import { DEFAULT_SCHEME_ID, type SchemeRole } from '../theme/scheme-roles';
import type { ColorScheme } from '../theme/theme';
import { defaultTheme } from '../theme/presets';
import { sectionColorRoles } from './scheme-colors';
import type { SectionType } from './types';

/**
 * Version 2's scheme colours of the sections whose colour props changed since (version 4:
 * the static hero's title, subtitle and buttons became blocks; version 9: the banner's),
 * kept as version 2 had them.
 */
const v2ChangedRoles: Partial<Record<SectionType, Readonly<Record<string, SchemeRole>>>> = {
  heroStatic: {
    backgroundColor: 'background',
    titleColor: 'heading',
    subtitleColor: 'text',
    primaryCtaBackground: 'buttonBackground',
    primaryCtaTextColor: 'buttonText',
    secondaryCtaColor: 'accent',
  },
  banner: {
    backgroundColor: 'background',
    titleColor: 'heading',
    subtitleColor: 'text',
    ctaBackground: 'buttonBackground',
    ctaTextColor: 'buttonText',
  },
};

/** Version 1's default of every prop that became a scheme colour. */
const v1Defaults: Partial<Record<SectionType, Record<string, string>>> = {
  topbar: { backgroundColor: '#111827', textColor: '#ffffff' },
  navbar: { backgroundColor: '#ffffff', textColor: '#111827', linkHoverColor: '#2563eb' },
  heroStatic: {
    backgroundColor: '#1e293b',
    titleColor: '#ffffff',
    subtitleColor: '#e5e7eb',
    primaryCtaBackground: '#ffffff',
    primaryCtaTextColor: '#111827',
    secondaryCtaColor: '#ffffff',
  },
  productGrid: {
    titleColor: '#111827',
    backgroundColor: 'transparent',
    cardBackground: '#ffffff',
    cardBorderColor: '#e5e7eb',
    productTitleColor: '#111827',
    priceColor: '#111827',
    buyButtonBackground: '#111827',
    buyButtonTextColor: '#ffffff',
    cartButtonBackground: '#ffffff',
    cartButtonTextColor: '#111827',
    cartButtonBorderColor: '#111827',
  },
  simpleProductGrid: {
    titleColor: '#111827',
    backgroundColor: 'transparent',
    cardBackground: '#ffffff',
    cardBorderColor: '#e5e7eb',
    productTitleColor: '#111827',
    priceColor: '#111827',
  },
  categoriesSlider: {
    backgroundColor: 'transparent',
    sectionTitleColor: '#111827',
    titleColor: '#111827',
  },
  footer: {
    backgroundColor: '#111827',
    textColor: '#d1d5db',
    headingColor: '#ffffff',
    linkColor: '#e5e7eb',
  },
  contactForm: {
    titleColor: '#111827',
    textColor: '#374151',
    backgroundColor: '#f9fafb',
    inputBorderColor: '#d1d5db',
    buttonBackground: '#111827',
    buttonTextColor: '#ffffff',
  },
  testimonial: {
    titleColor: '#111827',
    textColor: '#374151',
    nameColor: '#111827',
    backgroundColor: '#f9fafb',
  },
  testimonial2: {
    titleColor: '#ffffff',
    textColor: '#e5e7eb',
    nameColor: '#ffffff',
    backgroundColor: '#111827',
  },
  product: {
    backgroundColor: 'transparent',
    titleColor: '#111827',
    textColor: '#374151',
    priceColor: '#111827',
  },
  textBlock: {
    textColor: '#1f2937',
    headingColor: '#111827',
    linkColor: '#1d4ed8',
    backgroundColor: 'transparent',
  },
  videoBlock: { backgroundColor: 'transparent' },
  imageBlock: { captionColor: '#4b5563' },
  container: { backgroundColor: 'transparent' },
  banner: {
    backgroundColor: '#1f2937',
    titleColor: '#ffffff',
    subtitleColor: '#f3f4f6',
    ctaBackground: '#ffffff',
    ctaTextColor: '#111827',
  },
  faq: {
    titleColor: '#111827',
    questionColor: '#111827',
    answerColor: '#4b5563',
    borderColor: '#e5e7eb',
    backgroundColor: 'transparent',
  },
};

/** The page's background behind root sections before themes: white. */
const V1_PAGE_BACKGROUND = '#ffffff';

/** A version-1 colour as it showed: the stored one, else (missing, or empty) the default. */
const v1Value = (raw: unknown, def: string): string =>
  typeof raw === 'string' && raw.trim() !== '' ? raw : def;

interface V1Component {
  type: string;
  props?: Record<string, unknown>;
}

const schemeColor = (scheme: ColorScheme, role: SchemeRole) =>
  role === 'buttonBackground' ? scheme.buttonBackground || scheme.accent : scheme[role];

/**
 * One version-1 component's props in version 2: the default theme's scheme that matches most
 * of its colours (a transparent background matches the scheme whose background is what
 * showed through), those colours "from scheme", the others kept as custom values. Nothing
 * looks different.
 */
export function migrateV1Colors(
  type: string,
  props: Record<string, unknown>,
  behind: string = V1_PAGE_BACKGROUND,
): Record<string, unknown> {
  const roles = v2ChangedRoles[type as SectionType] ?? sectionColorRoles[type as SectionType];
  const defaults = v1Defaults[type as SectionType] ?? {};
  if (!roles) return { ...props, colorScheme: DEFAULT_SCHEME_ID };
  const values = Object.fromEntries(
    Object.keys(roles).map((key) => {
      const raw = props[key];
      return [key, v1Value(raw, defaults[key]!).trim().toLowerCase()];
    }),
  );
  const matches = (scheme: ColorScheme, key: string) => {
    const role = roles[key]!;
    const want = schemeColor(scheme, role);
    return (
      values[key] === want ||
      (role === 'background' && values[key] === 'transparent' && scheme.background === behind)
    );
  };
  let best = defaultTheme.colorSchemes[0]!;
  let bestCount = -1;
  for (const scheme of defaultTheme.colorSchemes) {
    const count = Object.keys(roles).filter((key) => matches(scheme, key)).length;
    if (count > bestCount) [best, bestCount] = [scheme, count];
  }
  const out: Record<string, unknown> = { ...props, colorScheme: best.id };
  for (const key of Object.keys(roles)) {
    out[key] = matches(best, key) ? '' : v1Value(props[key], defaults[key]!);
  }
  return out;
}

/** What a version-1 container showed behind its children. */
function backgroundBehindChildren(props: Record<string, unknown>, behind: string): string {
  const own = (typeof props.backgroundColor === 'string' ? props.backgroundColor : 'transparent')
    .trim()
    .toLowerCase();
  return own === 'transparent' ? behind : own;
}

/** Every component of a version-1 list (containers' children too) in version 2. */
export function migrateV1ColorTree<C extends V1Component>(
  components: C[],
  behind: string = V1_PAGE_BACKGROUND,
): C[] {
  return components.map((c) => {
    const props = c.props ?? {};
    const migrated = migrateV1Colors(c.type, props, behind);
    if (c.type === 'container' && Array.isArray(props.children))
      migrated.children = migrateV1ColorTree(
        props.children as V1Component[],
        backgroundBehindChildren(props, behind),
      );
    return { ...c, props: migrated };
  });
}
