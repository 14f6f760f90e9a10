import { describe, expect, it } from 'vitest';
import { parseContentDocument } from './content';
import type { Block } from './blocks/block-types';

const footerOf = (schemaVersion: number, props: Record<string, unknown>) => {
  const parsed = parseContentDocument({
    schemaVersion,
    components: [{ id: 'f', type: 'footer', props }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.document.components[0]!.props;
};

describe('content version 5 to 6', () => {
  it('turns the footer’s about text, columns and social links into blocks', () => {
    const props = footerOf(5, {
      aboutText: 'Made by hand.',
      columns: [{ title: 'Shop', links: [{ label: 'All', url: '/shop' }] }],
      showSocial: true,
      xUrl: 'https://x.com/shop',
      copyrightText: '© Us',
      textColor: '#dcfce7',
    });
    expect(props.aboutText).toBeUndefined();
    expect(props.columns).toBeUndefined();
    expect(props).toMatchObject({ copyrightText: '© Us', textColor: '#dcfce7' });
    const blocks = props.blocks as Block[];
    expect(blocks.map((b) => [b.id, Boolean(b.hidden)])).toEqual([
      ['text-1', false],
      ['menuColumn-1', false],
      ['socialLinks-1', false],
    ]);
    // The about text keeps the footer's size and colour.
    expect(blocks[0]!.props).toEqual({
      text: 'Made by hand.',
      size: { value: 1, unit: 'em' },
      color: '',
    });
    expect(blocks[1]!.props).toEqual({
      title: 'Shop',
      links: [{ label: 'All', url: '/shop' }],
    });
    expect(blocks[2]!.props).toMatchObject({ xUrl: 'https://x.com/shop', facebookUrl: '' });
  });

  it('gives a footer saved with its defaults the default columns and hidden social links', () => {
    const blocks = footerOf(5, {}).blocks as Block[];
    expect(blocks.map((b) => [b.type, b.props.title, Boolean(b.hidden)])).toEqual([
      ['menuColumn', 'Shop', false],
      ['menuColumn', 'Company', false],
      ['menuColumn', 'Help', false],
      ['socialLinks', undefined, true],
    ]);
  });

  it('migrates a footer saved in version 1 (literal colours) all the way', () => {
    const props = footerOf(1, {
      backgroundColor: '#123456',
      aboutText: 'Since 1999',
      columns: [],
    });
    expect(props.backgroundColor).toBe('#123456');
    expect((props.blocks as Block[]).map((b) => b.type)).toEqual(['text', 'socialLinks']);
  });
});
