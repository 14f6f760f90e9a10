/**
 * The builder document kernel: pure, immutable edits of a page's components tree (containers
 * hold nested components in `props.children`). Every edit copies only the path to what it
 * changes; every other component keeps its object identity (the editor's diff, its autosave
 * and the canvas's memoized sections rely on it). An edit that does not fit the tree throws
 * TreeEditError and changes nothing. The editor's store and the canvas both edit through here.
 * Owns: find, insert, remove, move, update, applyPatch, "not into itself". Not: the
 * placement rule (tree.ts), history, selection, new ids.
 */
import type { Component } from './content';
import { CodedError } from '../lib/coded-error';
import { canPlace, getTreeChildren, subtreeHeight } from './tree';

/** One edit of the tree, as the editor sends it to the canvas (`canvas/patch`). */
export type PatchOp =
  /** Replaces the props of `id`. */
  | { op: 'props'; id: string; props: Component['props'] }
  /** Puts `component` at gap `index` of the root list (`parentId` null) or of a container. */
  | { op: 'insert'; component: Component; parentId: string | null; index: number }
  | { op: 'remove'; id: string }
  /** `index`: the final index in the target list, counted after `id` left its own list. */
  | { op: 'move'; id: string; parentId: string | null; index: number };

/** Why an edit does not fit the tree. */
export type TreeEditErrorCode =
  'unknown-id' | 'not-a-container' | 'duplicate-id' | 'index-out-of-range' | 'into-itself';

/** An edit that does not fit the tree (unknown id, bad parent, bad index...). */
export class TreeEditError extends CodedError<TreeEditErrorCode> {
  override readonly name = 'TreeEditError';
}

/** Where a component sits: its parent container's id (null = root list) and index there. */
export interface ComponentLocation {
  component: Component;
  parentId: string | null;
  index: number;
}

/** A location plus how it is reached from the root. */
export interface ComponentPath extends ComponentLocation {
  /** Indices from the root list down to the component itself. */
  path: number[];
  /** Ids of the containers around it, outermost first. */
  ancestors: string[];
  /** Depth of the list it sits in (root list = 1). */
  depth: number;
}

/** A container's nested components (`props.children`); [] for every other type. */
export function getChildren(component: Component): Component[] {
  return getTreeChildren(component) as Component[];
}

function withChildren(container: Component, children: Component[]): Component {
  return { ...container, props: { ...container.props, children } };
}

/** Index path of `id` (root list first), or null when it is not in the tree. */
function locate(list: readonly Component[], id: string, prefix: number[]): number[] | null {
  for (let index = 0; index < list.length; index++) {
    const component = list[index]!;
    if (component.id === id) return [...prefix, index];
    if (component.type === 'container') {
      const found = locate(getChildren(component), id, [...prefix, index]);
      if (found) return found;
    }
  }
  return null;
}

/** Finds `id` anywhere in the tree: the component, its index path, parent and ancestors. */
export function findComponentPath(list: readonly Component[], id: string): ComponentPath | null {
  const path = locate(list, id, []);
  if (!path) return null;
  const ancestors: string[] = [];
  let level: readonly Component[] = list;
  for (const index of path.slice(0, -1)) {
    const container = level[index]!;
    ancestors.push(container.id);
    level = getChildren(container);
  }
  const index = path[path.length - 1]!;
  return {
    component: level[index]!,
    parentId: ancestors.length ? ancestors[ancestors.length - 1]! : null,
    index,
    path,
    ancestors,
    depth: path.length,
  };
}

/** Finds `id` anywhere in the tree: the component, its parent container's id and its index. */
export function findComponent(list: readonly Component[], id: string): ComponentLocation | null {
  const found = findComponentPath(list, id);
  return found && { component: found.component, parentId: found.parentId, index: found.index };
}

/** Whether `id` is somewhere in the tree. */
export function hasComponent(list: readonly Component[], id: string): boolean {
  return locate(list, id, []) !== null;
}

