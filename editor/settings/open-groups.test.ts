import { afterEach, describe, expect, it } from 'vitest';
import { forgetOpenGroups, initialOpenGroups, rememberOpenGroups } from './open-groups';

const groups = [{ name: 'Background' }, { name: 'Layout' }, { name: 'Title' }];

describe('initialOpenGroups', () => {
  afterEach(() => forgetOpenGroups());

  it('opens only the first group of a section type not seen yet', () => {
    expect([...initialOpenGroups('banner', groups)]).toEqual(['Background']);
    expect([...initialOpenGroups('faq', [])]).toEqual([]);
  });

  it('opens the groups last left open on a section of the same type', () => {
    rememberOpenGroups('banner', new Set(['Background', 'Title']));
    expect([...initialOpenGroups('banner', groups)]).toEqual(['Background', 'Title']);
    expect([...initialOpenGroups('heroStatic', groups)]).toEqual(['Background']);
    rememberOpenGroups('banner', new Set());
    expect([...initialOpenGroups('banner', groups)]).toEqual([]);
  });
});
