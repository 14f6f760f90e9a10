import { describe, expect, it } from 'vitest';
import {
  canNestType,
  canPlace,
  getPlacementRefusal,
  MAX_CONTAINER_DEPTH,
  subtreeHeight,
  type TreeNode,
} from './tree';

const section = (type = 'textBlock'): TreeNode => ({ type, props: {} });
const container = (...children: TreeNode[]): TreeNode => ({
  type: 'container',
  props: { children },
});

describe('the container placement rule', () => {
  it('nests containers 3 deep and refuses a 4th level', () => {
    expect(MAX_CONTAINER_DEPTH).toBe(3);
    // List depth: the root list is 1, a root container's list is 2, and so on.
    expect(canPlace({ type: 'container', height: 1 }, 3)).toBe(true);
    expect(canPlace({ type: 'textBlock', height: 1 }, 3)).toBe(true);
    expect(canPlace({ type: 'textBlock', height: 1 }, 4)).toBe(false);
    expect(canPlace({ type: 'container', height: 1 }, 4)).toBe(false);
    expect(getPlacementRefusal({ type: 'textBlock', height: 1 }, 4)).toBe('too-deep');
  });

  it('keeps topbar, navbar, footer and product out of every container', () => {
    for (const type of ['topbar', 'navbar', 'footer', 'product']) {
      expect(canNestType(type), type).toBe(false);
      expect(canPlace({ type, height: 1 }, 1), type).toBe(true);
      expect(canPlace({ type, height: 1 }, 2), type).toBe(false);
      expect(getPlacementRefusal({ type, height: 1 }, 2), type).toBe('root-only');
    }
    expect(canNestType('banner')).toBe(true);
    expect(canNestType('container')).toBe(true);
    expect(canNestType('marquee')).toBe(false);
  });

  it('counts the levels a container brings with it', () => {
    expect(subtreeHeight(section())).toBe(1);
    expect(subtreeHeight(container())).toBe(1);
    expect(subtreeHeight(container(section()))).toBe(2);
    expect(subtreeHeight(container(container()))).toBe(2);
    expect(subtreeHeight(container(section(), container(container(section()))))).toBe(4);
    // A section's own props never count as children.
    expect(subtreeHeight({ type: 'faq', props: { children: [section()] } })).toBe(1);
  });

  it('refuses a container whose nested containers would end past the limit', () => {
    const twoLevels = container(container());
    const threeLevels = container(container(container()));
    expect(canPlace({ type: 'container', height: subtreeHeight(twoLevels) }, 2)).toBe(true);
    expect(canPlace({ type: 'container', height: subtreeHeight(twoLevels) }, 3)).toBe(false);
    expect(canPlace({ type: 'container', height: subtreeHeight(threeLevels) }, 1)).toBe(true);
    expect(canPlace({ type: 'container', height: subtreeHeight(threeLevels) }, 2)).toBe(false);
    expect(getPlacementRefusal({ type: 'container', height: 3 }, 2)).toBe('too-deep');
  });
});
