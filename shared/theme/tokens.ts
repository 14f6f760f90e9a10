/**
 * A theme as CSS custom properties: the global tokens and scheme 1 on `:root`, and one
 * `.sf-scheme-N` rule per colour scheme, written once per page. Sections read these
 * variables (a colour "from scheme" is `var(--sf-c-<role>)`), never the values. Pure and
 * zod-free: the server's render, the canvas (a token change repaints without a React
 * render) and the storefront share it.
 */
import type { ColorScheme, Theme } from './theme';
import { schemeClass, schemeVar } from './scheme-roles';
import { hoverOf } from './colors';
import { fontFacesCss, fontFamilyOf } from './fonts';

const shadowValues = {
  none: 'none',
  soft: '0 1px 3px rgba(0, 0, 0, 0.12)',
  strong: '0 6px 18px rgba(0, 0, 0, 0.18)',
} as const;

/** A scheme's variables (the button fill falls back to the accent). */
export function schemeTokens(scheme: ColorScheme): Record<string, string> {
  const buttonBackground = scheme.buttonBackground || scheme.accent;
  return {
    [schemeVar('background')]: scheme.background,
    [schemeVar('text')]: scheme.text,
    [schemeVar('heading')]: scheme.heading,
    [schemeVar('accent')]: scheme.accent,
    [schemeVar('buttonBackground')]: buttonBackground,
    [schemeVar('buttonText')]: scheme.buttonText,
    [schemeVar('border')]: scheme.border,
    '--sf-c-button-hover': hoverOf(buttonBackground),
    '--sf-c-accent-hover': hoverOf(scheme.accent),
    // The storefront's own parts (cart, product page, checkout) read these.
    '--sf-accent': buttonBackground,
    '--sf-accent-contrast': scheme.buttonText,
    '--sf-border': scheme.border,
  };
}

const px = (n: number) => `${Math.round(n * 100) / 100}px`;

/** The tokens that do not depend on a scheme. */
export function globalTokens(theme: Theme): Record<string, string> {
  const { typography: t, buttons, inputs, cards, layout } = theme;
  const headings = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [
      `--sf-h${level}`,
      px(t.baseSize * t.scaleRatio ** (6 - level)),
    ]),
  );
  return {
    '--sf-font-body': fontFamilyOf(t.bodyFont),
    '--sf-font-heading': fontFamilyOf(t.headingFont),
    '--sf-heading-weight': String(t.headingWeight),
    '--sf-heading-case': t.headingCase,
    '--sf-base-size': px(t.baseSize),
    ...headings,
    '--sf-button-radius': px(buttons.radius),
    '--sf-button-border': px(buttons.borderWidth),
    '--sf-button-shadow': shadowValues[buttons.shadow],
    '--sf-input-radius': px(inputs.radius),
    '--sf-input-border': px(inputs.borderWidth),
    '--sf-input-shadow': shadowValues[inputs.shadow],
    '--sf-card-radius': px(cards.radius),
    '--sf-card-border': px(cards.borderWidth),
    '--sf-card-shadow': shadowValues[cards.shadow],
    '--sf-radius': px(cards.radius),
    '--sf-max-width': px(layout.pageWidth),
    '--sf-section-spacing': String(layout.sectionSpacing),
  };
}

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/** The fonts a theme uses (heading and body). */
export const themeFontIdsOf = (theme: Theme) => [
  theme.typography.headingFont,
  theme.typography.bodyFont,
];

/** The theme as its stylesheet's parts: the font faces, then one token rule per selector. */
export interface ThemeRules {
  /** `@font-face` rules, one per entry. */
  fontFaces: string[];
  /** `:root` (global tokens and scheme 1), then each scheme's class, with their tokens. */
  rules: [selector: string, tokens: Record<string, string>][];
}

export function themeRules(theme: Theme): ThemeRules {
  const [first] = theme.colorSchemes;
  return {
    fontFaces: fontFacesCss(themeFontIdsOf(theme)),
    rules: [
      [':root', { ...globalTokens(theme), ...(first ? schemeTokens(first) : {}) }],
      ...theme.colorSchemes.map((s): [string, Record<string, string>] => [
        `.${schemeClass(s.id)}`,
        schemeTokens(s),
      ]),
    ],
  };
}

/** The text of a theme's stylesheet. */
export const themeRulesCss = ({ fontFaces, rules }: ThemeRules): string =>
  [...fontFaces, ...rules.map(([selector, tokens]) => `${selector}{${declarations(tokens)}}`)].join(
    '\n',
  );

/** The theme's stylesheet: its web fonts' faces, `:root`, then each scheme's class. */
export const themeCss = (theme: Theme): string => themeRulesCss(themeRules(theme));
