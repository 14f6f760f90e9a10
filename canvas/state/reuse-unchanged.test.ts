import { describe, expect, it } from 'vitest';
import type { Component } from '../../protocol';
import { reuseUnchanged } from './reuse-unchanged';

const text = (id: string, title = id): Component => ({ id, type: 'textBlock', props: { title } });

describe('reuseUnchanged', () => {
  it('keeps old objects for components that did not change, by id', () => {
    const prev = [text('a'), text('b')];
    const next = [text('b'), text('a', 'changed'), text('c')];
    const reused = reuseUnchanged(prev, next);
    expect(reused[0]).toBe(prev[1]);
    expect(reused[1]).toBe(next[1]);
    expect(reused[2]).toBe(next[2]);
  });
});
