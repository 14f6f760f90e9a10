import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { makeBlock, type Block } from '../../shared';
import {
  blockPlace,
  blockRowKey,
  flattenLayers,
  moveInRows,
  openToSelection,
  rowIndexOf,
  type LayerExpansion,
  type LayerRow,
} from './layer-rows';

const text = (id: string): Component => ({ id, type: 'textBlock', props: {} });
const container = (id: string, children: Component[]): Component => ({
  id,
  type: 'container',
  props: { children },
});

/** Each row as `key@level posinset/setsize`, `+` open or `-` closed, or `key@level (empty)`. */
const describeRows = (rows: LayerRow[]) =>
  rows.map((r) =>
    r.kind === 'empty'
      ? `${r.key}@${r.depth} (empty)`
      : `${r.key}@${r.depth} ${r.position}/${r.setSize}${r.expanded === undefined ? '' : r.expanded ? ' +' : ' -'}`,
  );

describe('flattenLayers', () => {
  const page = [
    text('a'),
    container('box', [text('b'), container('inner', []), text('c')]),
    text('d'),
  ];

  it('lists sections in display order with their tree level, position and list size', () => {
    expect(describeRows(flattenLayers(page))).toEqual([
      'a@1 1/3',
      'box@1 2/3 +',
      'b@2 1/3',
      'inner@2 2/3 +',
      'inner:empty@3 (empty)',
      'c@2 3/3',
      'd@1 3/3',
    ]);
  });

  it('keeps each component object, so memoized rows see unchanged sections as equal', () => {
    const rows = flattenLayers(page);
    const again = flattenLayers(page);
    const components = (list: LayerRow[]) =>
      list.flatMap((r) => (r.kind === 'item' ? [r.component] : []));
    expect(components(again)).toEqual(components(rows));
    components(again).forEach((c, i) => expect(c).toBe(components(rows)[i]));
  });

  it('gives an empty page no rows', () => {
    expect(flattenLayers([])).toEqual([]);
  });
});

describe('moveInRows', () => {
  const rows = flattenLayers([text('a'), container('box', [container('inner', [])]), text('d')]);
  const at = (id: string) => rowIndexOf(rows, id);
  const keyAt = (step: ReturnType<typeof moveInRows>) =>
    step?.kind === 'focus' ? rows[step.index]!.key : step;

  it('moves to the next and previous section row, skipping empty-container rows', () => {
    expect(keyAt(moveInRows(rows, at('a'), 'next'))).toBe('box');
    expect(keyAt(moveInRows(rows, at('inner'), 'next'))).toBe('d');
    expect(keyAt(moveInRows(rows, at('d'), 'previous'))).toBe('inner');
  });

  it('stops at either end, and Home / End go to the first and last section', () => {
    expect(moveInRows(rows, at('a'), 'previous')).toBeNull();
    expect(moveInRows(rows, at('d'), 'next')).toBeNull();
    expect(keyAt(moveInRows(rows, at('inner'), 'first'))).toBe('a');
    expect(keyAt(moveInRows(rows, at('a'), 'last'))).toBe('d');
  });

  it('finds no row for an unknown or missing id', () => {
    expect(rowIndexOf(rows, 'nope')).toBe(-1);
    expect(rowIndexOf(rows, null)).toBe(-1);
    expect(rowIndexOf(rows, 'inner:empty')).toBe(-1);
  });

  it('steps into an open container with Right and out to it with Left; a container never closes', () => {
    expect(keyAt(moveInRows(rows, at('box'), 'in'))).toBe('inner');
    expect(keyAt(moveInRows(rows, at('inner'), 'out'))).toBe('box');
    // The empty container's only row under it takes no focus.
    expect(moveInRows(rows, at('inner'), 'in')).toBeNull();
    // A root row has nothing to leave to; a plain section nothing to open.
    expect(moveInRows(rows, at('box'), 'out')).toBeNull();
    expect(moveInRows(rows, at('a'), 'in')).toBeNull();
  });
});

const block = (
  type: Block['type'],
  id: string,
  props: Record<string, unknown> = {},
  hidden = false,
) => makeBlock(type, id, props, { hidden });
const hero = (id: string, blocks: Block[]): Component => ({
  id,
  type: 'heroStatic',
  props: { blocks },
});
const heroBlocks = () => [
  block('heading', 'heading-1', { text: 'Hello' }),
  block('columns', 'columns-1', {
    blocks: [block('text', 'text-1', { text: 'Left' }), block('button', 'button-1')],
  }),
  block('button', 'button-2', { label: 'Shop' }, true),
];
const expansion = (
  selectedId: string | null,
  toggled: [string, boolean][] = [],
): LayerExpansion => ({ selectedId, toggled: new Map(toggled) });

