/**
 * Pure operations on the canvas's component tree: applying the editor's patch ops, finding a
 * component. Unchanged components stay reference-equal, so each section's
 * memo skips them. Owns: patch semantics on the canvas side. Not: validation (protocol/).
 */
import type { Component, PatchOp } from '../../protocol';
import { getTreeChildren } from '../../shared';

/** A patch that does not fit the tree the canvas holds (the editor should send a render). */
export class PatchError extends Error {
  override readonly name = 'PatchError';
}

/** A container's nested components (`props.children`), or [] for anything else. */
export function childrenOf(component: Component): Component[] {
  return getTreeChildren(component) as Component[];
}

function withChildren(container: Component, children: Component[]): Component {
  return { ...container, props: { ...container.props, children } };
}

export interface FoundComponent {
  component: Component;
  /** The container holding it, null at the root. */
  parentId: string | null;
  index: number;
  /** Ids of the containers around it, outermost first. */
  ancestors: string[];
}

/** Finds `id` anywhere in the tree. */
export function findComponent(
  list: readonly Component[],
  id: string,
  parentId: string | null = null,
  ancestors: string[] = [],
): FoundComponent | null {
  for (let index = 0; index < list.length; index += 1) {
    const component = list[index]!;
    if (component.id === id) return { component, parentId, index, ancestors };
    const kids = childrenOf(component);
    if (kids.length) {
      const found = findComponent(kids, id, component.id, [...ancestors, component.id]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Rewrites the list with `parentId` (null = root) through `change`; returns a new root list
 * with only the path to it copied. Throws PatchError when the parent is not a container here.
 */
function updateList(
  root: Component[],
  parentId: string | null,
  change: (list: Component[]) => Component[],
): Component[] {
  if (parentId === null) return change(root);
  let found = false;
  const visit = (list: Component[]): Component[] => {
    let changed = false;
    const next = list.map((component) => {
      if (found) return component;
      if (component.id === parentId) {
        if (component.type !== 'container') {
          throw new PatchError(`Component ${parentId} is not a container`);
        }
        found = true;
        changed = true;
        return withChildren(component, change(childrenOf(component)));
      }
      const kids = childrenOf(component);
      if (!kids.length) return component;
      const nextKids = visit(kids);
      if (nextKids === kids) return component;
      changed = true;
      return withChildren(component, nextKids);
    });
    return changed ? next : list;
  };
  const next = visit(root);
  if (!found) throw new PatchError(`No container ${parentId}`);
  return next;
}

function idsIn(component: Component): string[] {
  return [component.id, ...childrenOf(component).flatMap(idsIn)];
}

function insertAt(list: Component[], index: number, component: Component): Component[] {
  if (index > list.length) {
    throw new PatchError(`Index ${index} is past the end of a list of ${list.length}`);
  }
  return [...list.slice(0, index), component, ...list.slice(index)];
}

/**
 * Applies one patch op and returns the new root list; throws PatchError when it does not fit
 * (unknown id, duplicate id, index past the end, a parent that is no container).
 * `insert`/`move` index: the final index in the target list (move: after removing it).
 */
export function applyPatch(root: Component[], op: PatchOp): Component[] {
  switch (op.op) {
    case 'props': {
      const found = findComponent(root, op.id);
      if (!found) throw new PatchError(`No component ${op.id}`);
      const updated: Component = { ...found.component, props: op.props };
      return updateList(root, found.parentId, (list) =>
        list.map((c, i) => (i === found.index ? updated : c)),
      );
    }
    case 'insert': {
      for (const id of idsIn(op.component)) {
        if (findComponent(root, id)) throw new PatchError(`Component ${id} already exists`);
      }
      return updateList(root, op.parentId, (list) => insertAt(list, op.index, op.component));
    }
    case 'remove': {
      const found = findComponent(root, op.id);
      if (!found) throw new PatchError(`No component ${op.id}`);
      return updateList(root, found.parentId, (list) => list.filter((_, i) => i !== found.index));
    }
    case 'move': {
      const found = findComponent(root, op.id);
      if (!found) throw new PatchError(`No component ${op.id}`);
      // The target is the component itself or one of its descendants.
      if (op.parentId !== null && findComponent([found.component], op.parentId)) {
        throw new PatchError(`Cannot move ${op.id} into itself`);
      }
      const without = updateList(root, found.parentId, (list) =>
        list.filter((_, i) => i !== found.index),
      );
      return updateList(without, op.parentId, (list) => insertAt(list, op.index, found.component));
    }
  }
}

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
