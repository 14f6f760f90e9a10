/**
 * Pure, immutable operations on the builder's one components list, containers included
 * (nested components live in a container's `props.children`). Every operation shares
 * structure: components it does not touch keep their object identity.
 * Owns: lookup, insert, remove, replace, placement paths, new ids. Not: history, selection,
 * the placement rule itself (shared's `canPlace`).
 */
import type { Component } from '../../protocol';
import { canPlace, getSectionDefinition, getTreeChildren, subtreeHeight } from '../../shared';

/** Where a component sits: its parent container's id (null = root list) and index there. */
export interface ComponentLocation {
  component: Component;
  parentId: string | null;
  index: number;
}

/** A location plus the index path from the root and the nesting depth (root list = 1). */
interface ComponentPath extends ComponentLocation {
  /** Indices from the root list down to the component itself. */
  path: number[];
  depth: number;
}

/** The nested components of a container (empty for every other type). */
export function getChildren(component: Component): Component[] {
  return getTreeChildren(component) as Component[];
}

function withChildren(container: Component, children: Component[]): Component {
  return {
    ...container,
    props: { ...container.props, children: children as unknown as Component['props'][string] },
  };
}

function locate(
  list: Component[],
  id: string,
  parentId: string | null,
  prefix: number[],
): ComponentPath | null {
  for (let index = 0; index < list.length; index++) {
    const component = list[index]!;
    if (component.id === id) {
      return { component, parentId, index, path: [...prefix, index], depth: prefix.length + 1 };
    }
    if (component.type === 'container') {
      const found = locate(getChildren(component), id, component.id, [...prefix, index]);
      if (found) return found;
    }
  }
  return null;
}

/** Finds `id` anywhere in the tree: the component, its parent container's id and its index. */
export function findComponent(components: Component[], id: string): ComponentLocation | null {
  const found = locate(components, id, null, []);
  return found && { component: found.component, parentId: found.parentId, index: found.index };
}

/** Like findComponent, with the index path and depth (root list = 1). */
export function findComponentPath(components: Component[], id: string): ComponentPath | null {
  return locate(components, id, null, []);
}

/** Whether `id` is somewhere in the tree. */
export function hasComponent(components: Component[], id: string): boolean {
  return locate(components, id, null, []) !== null;
}

/**
 * Replaces the list at `listPath` (indices of containers from the root; [] = root list) with
 * `update(list)`, copying only the containers on the way down.
 */
export function updateListAt(
  components: Component[],
  listPath: readonly number[],
  update: (list: Component[]) => Component[],
): Component[] {
  if (listPath.length === 0) return update(components);
  const [head, ...rest] = listPath as [number, ...number[]];
  const container = components[head];
  if (!container) return components;
  const children = getChildren(container);
  const nextChildren = updateListAt(children, rest, update);
  if (nextChildren === children) return components;
  const next = components.slice();
  next[head] = withChildren(container, nextChildren);
  return next;
}

/** Replaces the component with `id` by `update(component)`; the same list when nothing changes. */
export function updateComponent(
  components: Component[],
  id: string,
  update: (component: Component) => Component,
): Component[] {
  const found = locate(components, id, null, []);
  if (!found) return components;
  const replacement = update(found.component);
  if (replacement === found.component) return components;
  return updateListAt(components, found.path.slice(0, -1), (list) => {
    const next = list.slice();
    next[found.index] = replacement;
    return next;
  });
}

/** Removes the component with `id` (and, for a container, everything in it). */
export function removeComponent(components: Component[], id: string): Component[] {
  const found = locate(components, id, null, []);
  if (!found) return components;
  return updateListAt(components, found.path.slice(0, -1), (list) =>
    list.filter((_, i) => i !== found.index),
  );
}

/**
 * Inserts `component` at `index` (clamped) of the root list (`parentId` null) or of that
 * container's children; the same list when the parent is not a container.
 */
export function insertComponent(
  components: Component[],
  component: Component,
  parentId: string | null,
  index: number,
): Component[] {
  let listPath: number[] = [];
  if (parentId !== null) {
    const parent = locate(components, parentId, null, []);
    if (!parent || parent.component.type !== 'container') return components;
    listPath = parent.path;
  }
  return updateListAt(components, listPath, (list) => {
    const at = clampIndex(index, list.length);
    return [...list.slice(0, at), component, ...list.slice(at)];
  });
}

/** `index` rounded and clamped to a gap of a list of `length` items (0..length). */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return index > 0 ? length : 0;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

/**
 * Whether `component` may be placed in `parentId`'s children (null = root list), given the
 * tree: the parent must be a container, the placement allowed by shared's `canPlace`, and a
 * container never goes into itself or its own descendant.
 * Returns the parent's index path ([] for the root), or null when refused.
 */
export function placementPath(
  components: Component[],
  component: Component,
  parentId: string | null,
): number[] | null {
  if (parentId === null) return [];
  const parent = locate(components, parentId, null, []);
  if (!parent || parent.component.type !== 'container') return null;
  const item = { type: component.type, height: subtreeHeight(component) };
  if (!canPlace(item, parent.depth + 1)) return null;
  // Inside itself or a descendant: the parent's own ancestry passes through `component`.
  if (parentId === component.id || locate(getChildren(component), parentId, null, []) !== null) {
    return null;
  }
  return parent.path;
}

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

/** Every id in the tree. */
export function collectIds(components: Component[], into = new Set<string>()): Set<string> {
  for (const component of components) {
    into.add(component.id);
    if (component.type === 'container') collectIds(getChildren(component), into);
  }
  return into;
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
