import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { flattenLayers, moveInRows, rowIndexOf, type LayerRow } from './layer-rows';

const text = (id: string): Component => ({ id, type: 'textBlock', props: {} });
const container = (id: string, children: Component[]): Component => ({
  id,
  type: 'container',
  props: { children },
});

/** Each row as `key@level posinset/setsize`, or `key@level (empty)`. */
const describeRows = (rows: LayerRow[]) =>
  rows.map((r) =>
    r.kind === 'item'
      ? `${r.key}@${r.depth} ${r.position}/${r.setSize}`
      : `${r.key}@${r.depth} (empty)`,
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
      'box@1 2/3',
      'b@2 1/3',
      'inner@2 2/3',
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
  const keyAt = (index: number) => (index < 0 ? null : rows[index]!.key);

  it('moves to the next and previous section row, skipping empty-container rows', () => {
    expect(keyAt(moveInRows(rows, at('a'), 'next'))).toBe('box');
    expect(keyAt(moveInRows(rows, at('inner'), 'next'))).toBe('d');
    expect(keyAt(moveInRows(rows, at('d'), 'previous'))).toBe('inner');
  });

  it('stops at either end, and Home / End go to the first and last section', () => {
    expect(moveInRows(rows, at('a'), 'previous')).toBe(-1);
    expect(moveInRows(rows, at('d'), 'next')).toBe(-1);
    expect(keyAt(moveInRows(rows, at('inner'), 'first'))).toBe('a');
    expect(keyAt(moveInRows(rows, at('a'), 'last'))).toBe('d');
  });

  it('finds no row for an unknown or missing id', () => {
    expect(rowIndexOf(rows, 'nope')).toBe(-1);
    expect(rowIndexOf(rows, null)).toBe(-1);
    expect(rowIndexOf(rows, 'inner:empty')).toBe(-1);
  });
});
