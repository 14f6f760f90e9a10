import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blockRegistry,
  defaultBlockProps,
  defaultSectionProps,
  getSectionDefinition,
  sectionTypes,
  type SettingKind,
} from '../../shared';
import {
  createDefaultItem,
  getDefaultProps,
  getEnumValues,
  getListElementSchema,
  getNumberBounds,
  getPropSchema,
  getUnitOptions,
  unwrapSchema,
} from './schema-introspection';
import { newListItem } from './ListEditors';

const listKinds: SettingKind[] = ['footerLinks', 'navLinks', 'topbarMessages'];

describe('schema introspection', () => {
  it('unwraps defaults and reads list elements, enums and number bounds', () => {
    const schema = z
      .array(z.object({ a: z.string() }))
      .max(3)
      .default([]);
    expect(unwrapSchema(schema)).toBeInstanceOf(z.ZodArray);
    expect(getListElementSchema(schema)).toBeInstanceOf(z.ZodObject);
    expect(getListElementSchema(z.string())).toBeUndefined();
    expect(getEnumValues(z.enum(['a', 'b']).default('a'))).toEqual(['a', 'b']);
    expect(getNumberBounds(z.number().min(2).max(9).default(3))).toEqual({ min: 2, max: 9 });
    expect(getNumberBounds(z.string())).toEqual({});
  });

  it('reads the units of a unitNumber from the descriptor, else from the schema', () => {
    const banner = getSectionDefinition('banner')!;
    expect(getUnitOptions(['px', 'vh'], getPropSchema(banner, 'height'))).toEqual(['px', 'vh']);
    expect(getUnitOptions(undefined, getPropSchema(banner, 'height'))).toEqual([
      'px',
      '%',
      'rem',
      'em',
      'vh',
      'vw',
    ]);
  });

  it("gives a section's default props, the same object each time", () => {
    const banner = getSectionDefinition('banner')!;
    expect(getDefaultProps(banner)).toEqual(defaultSectionProps('banner'));
    expect(getDefaultProps(banner)).toBe(getDefaultProps(banner));
  });

  it('only looks up own props', () => {
    const banner = getSectionDefinition('banner')!;
    expect(getPropSchema(banner, 'height')).toBeDefined();
    expect(getPropSchema(banner, 'constructor')).toBeUndefined();
  });
});

describe('createDefaultItem', () => {
  const messages = getListElementSchema(getPropSchema(getSectionDefinition('topbar')!, 'messages'));

  it("takes the element schema's defaults, the seed and the id", () => {
    expect(createDefaultItem(messages, { id: 'm-1', seed: { text: 'New message' } })).toEqual({
      id: 'm-1',
      icon: '',
      text: 'New message',
    });
  });

  it('falls back to the bare defaults when the seed does not fit', () => {
    expect(createDefaultItem(messages, { id: 'm-1', seed: { text: 'x'.repeat(999) } })).toEqual({
      id: 'm-1',
      icon: '',
      text: '',
    });
  });

  it('adds no id to items without one, and gives up without a valid item', () => {
    const links = getListElementSchema(blockRegistry.menuColumn.schema.shape.links);
    expect(createDefaultItem(links, { id: 'l-1', seed: { label: 'New link' } })).toEqual({
      label: 'New link',
      url: '/',
    });
    expect(createDefaultItem(messages)).toBeUndefined();
    expect(createDefaultItem(undefined)).toBeUndefined();
  });

  it('makes a new item every list setting of a block accepts', () => {
    for (const definition of Object.values(blockRegistry)) {
      for (const descriptor of definition.settings.filter((d) => listKinds.includes(d.kind))) {
        const schema = (definition.schema.shape as Record<string, z.ZodType>)[descriptor.key]!;
        const current = defaultBlockProps(definition.type)[descriptor.key] as unknown[];
        const item = newListItem(schema, current, 'test', {});
        expect(item, `${definition.type}.${descriptor.key}`).toBeDefined();
        expect(schema.safeParse([...current, item]).success).toBe(true);
      }
    }
  });

  it('makes a new item every list setting of the registry accepts', () => {
    for (const type of sectionTypes) {
      const definition = getSectionDefinition(type)!;
      for (const descriptor of definition.settings.filter((d) => listKinds.includes(d.kind))) {
        const schema = getPropSchema(definition, descriptor.key);
        const current = (defaultSectionProps(type) as unknown as Record<string, unknown[]>)[
          descriptor.key
        ]!;
        const item = newListItem(schema, current, 'test', {});
        expect(item, `${type}.${descriptor.key}`).toBeDefined();
        expect(schema!.safeParse([...current, item]).success, `${type}.${descriptor.key}`).toBe(
          true,
        );
        if (item && 'id' in item) {
          expect(item.id).toMatch(/^test-[0-9a-f]{8}$/);
        }
      }
    }
  });
});
