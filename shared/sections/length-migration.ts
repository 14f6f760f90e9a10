/**
 * The content migration from schema version 2 to 3: button and card corner radii became the
 * theme's unless a section sets its own. A radius equal to what the theme then gave (the
 * default theme's: buttons 6 px, cards 8 px, which were also version 2's defaults) becomes
 * the theme's (`null`); another stays the section's. Frozen: it says what version 2 meant.
 */
interface V2Component {
  type: string;
  props?: Record<string, unknown>;
}

/** Version 2's radius props that became theme lengths, with the value that equals the theme's. */
const v2ThemeEqual: Record<string, Record<string, number>> = {
  banner: { ctaBorderRadius: 6 },
  heroStatic: { ctaBorderRadius: 6 },
  productGrid: { cardRadius: 8, buyButtonRadius: 6, cartButtonRadius: 6 },
  simpleProductGrid: { cardRadius: 8 },
};

/** Every component of a version-2 list (containers' children too) in version 3. */
export function migrateV2Lengths<C extends V2Component>(components: C[]): C[] {
  return components.map((c) => {
    const props = { ...(c.props ?? {}) };
    for (const [key, equal] of Object.entries(v2ThemeEqual[c.type] ?? {})) {
      const value = props[key];
      if (value === undefined || value === equal) props[key] = null;
    }
    if (c.type === 'container' && Array.isArray(props.children))
      props.children = migrateV2Lengths(props.children as V2Component[]);
    return { ...c, props };
  });
}
