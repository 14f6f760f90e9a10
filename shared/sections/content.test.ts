import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMA_VERSION, parseContentDocument, type Component } from './content';
import { defaultSectionProps } from './registry';

describe('parseContentDocument', () => {
  it('fills every missing prop with its default', () => {
    const result = parseContentDocument({
      components: [{ id: 'b1', type: 'faq', props: { title: 'Hi' } }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.components[0]?.props).toEqual({
      ...defaultSectionProps('faq'),
      title: 'Hi',
    });
    expect(result.document.components[0]?.contentType).toBe('normal');
  });

  it('names an unknown section type by its path', () => {
    const result = parseContentDocument({ components: [{ id: 'x', type: 'marquee', props: {} }] });
    expect(result).toEqual({
      ok: false,
      issues: [{ field: 'components[0].type', message: "Unknown section type 'marquee'" }],
    });
  });

  it('names an out-of-bounds prop with its component type', () => {
    const result = parseContentDocument({
      components: [
        { id: 'ok', type: 'textBlock', props: {} },
        { id: 'b', type: 'banner', props: { overlayOpacity: 1.5 } },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.field).toBe('components[1].props.overlayOpacity');
    expect(result.issues[0]?.message).toMatch(/^banner: /);
  });

  it('validates components nested in containers, and limits nesting depth', () => {
    const nest = (depth: number): Component => ({
      id: `c${depth}`,
      type: 'container',
      props: {
        children: depth > 1 ? [nest(depth - 1)] : [{ id: 't', type: 'textBlock', props: {} }],
      },
    });
    expect(parseContentDocument({ components: [nest(2)] }).ok).toBe(true);
    const deep = parseContentDocument({ components: [nest(4)] });
    expect(deep.ok).toBe(false);
    const bad = parseContentDocument({
      components: [
        {
          id: 'c',
          type: 'container',
          props: { children: [{ id: 'b', type: 'banner', props: { overlayOpacity: -1 } }] },
        },
      ],
    });
    expect(bad.ok ? [] : bad.issues.map((i) => i.field)).toEqual([
      'components[0].props.children[0].props.overlayOpacity',
    ]);
  });

  it('[regression] refuses global sections and product inside a container, naming them', () => {
    for (const type of ['topbar', 'navbar', 'footer', 'product']) {
      const result = parseContentDocument({
        components: [{ id: 'c', type: 'container', props: { children: [{ id: 'x', type }] } }],
      });
      expect(result, type).toEqual({
        ok: false,
        issues: [
          {
            field: 'components[0].props.children[0].type',
            message: `'${type}' cannot be placed inside a container`,
          },
        ],
      });
    }
  });

  it('refuses a document from a newer schema version than this code knows', () => {
    expect(parseContentDocument({ schemaVersion: 99, components: [] })).toEqual({
      ok: false,
      issues: [
        {
          field: 'content.schemaVersion',
          message: `This content was saved by a newer version of the builder; this one reads versions up to ${CONTENT_SCHEMA_VERSION}`,
        },
      ],
    });
  });
});
