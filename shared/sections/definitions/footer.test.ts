import { describe, expect, it } from 'vitest';
import { footerSection } from './footer';

const parse = (props: Record<string, unknown>) => footerSection.schema.safeParse(props);
const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `L${i}`, url: `/page/${i}` }));
const column = (i: number, count = 12) => ({
  id: `m${i}`,
  type: 'menuColumn',
  props: { title: `C${i}`, links: links(count) },
});

describe('footer section', () => {
  it('takes up to 6 menu columns of up to 12 links, and says which is past its limit', () => {
    const columns = Array.from({ length: 6 }, (_, i) => column(i));
    expect(parse({ blocks: columns }).success).toBe(true);
    const seven = parse({ blocks: [...columns, column(6, 0)] });
    expect(seven.error?.issues[0]).toMatchObject({
      path: ['blocks', 6, 'type'],
      message: 'Footer holds at most 6 Menu column blocks',
    });
    const long = parse({ blocks: [column(0, 13)] });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'props', 'links'],
      message: 'Menu column block: At most 12 links',
    });
  });

  it('starts a new footer with three menu columns, a newsletter signup and the store’s social links', () => {
    const blocks = footerSection.schema.parse({}).blocks;
    expect(
      blocks.map((b) => `${b.type}:${String(b.props.title ?? b.props.heading ?? '')}`),
    ).toEqual([
      'menuColumn:Shop',
      'menuColumn:Company',
      'menuColumn:Help',
      'newsletter:Subscribe to our emails',
      'socialLinks:',
    ]);
  });

  it('takes one newsletter signup, naming the field', () => {
    const signup = { id: 'n', type: 'newsletter', props: {} };
    const parsed = footerSection.schema.safeParse({ blocks: [signup, { ...signup, id: 'm' }] });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['blocks', 1, 'type'],
      message: 'Footer holds at most 1 Newsletter signup block',
    });
  });
});
