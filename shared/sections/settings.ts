/**
 * Builders of the settings panel's descriptors, so the same kind of control reads the same
 * in every section: a group of rows under one heading, a switch and the settings it shows,
 * margin and padding, column choices per device, a text with its colour and size, the
 * background with an overlay, select options. Pure data, like the descriptors they make.
 */
import { fontWeights, textAligns } from './fields';
import type { SettingDescriptor, SettingKind } from './types';

/** `left` -> `Left`. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type SettingExtra = Omit<SettingDescriptor, 'key' | 'label' | 'kind' | 'group'>;

/** One control: prop key, label, kind and its other fields (options, units, help, …). */
export type SettingRow = readonly [
  key: string,
  label: string,
  kind: SettingKind,
  extra?: SettingExtra,
];

/** The rows' controls under one heading of the panel; `common` is added to each. */
export const settingGroup = (
  group: string,
  rows: readonly SettingRow[],
  common: SettingExtra = {},
): SettingDescriptor[] =>
  rows.map(([key, label, kind, extra]) => ({ key, label, kind, group, ...extra, ...common }));

/** A checkbox, then the controls shown only while it is on. */
export const switchedGroup = (
  group: string,
  [key, label]: readonly [key: string, label: string],
  rows: readonly SettingRow[],
  common: SettingExtra = {},
): SettingDescriptor[] => [
  { key, label, kind: 'checkbox', group },
  ...settingGroup(group, rows, { ...common, ...whenOn(key) }),
];

/** Margin and padding, in the order given, under Spacing. */
export const spacingSettings = (...keys: readonly ('margin' | 'padding')[]): SettingDescriptor[] =>
  settingGroup(
    'Spacing',
    keys.map((key) => [key, capitalise(key), 'spacing'] as const),
  );

/** Options whose labels come from their values (`String` by default). */
export const optionsOf = <T extends string | number>(
  values: readonly T[],
  label: (value: T) => string = String,
) => values.map((value) => ({ value, label: label(value) }));

/** Options from a value -> label record, in its order. */
export const labelled = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const alignOptions = optionsOf(textAligns, capitalise);
export const weightOptions = optionsOf(fontWeights);
/** How an image fills its box (product cards, category cards). */
export const imageFitOptions = labelled({ cover: 'Fill (crop)', contain: 'Fit (no crop)' });

/** The units a size, a width or a height may be given in. */
export const sizeUnits = ['px', 'rem', 'em'];
export const widthUnits = ['px', '%', 'rem'];
export const heightUnits = ['px', 'vh', 'rem'];

/** A width with a unit (`maxWidth`, `contentMaxWidth`). */
export const maxWidthRow = (key = 'maxWidth', label = 'Max width'): SettingRow => [
  key,
  label,
  'unitNumber',
  { units: widthUnits },
];

/** A height on desktop and below 768 px (the heroes). */
export const heightRows: SettingRow[] = [
  ['height', 'Height', 'unitNumber', { units: heightUnits }],
  [
    'mobileHeight',
    'Height on mobile',
    'unitNumber',
    { units: heightUnits, help: 'Used below 768 px.' },
  ],
];

/** A background image or colour under an overlay; `between` goes after the colour. */
export const overlayBackgroundSettings = (between: readonly SettingRow[] = []) =>
  settingGroup('Background', [
    ['backgroundImage', 'Background image', 'file'],
    ['backgroundColor', 'Background colour', 'color'],
    ...between,
    ['overlayColor', 'Overlay colour', 'color'],
    ['overlayOpacity', 'Overlay opacity', 'number', { step: 0.05 }],
  ]);

/** The column count on desktop, tablet and mobile, each from its list of choices. */
export const columnSettings = (
  choices: readonly (readonly number[])[],
  group = 'Layout',
  label = (device: string) => `Columns on ${device}`,
): SettingDescriptor[] =>
  settingGroup(
    group,
    ['desktop', 'tablet', 'mobile'].map(
      (device, i) =>
        [`${device}Columns`, label(device), 'select', { options: optionsOf(choices[i]!) }] as const,
    ),
  );

/** Show a control only while the checkbox `key` is on. */
export const whenOn = (key: string) => ({ showIf: { key, equals: true } });

/** The controls most sections have, worded once. */
export const backgroundColorRow: SettingRow = ['backgroundColor', 'Background colour', 'color'];
export const titleColorRow: SettingRow = ['titleColor', 'Title colour', 'color'];
export const textColorRow: SettingRow = ['textColor', 'Text colour', 'color'];
export const cornerRadiusRow: SettingRow = ['borderRadius', 'Corner radius (px)', 'number'];
/** A section's own title and the subtitle under it. */
export const titleRows: SettingRow[] = [
  ['title', 'Title', 'text'],
  ['subtitle', 'Subtitle', 'textarea'],
];

/**
 * A button's text, background, text colour, optional border colour and corner radius
 * (`buyButtonText`…); whether it shows is a block's (the product grid's card buttons).
 */
export const buttonSettings = (
  group: string,
  prefix: string,
  label: string,
  { border = false } = {},
): SettingDescriptor[] =>
  settingGroup(group, [
    [`${prefix}Text`, `${label} text`, 'text'],
    [`${prefix}Background`, `${label} background`, 'color'],
    [`${prefix}TextColor`, `${label} text colour`, 'color'],
    ...(border ? [[`${prefix}BorderColor`, `${label} border colour`, 'color'] as const] : []),
    [`${prefix}Radius`, `${label} corner radius (px)`, 'number'],
  ]);
