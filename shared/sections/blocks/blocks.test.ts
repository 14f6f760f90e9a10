import { describe, expect, it } from 'vitest';
import { parseContentDocument } from '../content';
import { TreeEditError } from '../component-tree';
import { blockList, blockRegistry, makeBlock, migrateBlockProps } from './block-definitions';
import { headlineBlocks } from './block-presets';
import { blockRefusal, blockRuleOf } from './block-rules';
import { findBlock, insertBlock, moveBlock, removeBlock, updateBlock } from './block-tree';
import { blockTypes, type Block } from './block-types';
import { resolveBlockColors } from './block-styles';

const ids = (blocks: readonly Block[]) => blocks.map((b) => b.id);

describe('the block registry', () => {
  it('has a definition, a version and default props for every block type', () => {
    for (const type of blockTypes) {
      const definition = blockRegistry[type];
      expect(definition.type).toBe(type);
      expect(definition.version).toBeGreaterThanOrEqual(1);
      expect(() => definition.schema.parse({})).not.toThrow();
      // Every prop but nested blocks has a control.
      const keys = Object.keys(definition.schema.shape).filter((k) => k !== 'blocks');
      expect(definition.settings.map((s) => s.key).sort(), type).toEqual(keys.sort());
    }
  });

  it("runs a block's migrations from the version it was saved with, in order", () => {
    const definition = {
      ...blockRegistry.heading,
      version: 3,
      migrations: [
        { from: 2, describe: 'b', migrate: (p: Record<string, unknown>) => ({ ...p, two: true }) },
        { from: 1, describe: 'a', migrate: (p: Record<string, unknown>) => ({ ...p, one: true }) },
      ],
    };
    expect(migrateBlockProps(definition, 1, {})).toEqual({ one: true, two: true });
    expect(migrateBlockProps(definition, 2, {})).toEqual({ two: true });
  });
});

describe('a list of blocks', () => {
  const heroBlocks = blockList('heroStatic');

  it('fills each block’s defaults and today’s version', () => {
    const parsed = heroBlocks.parse([{ id: 'a', type: 'button', props: { label: 'Go' } }]);
    expect(parsed).toEqual([
      { id: 'a', type: 'button', v: 1, props: { ...makeBlock('button', 'a').props, label: 'Go' } },
    ]);
  });

  it('names the block and prop of a bad value', () => {
    const result = heroBlocks.safeParse([
      { id: 'a', type: 'heading' },
      { id: 'b', type: 'button', props: { link: 'javascript:alert(1)' } },
    ]);
    expect(result.error?.issues[0]?.path).toEqual([1, 'props', 'link']);
    expect(result.error?.issues[0]?.message).toMatch(/^Button block: Enter a path/);
  });

  it('refuses a block over its type’s limit, naming the block and the limit', () => {
    const result = heroBlocks.safeParse(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, type: 'button' })),
    );
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [4, 'type'],
        message: 'Static Hero holds at most 4 Button blocks',
      }),
    ]);
  });

  it('refuses a type the section does not take, an unknown type and a repeated id', () => {
    const wrong = heroBlocks.safeParse([
      { id: 'a', type: 'heading' },
      { id: 'a', type: 'text' },
    ]);
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(["Block id 'a' is used twice"]);
    const unknown = heroBlocks.safeParse([{ id: 'a', type: 'marquee' }]);
    expect(unknown.error?.issues[0]?.message).toBe("Unknown block type 'marquee'");
    // A product page block is the product page's only.
    const price = heroBlocks.safeParse([{ id: 'a', type: 'price' }]);
    expect(price.error?.issues[0]?.message).toBe('Static Hero does not take Price blocks');
    const nested = heroBlocks.safeParse([
      { id: 'c', type: 'columns', props: { blocks: [{ id: 'k', type: 'countdown' }] } },
    ]);
    expect(nested.error?.issues[0]).toMatchObject({
      path: [0, 'props', 'blocks', 0, 'type'],
      message: 'Columns does not take Countdown blocks',
    });
  });

  it('refuses a block saved by a newer builder, never half', () => {
    const result = heroBlocks.safeParse([{ id: 'a', type: 'text', v: 9 }]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [0, 'v'],
      message:
        'This Text block was saved by a newer version of the builder (version 9); this one reads up to version 1',
    });
  });

  it('nests two levels: columns of blocks', () => {
    const parsed = heroBlocks.parse([
      {
        id: 'c',
        type: 'columns',
        props: {
          blocks: [
            { id: 'x', type: 'text' },
            { id: 'y', type: 'button' },
          ],
        },
      },
    ]);
    expect(ids(parsed[0]!.props.blocks as Block[])).toEqual(['x', 'y']);
    expect(blockRefusal('columns', [], { type: 'columns' })).toBe(
      'Columns does not take Columns blocks',
    );
  });
});

