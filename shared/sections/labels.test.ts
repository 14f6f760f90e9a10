import { describe, expect, it } from 'vitest';
import { globalSectionTypes, sectionLabels } from './labels';
import { sectionRegistry } from './registry';
import { sectionTypes } from './types';

describe('section labels', () => {
  it('names every section type exactly as its registry definition does', () => {
    expect(Object.keys(sectionLabels).sort()).toEqual([...sectionTypes].sort());
    for (const type of sectionTypes) {
      expect(sectionLabels[type], type).toBe(sectionRegistry[type].label);
    }
  });

  it('lists exactly the types whose definitions are global content', () => {
    const global = sectionTypes.filter((t) => sectionRegistry[t].contentType === 'global');
    expect([...globalSectionTypes].sort()).toEqual(global.sort());
  });
});
