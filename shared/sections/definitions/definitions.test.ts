/**
 * What every section definition's test checks the same way, driven by one table:
 * `documented-props.json` holds, per section type, its palette data, the documented default
 * props (`schema.parse({})`) and the props at the edges of their bounds. What only one
 * section checks stays in that section's own test file.
 */
import { describe, expect, it } from 'vitest';
import { sectionRegistry } from '../registry';
import { sectionTypes, type SectionType, type ShowIf } from '../types';
import documented from './documented-props.json';

type Props = Record<string, unknown>;

interface DocumentedSection {
  group: string;
  contentType: 'global' | 'normal';
  hidden: boolean;
  /** `schema.parse({})`, spelled out. */
  defaults: Props;
  /** Props edited otherwise than from the settings panel (a container's children). */
  withoutSetting?: string[];
  /** The control of a prop whose editor is special. */
  kinds?: Record<string, string>;
  /** The option values a select offers. */
  options?: Record<string, (string | number)[]>;
  /** Settings shown only when another prop is on. */
  showIf?: Record<string, ShowIf>;
  /** Props the schema accepts, at the edges of their bounds. */
  accepts?: Props[];
  /** Props past those edges, refused. */
  refuses?: Props[];
  /** The longest text a prop takes: one character more is refused. */
  maxLengths?: Record<string, number>;
  /** The most items a list prop takes, with an item to fill it: one more is refused. */
  maxItems?: Record<string, { max: number; item: Props }>;
  /** Props parsed with their missing fields filled in. */
  parses?: { given: Props; expected: Props }[];
}

const table = documented as Record<SectionType, DocumentedSection>;

/** `count` copies of `item`, each with its own id when the item has one. */
const listOf = (count: number, item: Props) =>
  Array.from({ length: count }, (_, i) =>
    typeof item.id === 'string' ? { ...item, id: `${item.id}${i}` } : { ...item },
  );

describe.each(sectionTypes)('%s section', (type) => {
  const definition = sectionRegistry[type];
  const doc = table[type];
  const parse = (props: Props) => definition.schema.safeParse(props).success;
  const setting = (key: string) => definition.settings.find((s) => s.key === key);

  it('parses {} to the documented defaults', () => {
    expect(definition.schema.parse({})).toEqual(doc.defaults);
  });

  it('has its type, palette group, content type and palette visibility', () => {
    expect(definition.type).toBe(type);
    expect(definition.group).toBe(doc.group);
    expect(definition.contentType).toBe(doc.contentType);
    expect(definition.hidden).toBe(doc.hidden);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const without = doc.withoutSetting ?? [];
    const keys = Object.keys(definition.schema.shape)
      .filter((k) => !without.includes(k))
      .sort();
    expect(definition.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('edits each documented prop with its control, options and condition', () => {
    for (const [key, kind] of Object.entries(doc.kinds ?? {})) {
      expect(setting(key)?.kind, key).toBe(kind);
    }
    for (const [key, values] of Object.entries(doc.options ?? {})) {
      expect(
        setting(key)
          ?.options?.map((o) => o.value)
          .sort(),
        key,
      ).toEqual(values);
    }
    for (const [key, showIf] of Object.entries(doc.showIf ?? {})) {
      expect(setting(key)?.showIf, key).toEqual(showIf);
    }
  });

  it('accepts props at the edges of their bounds and refuses them past it', () => {
    for (const props of doc.accepts ?? []) expect(parse(props), JSON.stringify(props)).toBe(true);
    for (const props of doc.refuses ?? []) expect(parse(props), JSON.stringify(props)).toBe(false);
  });

  it('limits the length of texts and lists', () => {
    for (const [key, max] of Object.entries(doc.maxLengths ?? {})) {
      expect(parse({ [key]: 'a'.repeat(max) }), key).toBe(true);
      expect(parse({ [key]: 'a'.repeat(max + 1) }), key).toBe(false);
    }
    for (const [key, { max, item }] of Object.entries(doc.maxItems ?? {})) {
      expect(parse({ [key]: listOf(max, item) }), key).toBe(true);
      expect(parse({ [key]: listOf(max + 1, item) }), key).toBe(false);
    }
  });

  it('fills the missing fields of the props it is given', () => {
    for (const { given, expected } of doc.parses ?? []) {
      const parsed = definition.schema.parse(given) as Props;
      for (const [key, value] of Object.entries(expected)) expect(parsed[key], key).toEqual(value);
    }
  });
});

describe('section presets', () => {
  it('each parses to valid props of its section, with an id unique in it', () => {
    for (const type of sectionTypes) {
      const presets = sectionRegistry[type].presets ?? [];
      expect(new Set(presets.map((p) => p.id)).size, type).toBe(presets.length);
      for (const preset of presets) {
        expect(preset.id, `${type}.${preset.id}`).toMatch(/^[a-z0-9-]{1,40}$/);
        const parsed = sectionRegistry[type].schema.safeParse(preset.props());
        expect(parsed.success, `${type}.${preset.id}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });
});
