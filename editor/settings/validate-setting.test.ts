import { describe, expect, it } from 'vitest';
import { blockRegistry, defaultSectionProps, getSectionDefinition } from '../../shared';
import { getPropSchema } from './schema-introspection';
import {
  checkSettingValue,
  commitSetting,
  commitSettingAt,
  issueMessageAt,
  validateAtPath,
  validateSetting,
} from './validate-setting';

const banner = getSectionDefinition('banner')!;
const topbar = getSectionDefinition('topbar')!;
const navbar = getSectionDefinition('navbar')!;

describe('validateSetting', () => {
  it('accepts a valid value and returns it parsed (trimmed)', () => {
    expect(validateSetting(banner, 'backgroundColor', ' #ffffff ')).toEqual({
      ok: true,
      value: '#ffffff',
    });
    expect(validateSetting(banner, 'showShadow', false)).toEqual({ ok: true, value: false });
  });

  it("refuses an invalid value with the schema's message", () => {
    const colour = validateSetting(banner, 'backgroundColor', 'url(x)');
    expect(colour).toMatchObject({
      ok: false,
      message: 'Enter a colour such as #1f2937, or leave it empty to use the colour scheme',
    });
    expect(validateSetting(banner, 'overlayColor', 'url(x)')).toMatchObject({
      ok: false,
      message: 'Enter a colour such as #1f2937 or rgba(0,0,0,0.5)',
    });
    // A block's settings are checked the same way.
    expect(
      checkSettingValue(blockRegistry.heading.schema.shape.text, 'x'.repeat(201)),
    ).toMatchObject({
      ok: false,
      message: 'At most 200 characters',
    });
    expect(checkSettingValue(blockRegistry.button.schema.shape.radius, 101)).toMatchObject({
      ok: false,
      message: 'Must be at most 100',
    });
    expect(
      checkSettingValue(blockRegistry.button.schema.shape.link, 'javascript:alert(1)'),
    ).toMatchObject({
      ok: false,
    });
    expect(
      validateSetting(banner, 'margin', { top: -1, right: 0, bottom: 0, left: 0 }),
    ).toMatchObject({
      ok: false,
    });
    expect(validateSetting(banner, 'height', { value: 10, unit: 'furlong' })).toMatchObject({
      ok: false,
    });
  });

  it('keeps numbers apart from strings', () => {
    const footer = getSectionDefinition('footer')!;
    expect(validateSetting(footer, 'desktopColumns', 4)).toEqual({ ok: true, value: 4 });
    expect(validateSetting(footer, 'desktopColumns', '4')).toMatchObject({ ok: false });
    expect(validateSetting(footer, 'desktopColumns', 7)).toMatchObject({
      ok: false,
      message: 'Must be one of 1, 2, 3, 4, 5, 6',
    });
  });

  it('refuses a key the section does not have', () => {
    expect(validateSetting(banner, 'nope', 'x')).toMatchObject({ ok: false });
    expect(validateSetting(banner, 'toString', 'x')).toMatchObject({ ok: false });
    expect(checkSettingValue(undefined, 'x')).toMatchObject({ ok: false });
  });
});

describe('issueMessageAt', () => {
  const issues = [
    { path: [0, 'answer'], message: 'first' },
    { path: [2, 'question'], message: 'at 2' },
  ];
  it('picks the issue at or below the path', () => {
    expect(issueMessageAt(issues, [2, 'question'])).toBe('at 2');
    expect(issueMessageAt(issues, [2])).toBe('at 2');
  });
  it('falls back to the first issue, then to the fallback', () => {
    expect(issueMessageAt(issues, [5, 'question'])).toBe('first');
    expect(issueMessageAt([], [0], 'none')).toBe('none');
  });
});

describe('validateAtPath', () => {
  const items = defaultSectionProps('topbar').messages;
  const itemsSchema = getPropSchema(topbar, 'messages');

  it('replaces one nested value and returns the whole list to commit', () => {
    const result = validateAtPath(itemsSchema, items, [1, 'text'], ' Returns? ');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toBe(' Returns? ');
    const whole = result.whole as typeof items;
    expect(whole[1]!.text).toBe(' Returns? ');
    expect(whole[0]).toEqual(items[0]);
    // The input list is not mutated.
    expect(items[1]!.text).toBe('New arrivals every week');
  });

  it('reports the message of the changed field', () => {
    expect(validateAtPath(itemsSchema, items, [2, 'text'], 'q'.repeat(301))).toEqual({
      ok: false,
      message: 'At most 300 characters',
    });
  });

  it("checks a nested value with its field's rule and returns it parsed", () => {
    const links = defaultSectionProps('navbar').links;
    const linksSchema = getPropSchema(navbar, 'links');
    expect(validateAtPath(linksSchema, links, [1, 'url'], 'javascript:alert(1)')).toEqual({
      ok: false,
      message: 'Enter a path like /shop or a full http(s) URL',
    });
    expect(validateAtPath(linksSchema, links, [1, 'url'], ' /sale ')).toMatchObject({
      ok: true,
      value: '/sale',
    });
  });

  it('refuses a list longer than the schema allows', () => {
    const links = defaultSectionProps('navbar').links;
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ ...links[0]!, label: `L${i}` }));
    expect(validateAtPath(getPropSchema(navbar, 'links'), links, [], tooMany)).toEqual({
      ok: false,
      message: 'At most 12 links',
    });
  });
});

describe('commitSetting', () => {
  const titleSchema = getPropSchema(getSectionDefinition('faq')!, 'title');

  it('calls onCommit with the parsed value when valid', () => {
    const calls: unknown[][] = [];
    const result = commitSetting(
      blockRegistry.button.schema.shape.link,
      'link',
      ' /shop ',
      (...a) => calls.push(a),
    );
    expect(result).toEqual({ ok: true, value: '/shop' });
    expect(calls).toEqual([['link', '/shop']]);
  });

  it('does not call onCommit when invalid', () => {
    const calls: unknown[][] = [];
    const result = commitSetting(titleSchema, 'title', 'x'.repeat(300), (...a) => calls.push(a));
    expect(result).toEqual({ ok: false, message: 'At most 200 characters' });
    expect(calls).toEqual([]);
  });
});

describe('commitSettingAt', () => {
  const schema = getPropSchema(topbar, 'messages');
  const items = defaultSectionProps('topbar').messages;

  it('commits the whole list with the nested change', () => {
    const calls: unknown[][] = [];
    const result = commitSettingAt(schema, 'messages', items, [0, 'text'], 'Soon.', (...a) =>
      calls.push(a),
    );
    expect(result).toMatchObject({ ok: true, value: 'Soon.' });
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('messages');
    expect((calls[0]![1] as typeof items)[0]!.text).toBe('Soon.');
  });

  it('commits nothing when the nested value is invalid', () => {
    const calls: unknown[][] = [];
    const result = commitSettingAt(schema, 'messages', items, [0, 'id'], '', (...a) =>
      calls.push(a),
    );
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });
});