describe('the placement rule', () => {
  it('says why a block may not go somewhere', () => {
    const four = headlineBlocks({
      buttons: ['a', 'b', 'c', 'd'].map((label) => ({ label, link: '/' })),
    });
    expect(blockRefusal('heroStatic', four, { type: 'button' })).toBe(
      'Static Hero holds at most 4 Button blocks',
    );
    // Moving one of them within the list is fine.
    expect(blockRefusal('heroStatic', four, { type: 'button' }, 'button-1')).toBeUndefined();
    expect(blockRefusal('navbar', [], { type: 'button' })).toBe('Navigation bar takes no blocks');
    expect(blockRefusal('footer', [], { type: 'price' })).toBe('Footer does not take Price blocks');
    expect(blockRefusal('heroStatic', [], { type: 'text' })).toBeUndefined();
    expect(blockRuleOf('heroStatic')?.maxBlocks).toBe(12);
  });
});

describe('block edits', () => {
  const blocks = [
    makeBlock('heading', 'h'),
    makeBlock('columns', 'c', { blocks: [makeBlock('text', 't'), makeBlock('button', 'b')] }),
  ];

  it('find, insert, remove and move at either level, copying only the path', () => {
    expect(findBlock(blocks, 'b')).toMatchObject({ parentId: 'c', index: 1 });
    const inserted = insertBlock(blocks, makeBlock('badge', 'n'), 'c', 0);
    expect(ids(inserted[1]!.props.blocks as Block[])).toEqual(['n', 't', 'b']);
    expect(inserted[0]).toBe(blocks[0]);
    expect(ids(removeBlock(blocks, 't')[1]!.props.blocks as Block[])).toEqual(['b']);
    const out = moveBlock(blocks, 'b', null, 0);
    expect(ids(out)).toEqual(['b', 'h', 'c']);
    expect(ids(out[2]!.props.blocks as Block[])).toEqual(['t']);
    const renamed = updateBlock(blocks, 't', (b) => ({ ...b, props: { ...b.props, text: 'x' } }));
    expect((renamed[1]!.props.blocks as Block[])[0]!.props.text).toBe('x');
  });

  it('refuse what does not fit', () => {
    expect(() => insertBlock(blocks, makeBlock('badge', 't'), null, 0)).toThrow(TreeEditError);
    expect(() => moveBlock(blocks, 'c', 'c', 0)).toThrow(TreeEditError);
    expect(() => removeBlock(blocks, 'nope')).toThrow(TreeEditError);
    expect(() => insertBlock(blocks, makeBlock('badge', 'z'), null, 9)).toThrow(TreeEditError);
  });
});

describe('block colours', () => {
  it('resolve "from scheme" to the scheme’s variables and keep custom ones', () => {
    expect(resolveBlockColors('button', { background: '', textColor: '#fff' })).toEqual({
      background: 'var(--sf-c-button-background)',
      textColor: '#fff',
    });
  });
});

describe('content version 3 to 4', () => {
  it('turns the static hero’s title, subtitle and buttons into blocks, hidden ones hidden', () => {
    const parsed = parseContentDocument({
      schemaVersion: 3,
      components: [
        {
          id: 'h',
          type: 'heroStatic',
          props: {
            title: 'Hi',
            titleColor: '#ff0000',
            showSecondaryCta: false,
            primaryCtaText: 'Buy',
            ctaBorderRadius: 12,
            ctaOpenInNewTab: true,
            backgroundColor: '#000000',
          },
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const props = parsed.document.components[0]!.props;
    expect(props.title).toBeUndefined();
    expect(props.backgroundColor).toBe('#000000');
    const blocks = props.blocks as Block[];
    expect(blocks.map((b) => [b.type, Boolean(b.hidden)])).toEqual([
      ['heading', false],
      ['text', false],
      ['button', false],
      ['button', true],
    ]);
    expect(blocks[0]!.props).toMatchObject({ text: 'Hi', color: '#ff0000' });
    expect(blocks[1]!.props.text).toBe('Discover new arrivals crafted for everyday comfort.');
    expect(blocks[2]!.props).toMatchObject({
      label: 'Buy',
      link: '/shop',
      style: 'primary',
      radius: 12,
      openInNewTab: true,
    });
    expect(blocks[3]!.props).toMatchObject({ label: 'Our story', style: 'secondary' });
  });

  it('reaches a static hero inside a container', () => {
    const parsed = parseContentDocument({
      schemaVersion: 3,
      components: [
        {
          id: 'c',
          type: 'container',
          props: { children: [{ id: 'h', type: 'heroStatic', props: { title: 'In' } }] },
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const hero = (
      parsed.document.components[0]!.props.children as { props: { blocks: Block[] } }[]
    )[0]!;
    expect(hero.props.blocks[0]!.props.text).toBe('In');
  });

  it('names the field of a block over its limit in saved content', () => {
    const parsed = parseContentDocument({
      components: [
        {
          id: 'h',
          type: 'heroStatic',
          props: { blocks: [1, 2, 3].map((n) => ({ id: `h${n}`, type: 'heading' })) },
        },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual([
      {
        field: 'components[0].props.blocks.2.type',
        message: 'heroStatic: Static Hero holds at most 2 Heading blocks',
      },
    ]);
  });
});
