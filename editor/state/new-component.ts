/**
 * Where a new section goes and what it is called: the default root index for a type, and new
 * component ids. Owns: those two editor rules. Not: the tree edits (shared's
 * component-tree.ts), the placement rule (shared's tree.ts).
 */
import { getSectionDefinition, type Component } from '../../shared';

const isHeaderGlobal = (c: Component) => c.contentType === 'global' && c.type !== 'footer';
const isFooter = (c: Component) => c.type === 'footer';

/**
 * The default root index for a new `type`: header globals go after the last leading header
 * global, the footer at the very end, anything else before the first trailing footer.
 */
export function defaultRootIndex(components: Component[], type: string): number {
  if (type === 'footer') return components.length;
  if (getSectionDefinition(type)?.contentType === 'global') {
    let at = 0;
    while (at < components.length && isHeaderGlobal(components[at]!)) at++;
    return at;
  }
  let at = components.length;
  while (at > 0 && isFooter(components[at - 1]!)) at--;
  return at;
}

/**
 * A new component id: `${type}-` and 8 hex digits from crypto.getRandomValues (randomUUID
 * needs a secure context; the product host may be plain http). Retries on a clash with `taken`.
 */
export function createComponentId(type: string, taken?: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4));
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const id = `${type}-${hex}`;
    if (!taken?.has(id)) return id;
  }
}
