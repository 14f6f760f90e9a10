/**
 * The one rule of where a section may sit in a page's components tree, for the server's
 * content validation, the editor's store and layer list, and the canvas's drop targets:
 * global sections and `product` stay in the root list; nothing sits deeper than
 * MAX_CONTAINER_DEPTH lists. Owns: that rule and the depth arithmetic. Not: tree edits.
 */
import { globalSectionTypes } from './labels';
import { sectionTypes, type SectionType } from './types';

/** How deep lists nest: the root list is depth 1, a root container's list depth 2, and so on. */
export const MAX_CONTAINER_DEPTH = 3;

/** The section types that only ever sit in the root list: the global sections and `product`. */
export const rootOnlySectionTypes: readonly SectionType[] = [...globalSectionTypes, 'product'];

/** What the rule reads of a component: its type and, for a container, `props.children`. */
export interface TreeNode {
  type: string;
  props?: Readonly<Record<string, unknown>>;
}

/** Why a placement is refused: a root-only type in a container, or a list nested too deep. */
export type PlacementRefusal = 'root-only' | 'too-deep';

/** Whether a section of `type` may sit inside a container (known types, not root-only ones). */
export function canNestType(type: string): boolean {
  return (
    (sectionTypes as readonly string[]).includes(type) &&
    !(rootOnlySectionTypes as readonly string[]).includes(type)
  );
}

/** A container's nested components (`props.children`); [] for every other type. */
export function getTreeChildren<T extends TreeNode>(node: T): readonly T[] {
  const children = node.type === 'container' ? node.props?.children : undefined;
  return Array.isArray(children) ? (children as T[]) : [];
}

/**
 * How many list levels a component occupies: 1, plus the deepest chain of its nested
 * components for a container (an empty container is 1, a container of sections 2).
 */
export function subtreeHeight(node: TreeNode): number {
  let deepest = 0;
  for (const child of getTreeChildren(node)) deepest = Math.max(deepest, subtreeHeight(child));
  return 1 + deepest;
}

/**
 * Why a component of `type` occupying `height` levels (`subtreeHeight`) may not sit in a
 * list at `listDepth` (root list = 1), or undefined when it may.
 */
export function getPlacementRefusal(
  item: { type: string; height: number },
  listDepth: number,
): PlacementRefusal | undefined {
  if (listDepth > 1 && !canNestType(item.type)) return 'root-only';
  // Its deepest nested component would sit at listDepth + height - 1.
  if (listDepth + item.height - 1 > MAX_CONTAINER_DEPTH) return 'too-deep';
  return undefined;
}

/** Whether a component of `type` occupying `height` levels may sit in a list at `listDepth`. */
export function canPlace(item: { type: string; height: number }, listDepth: number): boolean {
  return getPlacementRefusal(item, listDepth) === undefined;
}
