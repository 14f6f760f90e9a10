import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { layerHint } from './layer-hint';

const withProps = (props: Component['props']): Component => ({ id: 'x-1', type: 'banner', props });

describe('layerHint', () => {
  it('uses the section title, or a slider’s section title', () => {
    expect(layerHint(withProps({ title: 'Summer sale' }))).toBe('Summer sale');
    expect(layerHint(withProps({ title: '  ', sectionTitle: 'Shop by category' }))).toBe(
      'Shop by category',
    );
  });

  it('uses the first shown heading block of a section made of blocks', () => {
    const blocks = [
      { id: 'h0', type: 'heading', v: 1, hidden: true, props: { text: 'Hidden' } },
      { id: 't', type: 'text', v: 1, props: { text: 'Intro' } },
      { id: 'h1', type: 'heading', v: 1, props: { text: 'Winter sale' } },
    ];
    expect(layerHint(withProps({ blocks }))).toBe('Winter sale');
  });

  it('collapses whitespace and shortens long titles', () => {
    expect(layerHint(withProps({ title: 'a\n  b' }))).toBe('a b');
    const hint = layerHint(withProps({ title: 'x'.repeat(60) }));
    expect(hint).toHaveLength(40);
    expect(hint.endsWith('…')).toBe(true);
  });

  it('is empty without a text title', () => {
    expect(layerHint(withProps({}))).toBe('');
    expect(layerHint(withProps({ title: 42 }))).toBe('');
  });
});
