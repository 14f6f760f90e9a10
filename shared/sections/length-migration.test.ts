import { describe, expect, it } from 'vitest';
import { parseContentDocument } from './content';
import { migrateV2Lengths } from './length-migration';

describe('the migration from version 2 (radii of their own)', () => {
  it('gives radii equal to the default theme’s to the theme, keeps others', () => {
    const [grid, banner, faq] = migrateV2Lengths([
      { type: 'productGrid', props: { cardRadius: 8, buyButtonRadius: 12 } },
      { type: 'banner', props: {} },
      { type: 'faq', props: { title: 'Q' } },
    ]);
    expect(grid!.props).toEqual({ cardRadius: null, buyButtonRadius: 12, cartButtonRadius: null });
    expect(banner!.props).toEqual({ ctaBorderRadius: null });
    expect(faq!.props).toEqual({ title: 'Q' });
  });

  it('reaches into containers', () => {
    const [box] = migrateV2Lengths([
      {
        type: 'container',
        props: { children: [{ id: 'h', type: 'heroStatic', props: { ctaBorderRadius: 20 } }] },
      },
    ]);
    expect(box!.props.children).toEqual([
      { id: 'h', type: 'heroStatic', props: { ctaBorderRadius: 20 } },
    ]);
  });

  it('runs on a version 2 document read; a version 1 one goes through both', () => {
    // The banner's button radius is its button block's since version 9.
    const buttonOf = (doc: ReturnType<typeof parseContentDocument>) =>
      doc.ok
        ? (doc.document.components[0]!.props.blocks as { type: string; props: object }[]).find(
            (b) => b.type === 'button',
          )?.props
        : undefined;
    const v2 = parseContentDocument({
      schemaVersion: 2,
      components: [{ id: 'b', type: 'banner', props: { ctaBorderRadius: 6 } }],
    });
    expect(buttonOf(v2)).toMatchObject({ radius: null });
    const v1 = parseContentDocument({
      schemaVersion: 1,
      components: [{ id: 'b', type: 'banner', props: { ctaBorderRadius: 30 } }],
    });
    expect(buttonOf(v1)).toMatchObject({ radius: 30 });
    expect(v1.ok && v1.document.components[0]!.props.colorScheme).toBe('scheme-2');
  });
});
