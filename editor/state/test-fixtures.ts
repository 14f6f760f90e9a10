/**
 * Test-only builders for editor/state's tests: components, containers, and an applier of
 * patch ops that does what the canvas does (shared's applyPatch).
 */
import {
  applyPatch,
  defaultSectionProps,
  getSectionDefinition,
  type Component,
  type PatchOp,
  type SectionType,
} from '../../shared';

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
  return { ...container, props: { ...container.props, children } };
}

/** Applies patch ops to `components` the way the canvas does (shared's applyPatch). */
export function applyOps(components: Component[], ops: PatchOp[]): Component[] {
  return ops.reduce(applyPatch, components);
}
