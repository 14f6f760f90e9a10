/**
 * Sections and section trees for unit tests (the tree edits, the editor's state, the canvas's
 * and the layer list's drop rules): components with their default props, containers, the
 * canvas's way of applying patch ops, and one tree and one set of dragged items that the two
 * sets of drop rules are held against the server's content validation with.
 */
import {
  applyPatch,
  parseContentDocument,
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

/** A section of `type` with its default props; `children` makes it hold those. */
export const section = (type: SectionType, id: string, children?: Component[]): Component => ({
  id,
  type,
  props: children
    ? { ...(defaultSectionProps(type) as Component['props']), children: children as never }
    : (defaultSectionProps(type) as Component['props']),
});

/** root: topbar, c1 [banner, c2 [c3 []]], c4 [], footer. */
export const dropRuleTree = (): Component[] => [
  section('topbar', 't'),
  section('container', 'c1', [
    section('banner', 'b1'),
    section('container', 'c2', [section('container', 'c3', [])]),
  ]),
  section('container', 'c4', []),
  section('footer', 'f'),
];

/** The containers of `dropRuleTree`. */
export const dropRuleContainers = ['c1', 'c2', 'c3', 'c4'];

/** Dragged items: plain sections, containers up to three deep, and the page's fixed parts. */
export const dropRuleItems: Component[] = [
  section('banner', 'new'),
  section('container', 'new', []),
  section('container', 'new', [section('faq', 'n1')]),
  section('container', 'new', [section('container', 'n1', [])]),
  section('container', 'new', [section('container', 'n1', [section('container', 'n2', [])])]),
  section('topbar', 'new'),
  section('navbar', 'new'),
  section('footer', 'new'),
  section('product', 'new'),
];

/** Whether the server's content validation takes `item` as the first child of `parentId`. */
export const serverTakesFirstChild = (
  components: Component[],
  item: Component,
  parentId: string,
): boolean =>
  parseContentDocument({
    components: applyPatch(components, { op: 'insert', component: item, parentId, index: 0 }),
  }).ok;
