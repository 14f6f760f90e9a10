import { describe, expect, it } from 'vitest';
import type { SettingDescriptor } from '../../shared';
import { DEFAULT_GROUP, groupSettings, isSettingVisible } from './setting-layout';

const d = (key: string, extra: Partial<SettingDescriptor> = {}): SettingDescriptor => ({
  key,
  label: key,
  kind: 'text',
  ...extra,
});

describe('isSettingVisible', () => {
  it('shows settings without a condition', () => {
    expect(isSettingVisible(d('a'), {})).toBe(true);
  });

  it('shows a setting only while the other prop equals the value', () => {
    const ctaText = d('ctaText', { showIf: { key: 'showCta', equals: true } });
    expect(isSettingVisible(ctaText, { showCta: true })).toBe(true);
    expect(isSettingVisible(ctaText, { showCta: false })).toBe(false);
    expect(isSettingVisible(ctaText, {})).toBe(false);
    expect(isSettingVisible(ctaText, { showCta: 'true' })).toBe(false);
  });

  it('accepts any of a list of values', () => {
    const poster = d('poster', { showIf: { key: 'videoType', equals: ['html5', 'vimeo'] } });
    expect(isSettingVisible(poster, { videoType: 'vimeo' })).toBe(true);
    expect(isSettingVisible(poster, { videoType: 'youtube' })).toBe(false);
  });
});

describe('groupSettings', () => {
  it('groups in first-appearance order, ungrouped settings under "General"', () => {
    const groups = groupSettings([
      d('a', { group: 'Layout' }),
      d('b'),
      d('c', { group: 'Title' }),
      d('e', { group: 'Layout' }),
    ]);
    expect(groups.map((g) => [g.name, g.settings.map((s) => s.key)])).toEqual([
      ['Layout', ['a', 'e']],
      [DEFAULT_GROUP, ['b']],
      ['Title', ['c']],
    ]);
    expect(groupSettings([])).toEqual([]);
  });
});
