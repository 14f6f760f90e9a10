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
});
