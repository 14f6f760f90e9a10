import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/presets';
import type { SchemeRole } from '../theme/scheme-roles';
import { CONTENT_SCHEMA_VERSION, parseContentDocument } from './content';
import { sectionRegistry } from './registry';
import { colorSchemeOf, resolveSchemeColors, sectionColorRoles } from './scheme-colors';
import { migrateV1ColorTree } from './scheme-migration';
import { sectionTypes } from './types';

/** What a migrated colour shows: its custom value, or its scheme's colour for the role. */
function shown(props: Record<string, unknown>, key: string, role: SchemeRole): string {
  const value = props[key] as string;
  if (value !== '') return value;
  const scheme = defaultTheme.colorSchemes.find((s) => s.id === colorSchemeOf(props))!;
  return role === 'buttonBackground' ? scheme.buttonBackground || scheme.accent : scheme[role];
}

describe('scheme colours', () => {
  it('are the props each definition declares "from scheme" by default', () => {
    for (const type of sectionTypes) {
      const defaults = sectionRegistry[type].schema.parse({}) as Record<string, unknown>;
      for (const key of Object.keys(sectionColorRoles[type] ?? {}))
        expect(defaults[key], `${type}.${key}`).toBe('');
      expect(defaults.colorScheme, type).toBe(sectionRegistry[type].defaultScheme);
    }
  });

  it('resolve to the scheme variable when left empty, a custom colour as is', () => {
    expect(
      resolveSchemeColors('faq', { titleColor: '', answerColor: '#123456', other: '' }),
    ).toEqual({ titleColor: 'var(--sf-c-heading)', answerColor: '#123456', other: '' });
  });
});

describe('the migration from version 1 (literal colours)', () => {
  it.each(sectionTypes)(
    'shows a %s section saved with the old defaults in the same colours',
    (type) => {
      const roles = sectionColorRoles[type] ?? {};
      const [migrated] = migrateV1ColorTree([{ type, props: {} }]);
      const props = migrated!.props;
      const parsed = sectionRegistry[type].schema.safeParse(props);
      expect(parsed.success).toBe(true);
      // Version 1's defaults, as the old schema filled them.
      const v1 = {
        footer: {
          backgroundColor: '#111827',
          textColor: '#d1d5db',
          headingColor: '#ffffff',
          linkColor: '#e5e7eb',
        },
        productGrid: {
          buyButtonBackground: '#111827',
          cartButtonTextColor: '#111827',
          backgroundColor: '#ffffff',
        },
      } as Record<string, Record<string, string>>;
      for (const [key, want] of Object.entries(v1[type] ?? {}))
        expect(shown(props, key, roles[key]!), `${type}.${key}`).toBe(want);
    },
  );

  it('puts a section on the scheme its colours match best, keeping the others custom', () => {
    const [footer, grid, custom] = migrateV1ColorTree<{
      type: string;
      props: Record<string, unknown>;
    }>([
      { type: 'footer', props: {} },
      { type: 'productGrid', props: {} },
      { type: 'faq', props: { titleColor: '#ff0000', backgroundColor: 'transparent' } },
    ]);
    expect(footer!.props).toMatchObject({
      colorScheme: 'scheme-2',
      backgroundColor: '',
      textColor: '',
      headingColor: '',
      linkColor: '#e5e7eb',
    });
    expect(grid!.props.colorScheme).toBe('scheme-1');
    for (const key of Object.keys(sectionColorRoles.productGrid!))
      expect(grid!.props[key], key).toBe('');
    expect(custom!.props).toMatchObject({
      colorScheme: 'scheme-1',
      titleColor: '#ff0000',
      answerColor: '#4b5563',
      backgroundColor: '',
    });
  });

  it('reads an empty colour of version 1 (which refused it) as the old default', () => {
    const [footer] = migrateV1ColorTree([{ type: 'footer', props: { backgroundColor: '' } }]);
    expect(footer!.props).toMatchObject({ colorScheme: 'scheme-2', backgroundColor: '' });
    const [faq] = migrateV1ColorTree([{ type: 'faq', props: { answerColor: '' } }]);
    expect(faq!.props.answerColor).toBe('#4b5563');
  });

  it('keeps a transparent background inside a coloured container transparent', () => {
    const [container] = migrateV1ColorTree([
      {
        type: 'container',
        props: {
          backgroundColor: '#fef3c7',
          children: [{ id: 't', type: 'textBlock', props: { backgroundColor: 'transparent' } }],
        },
      },
    ]);
    expect(container!.props.backgroundColor).toBe('#fef3c7');
    const [child] = container!.props.children as { props: Record<string, unknown> }[];
    expect(child!.props.backgroundColor).toBe('transparent');
  });

  it('runs when a version 1 document is read, then every later migration', () => {
    const result = parseContentDocument({
      schemaVersion: 1,
      components: [{ id: 'f', type: 'footer', props: { backgroundColor: '#111827' } }],
    });
    expect(result.ok && result.document.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(result.ok && result.document.components[0]!.props).toMatchObject({
      colorScheme: 'scheme-2',
      backgroundColor: '',
    });
  });
});
