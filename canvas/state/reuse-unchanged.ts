/**
 * Keeps a full render cheap: components that did not change keep their old objects, so each
 * section's memo skips them. Owns: that reuse. Not: tree edits (shared's component-tree.ts
 * applies the editor's patch ops), validation (protocol/).
 */
import type { Component } from '../../protocol';

/**
 * `next`, with each top-level component that equals (same JSON) the one with its id in `prev`
 * replaced by that old object, so a full render re-renders only the sections that changed.
 */
export function reuseUnchanged(prev: readonly Component[], next: Component[]): Component[] {
  if (!prev.length) return next;
  const byId = new Map(prev.map((c) => [c.id, c]));
  return next.map((component) => {
    const old = byId.get(component.id);
    return old && JSON.stringify(old) === JSON.stringify(component) ? old : component;
  });
}
