import { describe, expect, it } from 'vitest';
import { getSectionDefinition, sectionTypes } from '../../shared';
import { PALETTE_GROUP_ORDER, paletteGroups, palettePresets } from './palette-groups';

const typesOf = (groups: ReturnType<typeof paletteGroups>) =>
  groups.flatMap((g) => g.items.map((d) => d.type));

describe('paletteGroups', () => {
  it('lists every section type except product, each once', () => {
    const types = typesOf(paletteGroups());
    expect(types).not.toContain('product');
    expect([...types].sort()).toEqual(sectionTypes.filter((t) => t !== 'product').sort());
  });

  it('orders groups as the palette shows them and puts each item under its own group', () => {
    const groups = paletteGroups();
    const order = groups.map((g) => g.group);
    expect(order).toEqual(PALETTE_GROUP_ORDER.filter((g) => order.includes(g)));
    for (const { group, items } of groups) for (const item of items) expect(item.group).toBe(group);
    expect(groups[0]?.group).toBe('Header');
  });

  it('filters by label, description or group, case-insensitively, dropping empty groups', () => {
    expect(typesOf(paletteGroups('FAQ'))).toEqual(['faq']);
    const footer = paletteGroups('footer');
    expect(typesOf(footer)).toContain('footer');
    expect(typesOf(paletteGroups('products grid'))).toEqual(
      expect.arrayContaining(['productGrid', 'simpleProductGrid']),
    );
    expect(paletteGroups('no such section')).toEqual([]);
  });

  it('treats a blank query as no filter', () => {
    expect(typesOf(paletteGroups('   '))).toEqual(typesOf(paletteGroups()));
  });

  it("lists a section's presets after it, and finds a section by a preset's words", () => {
    const banner = getSectionDefinition('banner')!;
    expect(palettePresets(banner).map((p) => p.label)).toEqual([
      'Sale banner',
      'Banner with two buttons',
    ]);
    expect(typesOf(paletteGroups('countdown'))).toEqual(
      expect.arrayContaining(['heroStatic', 'banner']),
    );
    expect(palettePresets(banner, 'two buttons').map((p) => p.id)).toEqual(['two-buttons']);
    expect(palettePresets(getSectionDefinition('faq')!)).toEqual([]);
  });
});