describe('flattenLayers: blocks', () => {
  const page = [text('a'), hero('h1', heroBlocks()), hero('h2', heroBlocks()), text('d')];

  it("shows the blocks of the selected section under it, a columns block's one level deeper", () => {
    expect(describeRows(flattenLayers(page, expansion('h1')))).toEqual([
      'a@1 1/4',
      'h1@1 2/4 +',
      'h1/heading-1@2 1/3',
      'h1/columns-1@2 2/3 +',
      'h1/text-1@3 1/2',
      'h1/button-1@3 2/2',
      'h1/button-2@2 3/3',
      'h2@1 3/4 -',
      'd@1 4/4',
    ]);
  });

  it('keeps every section with blocks closed when none is selected, so a long page stays short', () => {
    const blocks = heroBlocks();
    const long = Array.from({ length: 1000 }, (_, i) => hero(`h${i}`, blocks));
    const rows = flattenLayers(long);
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.kind === 'item' && r.expanded === false)).toBe(true);
  });

  it('opens and closes rows by hand: another section, the selected one, a columns block', () => {
    expect(
      describeRows(
        flattenLayers(
          page,
          expansion('h1', [
            ['h1', false],
            ['h2', true],
            ['h2/columns-1', false],
          ]),
        ),
      ),
    ).toEqual([
      'a@1 1/4',
      'h1@1 2/4 -',
      'h2@1 3/4 +',
      'h2/heading-1@2 1/3',
      'h2/columns-1@2 2/3 -',
      'h2/button-2@2 3/3',
      'd@1 4/4',
    ]);
  });

  it('gives a block row its section, its holder and the block object itself', () => {
    const rows = flattenLayers(page, expansion('h1'));
    const row = rows[rowIndexOf(rows, blockRowKey('h1', 'text-1'))];
    expect(row).toMatchObject({ kind: 'block', sectionId: 'h1', holderId: 'columns-1' });
    const hidden = rows[rowIndexOf(rows, blockRowKey('h1', 'button-2'))];
    expect(hidden?.kind === 'block' && hidden.block.hidden).toBe(true);
    const blocks = page[1]!.props.blocks as Block[];
    expect(hidden?.kind === 'block' && hidden.block).toBe(blocks[2]);
  });

  it('gives a section without blocks (or a heroStatic with none) no open state', () => {
    const rows = flattenLayers([hero('empty', []), text('t')], expansion('empty'));
    expect(describeRows(rows)).toEqual(['empty@1 1/2', 't@1 2/2']);
  });
});

describe('moveInRows: blocks', () => {
  const page = [hero('h1', heroBlocks()), hero('h2', heroBlocks())];
  const open = flattenLayers(page, expansion('h1'));
  const at = (key: string) => rowIndexOf(open, key);
  const keyAt = (step: ReturnType<typeof moveInRows>) =>
    step?.kind === 'focus' ? open[step.index]!.key : step;

  it('walks the blocks in display order with the arrows', () => {
    expect(keyAt(moveInRows(open, at('h1'), 'next'))).toBe('h1/heading-1');
    expect(keyAt(moveInRows(open, at('h1/button-1'), 'next'))).toBe('h1/button-2');
    expect(keyAt(moveInRows(open, at('h2'), 'previous'))).toBe('h1/button-2');
  });

  it('closes an open section or columns block with Left, and opens a closed one with Right', () => {
    expect(moveInRows(open, at('h1'), 'out')).toEqual({ kind: 'collapse', key: 'h1' });
    expect(moveInRows(open, at('h1/columns-1'), 'out')).toEqual({
      kind: 'collapse',
      key: 'h1/columns-1',
    });
    expect(moveInRows(open, at('h2'), 'in')).toEqual({ kind: 'expand', key: 'h2' });
  });

  it('goes to the first block with Right on an open row, and to the holder with Left on a block', () => {
    expect(keyAt(moveInRows(open, at('h1'), 'in'))).toBe('h1/heading-1');
    expect(keyAt(moveInRows(open, at('h1/columns-1'), 'in'))).toBe('h1/text-1');
    expect(keyAt(moveInRows(open, at('h1/button-1'), 'out'))).toBe('h1/columns-1');
    expect(keyAt(moveInRows(open, at('h1/button-2'), 'out'))).toBe('h1');
    expect(moveInRows(open, at('h1/heading-1'), 'in')).toBeNull();
  });
});

describe('openToSelection', () => {
  const page = [hero('h1', heroBlocks())];

  it('opens again the section and the columns block leading to the selected block', () => {
    const toggled = new Map([
      ['h1', false],
      ['h1/columns-1', false],
      ['other', false],
    ]);
    const next = openToSelection(toggled, page, 'h1', 'text-1');
    expect([...next]).toEqual([['other', false]]);
  });

  it('returns the same map when nothing on the way was closed', () => {
    const toggled = new Map([['h1', true]]);
    expect(openToSelection(toggled, page, 'h1', 'text-1')).toBe(toggled);
    expect(openToSelection(toggled, page, null, null)).toBe(toggled);
  });
});

describe('blockPlace', () => {
  const page = [hero('h1', heroBlocks())];

  it('gives a block its index and the length of its own list', () => {
    expect(blockPlace(page, 'h1', 'button-2')).toMatchObject({ index: 2, count: 3 });
    expect(blockPlace(page, 'h1', 'button-1')).toMatchObject({ index: 1, count: 2 });
    expect(blockPlace(page, 'h1', 'nope')).toBeNull();
    expect(blockPlace(page, 'gone', 'button-1')).toBeNull();
  });
});
