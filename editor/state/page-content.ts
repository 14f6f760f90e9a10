/**
 * The one components list <-> what is saved: the page's own content and the store's global
 * content (topbar, navbar, footer), shared by all pages.
 * Owns: the join order on load and the split on save. Not: validation (shared/content.ts).
 */
import type { Component } from '../../protocol';

/** Splits the editor's list into the page's content and the store's global content. */
export function splitForSave(components: Component[]): {
  content: Component[];
  globalContent: Component[];
} {
  const content: Component[] = [];
  const globalContent: Component[] = [];
  for (const component of components) {
    (component.contentType === 'global' ? globalContent : content).push(component);
  }
  return { content, globalContent };
}

/**
 * The editor's list: header globals (stored order), the page's content, then footer globals.
 * Each entry is marked with the content type of the list it came from, so splitForSave puts
 * it back there (entries already marked keep their identity).
 */
export function joinForEdit(content: Component[], globalContent: Component[]): Component[] {
  const asGlobal = globalContent.map((c) => mark(c, 'global'));
  return [
    ...asGlobal.filter((c) => c.type !== 'footer'),
    ...content.map((c) => mark(c, 'normal')),
    ...asGlobal.filter((c) => c.type === 'footer'),
  ];
}

function mark(component: Component, contentType: 'global' | 'normal'): Component {
  return component.contentType === contentType ? component : { ...component, contentType };
}
