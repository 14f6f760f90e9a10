import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './errors';

/** `leaf` under `depth` levels of `{ n: [ ... ] }`. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { n: value };
  return value;
}

const cpuMs = (work: () => void) => {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

describe('findUnstorableText (issue 24, defect 3)', () => {
  it('walks any depth: no stack overflow at 30,000 levels', () => {
    expect(findUnstorableText(nested(30_000, 'fine'))).toBeUndefined();
    const found = findUnstorableText(nested(30_000, 'a\u0000b'));
    expect(found?.message).toBe('Text may not contain NUL bytes');
    expect(found?.field.split('.')).toHaveLength(30_000);
  });

  it('is linear in the depth (the path is built once, for the answer)', () => {
    // Shallow enough for the old recursion, which copied the path at every level: 3,000 levels
    // cost it 200-330 ms of CPU, 2,000 about 45; linear, well under a millisecond.
    const deep = nested(2_000, 'x\ud800');
    findUnstorableText(deep);
    const used = Math.min(
      cpuMs(() => findUnstorableText(deep)),
      cpuMs(() => findUnstorableText(deep)),
    );
    expect(used).toBeLessThan(10);
  });

  it('names the field of a bad key or value, in document order', () => {
    expect(findUnstorableText({ a: 'ok', b: ['ok', { 'c\u0000': 1 }], d: '\u0000' })).toEqual({
      field: 'b.1.c?',
      message: 'Text may not contain NUL bytes',
    });
    expect(findUnstorableText({ a: ['x', '\udc00'] })).toEqual({
      field: 'a.1',
      message: 'Text contains an invalid character (a lone surrogate)',
    });
    expect(findUnstorableText('\u0000')?.field).toBe('input');
    expect(findUnstorableText({ a: 1, b: [null, true] })).toBeUndefined();
  });
});
