/**
 * Test-only builders for editor/state's tests: components, containers, and an applier of
 * patch ops that does what the canvas does (remove, then insert at the final index).
 */
import type { Component, PatchOp } from '../../protocol';
import { defaultSectionProps, getSectionDefinition, type SectionType } from '../../shared';

let counter = 0;

/** A component of `type` with default props; `id` defaults to a unique `${type}-t<n>`. */
export function makeComponent(
  type: SectionType,
  overrides: Partial<Omit<Component, 'type'>> = {},
): Component {
  counter++;
  return {
    id: `${type}-t${counter}`,
    type,
    contentType: getSectionDefinition(type)!.contentType,
    props: defaultSectionProps(type) as Component['props'],
    ...overrides,
  };
}

/** A container holding `children`. */
export function makeContainer(children: Component[], id?: string): Component {
  const container = makeComponent('container', id === undefined ? {} : { id });
  return { ...container, props: { ...container.props, children: children as never } };
}

/** Applies root-list patch ops to `components` the way the canvas does. */
export function applyOps(components: Component[], ops: PatchOp[]): Component[] {
  let list = components.slice();
  for (const op of ops) {
    switch (op.op) {
      case 'props':
        list = list.map((c) => (c.id === op.id ? { ...c, props: op.props } : c));
        break;
      case 'insert':
        list.splice(op.index, 0, op.component);
        break;
      case 'remove':
        list = list.filter((c) => c.id !== op.id);
        break;
      case 'move': {
        const from = list.findIndex((c) => c.id === op.id);
        const [moved] = list.splice(from, 1);
        list.splice(op.index, 0, moved!);
        break;
      }
    }
  }
  return list;
}
