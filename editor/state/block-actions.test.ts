import { describe, expect, it } from 'vitest';
import { blocksOf, headlineBlocks, type Block } from '../../shared';
import { makeComponent } from '../../tests/support/section-trees';
import { createBuilderStore } from './create-builder-store';

function setup() {
  const store = createBuilderStore({ now: () => 0 });
  store.getState().load({
    components: [
      makeComponent('heroStatic', { id: 'hero', props: { blocks: headlineBlocks() } }),
      makeComponent('faq', { id: 'faq' }),
    ],
    pageType: 'home',
  });
  const s = () => store.getState();
  const blocks = () => blocksOf(s().components[0]!.props);
  const ids = () => blocks().map((b) => b.id);
  const steps = () => store.temporal.getState().pastStates.length;
  return { s, blocks, ids, steps };
}

describe('builder store: blocks', () => {
  it('adds a block as one undo step and selects it; the faq and its props are untouched', () => {
    const { s, ids, steps } = setup();
    const faq = s().components[1];
    const edit = s().addBlock('hero', 'badge', { index: 0 });
    expect(edit.blockId).toBe('badge-1');
    expect(ids()).toEqual(['badge-1', 'heading-1', 'text-1', 'button-1', 'button-2']);
    expect(s().selectedId).toBe('hero');
    expect(s().selectedBlockId).toBe('badge-1');
    expect(s().components[1]).toBe(faq);
    expect(steps()).toBe(1);
    s().undo();
    expect(ids()).toEqual(['heading-1', 'text-1', 'button-1', 'button-2']);
    expect(s().selectedBlockId).toBeNull();
  });

  it('refuses a block over its limit, with the reason, and changes nothing', () => {
    const { s, ids, steps } = setup();
    s().addBlock('hero', 'button');
    s().addBlock('hero', 'button');
    const refused = s().addBlock('hero', 'button');
    expect(refused.refusal).toBe('Static Hero holds at most 4 Button blocks');
    expect(ids().filter((id) => id.startsWith('button'))).toHaveLength(4);
    expect(steps()).toBe(2);
    expect(s().duplicateBlock('hero', 'button-1').refusal).toBe(
      'Static Hero holds at most 4 Button blocks',
    );
    expect(s().addBlock('faq', 'text').refusal).toBe('FAQ does not take Text blocks');
  });

  it('moves, shifts, hides, duplicates and removes, one step each', () => {
    const { s, ids, blocks, steps } = setup();
    s().moveBlock('hero', 'text-1', null, 0);
    expect(ids()).toEqual(['text-1', 'heading-1', 'button-1', 'button-2']);
    expect(s().shiftBlock('hero', 'button-2', -1)).toBe(true);
    expect(ids()).toEqual(['text-1', 'heading-1', 'button-2', 'button-1']);
    expect(s().shiftBlock('hero', 'text-1', -1)).toBe(false);
    s().setBlockHidden('hero', 'heading-1', true);
    expect(blocks()[1]!.hidden).toBe(true);
    const copy = s().duplicateBlock('hero', 'button-1');
    expect(copy.blockId).toBe('button-3');
    expect(blocks()[4]!.props).toEqual(blocks()[3]!.props);
    s().removeBlock('hero', 'text-1');
    expect(ids()).toEqual(['heading-1', 'button-2', 'button-1', 'button-3']);
    expect(steps()).toBe(5);
  });

  it('nests blocks in columns, and a duplicate of columns gets fresh ids throughout', () => {
    const { s, blocks } = setup();
    s().addBlock('hero', 'columns');
    s().addBlock('hero', 'text', { parentId: 'columns-1' });
    expect(s().addBlock('hero', 'countdown', { parentId: 'columns-1' }).refusal).toBe(
      'Columns does not take Countdown blocks',
    );
    s().duplicateBlock('hero', 'columns-1');
    const [first, second] = blocks().filter((b) => b.type === 'columns');
    expect((first!.props.blocks as Block[]).map((b) => b.id)).toEqual(['text-2']);
    expect(second!.id).toBe('columns-2');
    expect((second!.props.blocks as Block[]).map((b) => b.id)).toEqual(['text-3']);
    // Into the columns, refused for a type it does not take, from the section's list.
    expect(s().moveBlock('hero', 'heading-1', 'columns-1', 0).refusal).toBeUndefined();
    expect(s().moveBlock('hero', 'columns-2', 'columns-1', 0).refusal).toBe(
      'Columns does not take Columns blocks',
    );
  });

  it('coalesces typing in one block field into one step, and selecting the section leaves the block', () => {
    const { s, blocks, steps } = setup();
    s().selectBlock('hero', 'heading-1');
    s().updateBlockProps('hero', 'heading-1', { text: 'A' });
    s().updateBlockProps('hero', 'heading-1', { text: 'Ab' });
    expect(blocks()[0]!.props.text).toBe('Ab');
    expect(steps()).toBe(1);
    s().select('hero');
    expect(s().selectedId).toBe('hero');
    expect(s().selectedBlockId).toBeNull();
    s().selectBlock('hero', 'heading-1');
    s().removeBlock('hero', 'heading-1');
    expect(s().selectedBlockId).toBeNull();
    expect(s().selectedId).toBe('hero');
  });

  it('moves a block to another section in one step, the selection following it, ids kept when free', () => {
    const store = createBuilderStore({ now: () => 0 });
    store.getState().load({
      components: [
        makeComponent('heroStatic', { id: 'a', props: { blocks: headlineBlocks() } }),
        makeComponent('heroStatic', { id: 'b', props: { blocks: [] } }),
        makeComponent('faq', { id: 'faq' }),
      ],
      pageType: 'home',
    });
    const s = () => store.getState();
    const idsOf = (i: number) => blocksOf(s().components[i]!.props).map((b) => b.id);
    s().selectBlock('a', 'text-1');
    const moved = s().transferBlock('a', 'text-1', 'b', null, 0);
    expect(moved).toMatchObject({ blockId: 'text-1' });
    expect(idsOf(0)).toEqual(['heading-1', 'button-1', 'button-2']);
    expect(idsOf(1)).toEqual(['text-1']);
    expect([s().selectedId, s().selectedBlockId]).toEqual(['b', 'text-1']);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    s().undo();
    expect(idsOf(0)).toEqual(['heading-1', 'text-1', 'button-1', 'button-2']);
    expect(idsOf(1)).toEqual([]);

    // An id the target has already: the block gets a fresh one there.
    s().transferBlock('a', 'heading-1', 'b', null, 0);
    expect(s().transferBlock('b', 'heading-1', 'a', null, 0)).toMatchObject({
      blockId: 'heading-1',
    });
    s().addBlock('b', 'heading');
    expect(s().transferBlock('a', 'heading-1', 'b', null, 1)).toMatchObject({
      blockId: 'heading-2',
    });
    expect(idsOf(1)).toEqual(['heading-1', 'heading-2']);
  });

  it("refuses a move to another section by that section's rule, with the reason, changing nothing", () => {
    const store = createBuilderStore({ now: () => 0 });
    store.getState().load({
      components: [
        makeComponent('heroStatic', { id: 'hero', props: { blocks: headlineBlocks() } }),
        makeComponent('product', { id: 'product' }),
      ],
      pageType: 'product',
    });
    const s = () => store.getState();
    const before = s().components;
    expect(s().transferBlock('product', 'price-1', 'hero', null, 0).refusal).toBe(
      'Static Hero does not take Price blocks',
    );
    expect(s().transferBlock('hero', 'nope', 'product', null, 0).refusal).toBe(
      'That block is gone',
    );
    expect(s().components).toBe(before);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    // Within one section it is a plain move.
    s().transferBlock('hero', 'text-1', 'hero', null, 0);
    expect(blocksOf(s().components[0]!.props).map((b) => b.id)).toEqual([
      'text-1',
      'heading-1',
      'button-1',
      'button-2',
    ]);
  });
});
