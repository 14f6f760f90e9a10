/**
 * The palette's contents: every section definition not hidden (all but `product`), grouped
 * by `definition.group` in a fixed order, each followed by its presets, then every block
 * type, filtered by the search box.
 * Owns: grouping and filtering. Not: rendering, dragging.
 */
import {
  blockRegistry,
  sectionRegistry,
  type BlockDefinition,
  type PaletteGroup,
  type SectionDefinition,
  type SectionPreset,
} from '../../shared';

/** The order palette groups are shown in. */
export const PALETTE_GROUP_ORDER: readonly PaletteGroup[] = [
  'Header',
  'Hero',
  'Products',
  'Content',
  'Media',
  'Layout',
  'Forms',
  'Footer',
];

export interface PaletteGroupItems {
  group: PaletteGroup;
  items: SectionDefinition[];
}

const visibleDefinitions: SectionDefinition[] = Object.values(sectionRegistry).filter(
  (definition: SectionDefinition) => !definition.hidden,
);

const normalize = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `definition` matches every word of `query` (label, description, group or type). */
export function matchesQuery(
  definition: { label: string; description: string; type: string; group: string },
  query: string,
): boolean {
  const words = normalize(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(
    `${definition.label} ${definition.description} ${definition.group} ${definition.type}`,
  );
  return words.every((word) => haystack.includes(word));
}

/** A section's presets matching `query` (their own words, or their section's). */
export function palettePresets(definition: SectionDefinition, query = ''): SectionPreset[] {
  return (definition.presets ?? []).filter(
    (preset) =>
      matchesQuery(definition, query) ||
      matchesQuery({ ...definition, label: preset.label, description: preset.description }, query),
  );
}

/**
 * The palette groups with their items matching `query` (a section matches when one of its
 * presets does); groups left empty are dropped.
 */
export function paletteGroups(query = ''): PaletteGroupItems[] {
  return PALETTE_GROUP_ORDER.map((group) => ({
    group,
    items: visibleDefinitions.filter(
      (d) => d.group === group && (matchesQuery(d, query) || palettePresets(d, query).length > 0),
    ),
  })).filter((entry) => entry.items.length > 0);
}

/** Every block type, in the registry's order, filtered by the search box like the sections. */
export function paletteBlocks(query: string): BlockDefinition[] {
  return Object.values(blockRegistry).filter((definition: BlockDefinition) =>
    matchesQuery({ ...definition, group: 'Blocks' }, query),
  );
}
