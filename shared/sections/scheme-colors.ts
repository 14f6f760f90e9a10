/**
 * Which section colour props are "from scheme" and which scheme role each reads; how a
 * section's scheme colours become CSS (scheme-migration.ts has the content migration that
 * introduced them). Zod-free: the storefront's render resolves colours with it.
 *
 * A scheme-colour prop holds '' ("from scheme", the default) or a custom colour. Every
 * section also carries `colorScheme` (`scheme-1` … `scheme-12`), and its outer element the
 * scheme's class, which sets the `--sf-c-*` variables `fromScheme` reads.
 */
import { DEFAULT_SCHEME_ID, fromScheme, type SchemeRole } from '../theme/scheme-roles';
import type { SectionType } from './types';

export const sectionColorRoles: Partial<Record<SectionType, Readonly<Record<string, SchemeRole>>>> =
  {
    topbar: { backgroundColor: 'background', textColor: 'text' },
    navbar: { backgroundColor: 'background', textColor: 'heading', linkHoverColor: 'accent' },
    // Its title, text and buttons are blocks (blocks/block-styles.ts).
    heroStatic: { backgroundColor: 'background' },
    productGrid: {
      titleColor: 'heading',
      backgroundColor: 'background',
      cardBackground: 'background',
      cardBorderColor: 'border',
      productTitleColor: 'heading',
      priceColor: 'heading',
      buyButtonBackground: 'buttonBackground',
      buyButtonTextColor: 'buttonText',
      cartButtonBackground: 'background',
      cartButtonTextColor: 'accent',
      cartButtonBorderColor: 'accent',
    },
    simpleProductGrid: {
      titleColor: 'heading',
      backgroundColor: 'background',
      cardBackground: 'background',
      cardBorderColor: 'border',
      productTitleColor: 'heading',
      priceColor: 'heading',
    },
    categoriesSlider: {
      backgroundColor: 'background',
      sectionTitleColor: 'heading',
      titleColor: 'heading',
    },
    footer: {
      backgroundColor: 'background',
      textColor: 'text',
      headingColor: 'heading',
      linkColor: 'accent',
    },
    contactForm: {
      titleColor: 'heading',
      textColor: 'text',
      backgroundColor: 'background',
      inputBorderColor: 'border',
      buttonBackground: 'buttonBackground',
      buttonTextColor: 'buttonText',
    },
    testimonial: {
      titleColor: 'heading',
      textColor: 'text',
      nameColor: 'heading',
      backgroundColor: 'background',
    },
    testimonial2: {
      titleColor: 'heading',
      textColor: 'text',
      nameColor: 'heading',
      backgroundColor: 'background',
    },
    product: {
      backgroundColor: 'background',
      titleColor: 'heading',
      textColor: 'text',
      priceColor: 'heading',
    },
    textBlock: {
      textColor: 'text',
      headingColor: 'heading',
      linkColor: 'accent',
      backgroundColor: 'background',
    },
    videoBlock: { backgroundColor: 'background' },
    imageBlock: { captionColor: 'text' },
    container: { backgroundColor: 'background' },
    banner: { backgroundColor: 'background' },
    faq: {
      titleColor: 'heading',
      questionColor: 'heading',
      answerColor: 'text',
      borderColor: 'border',
      backgroundColor: 'background',
    },
  };

/** The role prop `key` of a `type` section reads from its scheme, if it is a scheme colour. */
export const colorRoleOf = (type: string, key: string): SchemeRole | undefined =>
  sectionColorRoles[type as SectionType]?.[key];

/**
 * `props` with every scheme colour left "from scheme" ('') as the scheme's CSS variable, so
 * a section component writes one value either way.
 */
export const resolveSchemeColors = <P extends Record<string, unknown>>(type: string, props: P): P =>
  resolveColorRoles(sectionColorRoles[type as SectionType], props);

/** `props` with each of `roles`' keys left "from scheme" ('') as its role's CSS variable. */
export function resolveColorRoles<P extends Record<string, unknown>>(
  roles: Readonly<Record<string, SchemeRole>> | undefined,
  props: P,
): P {
  if (!roles) return props;
  let out: P | undefined;
  for (const key in roles) {
    if (props[key] === '') {
      out ??= { ...props };
      (out as Record<string, unknown>)[key] = fromScheme(roles[key]!);
    }
  }
  return out ?? props;
}

/** The scheme id of a section's props (scheme 1 when it has none). */
export const colorSchemeOf = (props: Record<string, unknown>): string =>
  typeof props.colorScheme === 'string' ? props.colorScheme : DEFAULT_SCHEME_ID;