/** Visits every component of the tree, depth first, each before its children. */
export function walkComponents(
  list: readonly Component[],
  visit: (component: Component) => void,
): void {
  for (const component of list) {
    visit(component);
    if (component.type === 'container') walkComponents(getChildren(component), visit);
  }
}

/** Every id in the tree (nested ones included), added to `into`. */
export function collectIds(list: readonly Component[], into = new Set<string>()): Set<string> {
  walkComponents(list, (component) => into.add(component.id));
  return into;
}

/** `index` rounded and clamped to a gap of a list of `length` items (0..length). */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return index > 0 ? length : 0;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

/** Length of the list `parentId` holds (null = root list); throws when it holds none. */
export function getListLength(list: readonly Component[], parentId: string | null): number {
  return parentId === null ? list.length : getChildren(requireContainer(list, parentId)).length;
}

/**
 * Whether `component` may be placed in `parentId`'s list (null = root list): the parent is a
 * container in the tree, shared's `canPlace` allows the depth and type, and a container never
 * goes into itself or its own descendant. Returns that list's index path ([] for the root),
 * or null when refused.
 */
export function placementPath(
  list: readonly Component[],
  component: Component,
  parentId: string | null,
): number[] | null {
  if (parentId === null) return [];
  const parent = findComponentPath(list, parentId);
  if (!parent || parent.component.type !== 'container') return null;
  if (parentId === component.id || parent.ancestors.includes(component.id)) return null;
  const item = { type: component.type, height: subtreeHeight(component) };
  return canPlace(item, parent.depth + 1) ? parent.path : null;
}

function requireContainer(list: readonly Component[], parentId: string): Component {
  const found = findComponentPath(list, parentId);
  if (!found) throw new TreeEditError('unknown-id', `No container ${parentId}`);
  if (found.component.type !== 'container') {
    throw new TreeEditError('not-a-container', `Component ${parentId} is not a container`);
  }
  return found.component;
}

/**
 * Replaces the list at `listPath` (indices of containers from the root; [] = root list) with
 * `update(list)`, copying only the containers on the way down.
 */
function updateListAt(
  list: Component[],
  listPath: readonly number[],
  update: (list: Component[]) => Component[],
): Component[] {
  if (listPath.length === 0) return update(list);
  const [head, ...rest] = listPath as [number, ...number[]];
  const container = list[head]!;
  const children = getChildren(container);
  const nextChildren = updateListAt(children, rest, update);
  if (nextChildren === children) return list;
  const next = list.slice();
  next[head] = withChildren(container, nextChildren);
  return next;
}

/** The list at `listPath` (indices of containers from the root; [] = root list). */
function listAt(list: readonly Component[], listPath: readonly number[]): readonly Component[] {
  let level = list;
  for (const index of listPath) level = getChildren(level[index]!);
  return level;
}

/** Where `id` sits (its list's path and index, and itself); throws for an unknown id. */
function requireSlot(list: readonly Component[], id: string) {
  const path = locate(list, id, []);
  if (!path) throw new TreeEditError('unknown-id', `No component ${id}`);
  const listPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return { listPath, index, component: listAt(list, listPath)[index]! };
}

/** The index path of the list `parentId` holds ([] = root list); throws when it holds none. */
function listPathOf(list: readonly Component[], parentId: string | null): number[] {
  if (parentId === null) return [];
  requireContainer(list, parentId);
  return locate(list, parentId, [])!;
}

function checkGap(index: number, length: number): void {
  if (index > length) {
    throw new TreeEditError(
      'index-out-of-range',
      `Index ${index} is past the end of a list of ${length}`,
    );
  }
  if (!Number.isInteger(index) || index < 0) {
    throw new TreeEditError('index-out-of-range', `Index ${index} is not a gap of a list`);
  }
}

function insertAt(list: Component[], index: number, component: Component): Component[] {
  checkGap(index, list.length);
  return [...list.slice(0, index), component, ...list.slice(index)];
}

/**
 * Replaces the component `id` by `update(component)`; the same list when `update` returns it
 * unchanged. Throws TreeEditError for an unknown id.
 */
export function updateComponent(
  list: Component[],
  id: string,
  update: (component: Component) => Component,
): Component[] {
  const found = requireSlot(list, id);
  const replacement = update(found.component);
  if (replacement === found.component) return list;
  return updateListAt(list, found.listPath, (siblings) => {
    const next = siblings.slice();
    next[found.index] = replacement;
    return next;
  });
}

/**
 * Inserts `component` at gap `index` (0..length) of the root list (`parentId` null) or of that
 * container's list. Throws TreeEditError when the parent is unknown or no container, the
 * index is no gap of that list, or an id of `component` (nested ones included) is taken.
 */
export function insertComponent(
  list: Component[],
  component: Component,
  parentId: string | null,
  index: number,
): Component[] {
  const taken = collectIds(list);
  for (const id of collectIds([component])) {
    if (taken.has(id)) throw new TreeEditError('duplicate-id', `Component ${id} already exists`);
  }
  const listPath = listPathOf(list, parentId);
  return updateListAt(list, listPath, (siblings) => insertAt(siblings, index, component));
}

/** Removes `id` (a container with everything in it). Throws TreeEditError for an unknown id. */
export function removeComponent(list: Component[], id: string): Component[] {
  const found = requireSlot(list, id);
  return updateListAt(list, found.listPath, (siblings) =>
    siblings.filter((_, i) => i !== found.index),
  );
}

/**
 * Moves `id` to `index` of `parentId`'s list (null = root), `index` counted after it left its
 * own list (its final index). Throws TreeEditError for an unknown id or parent, a parent that
 * is no container, a container moved into itself or its descendant, or an index past the end.
 */
export function moveComponent(
  list: Component[],
  id: string,
  parentId: string | null,
  index: number,
): Component[] {
  const found = findComponentPath(list, id);
  if (!found) throw new TreeEditError('unknown-id', `No component ${id}`);
  if (
    parentId !== null &&
    (parentId === id || hasComponent(getChildren(found.component), parentId))
  ) {
    throw new TreeEditError('into-itself', `Cannot move ${id} into itself`);
  }
  const sourceListPath = found.path.slice(0, -1);
  if (found.parentId === parentId) {
    // One list: one copy of the path.
    checkGap(index, listAt(list, sourceListPath).length - 1);
    if (index === found.index) return list;
    return updateListAt(list, sourceListPath, (siblings) => {
      const next = siblings.slice();
      next.splice(found.index, 1);
      next.splice(index, 0, found.component);
      return next;
    });
  }
  const targetLength = getListLength(list, parentId);
  checkGap(index, targetLength);
  const without = updateListAt(list, sourceListPath, (siblings) =>
    siblings.filter((_, i) => i !== found.index),
  );
  // Removing the source may shift the target's path: find it again.
  return updateListAt(without, listPathOf(without, parentId), (siblings) =>
    insertAt(siblings, index, found.component),
  );
}

/**
 * Moves `id` by `offset` places within its own list (Move up: -1, Move down: 1); the same
 * list when that would pass either end. Throws TreeEditError for an unknown id.
 */
export function shiftComponent(list: Component[], id: string, offset: number): Component[] {
  const found = requireSlot(list, id);
  const index = found.index + offset;
  const { listPath } = found;
  if (index === found.index || index < 0 || index >= listAt(list, listPath).length) return list;
  return updateListAt(list, listPath, (siblings) => {
    const next = siblings.slice();
    next.splice(found.index, 1);
    next.splice(index, 0, found.component);
    return next;
  });
}

/** Applies one patch op; throws TreeEditError when it does not fit (see each edit). */
export function applyPatch(list: Component[], op: PatchOp): Component[] {
  switch (op.op) {
    case 'props':
      return updateComponent(list, op.id, (component) => ({ ...component, props: op.props }));
    case 'insert':
      return insertComponent(list, op.component, op.parentId, op.index);
    case 'remove':
      return removeComponent(list, op.id);
    case 'move':
      return moveComponent(list, op.id, op.parentId, op.index);
  }
}
