import { describe, expect, it } from 'vitest';
import { footerSection } from './footer';

const parse = (props: Record<string, unknown>) => footerSection.schema.safeParse(props).success;

describe('footer section', () => {
  it('accepts up to 6 columns of up to 12 links', () => {
    const links = Array.from({ length: 12 }, (_, i) => ({ label: `L${i}`, url: `/page/${i}` }));
    const columns = Array.from({ length: 6 }, (_, i) => ({ title: `C${i}`, links }));
    expect(parse({ columns })).toBe(true);
    expect(parse({ columns: [...columns, { title: 'C6', links: [] }] })).toBe(false);
    expect(parse({ columns: [{ title: 'C', links: [...links, { label: 'x', url: '/' }] }] })).toBe(
      false,
    );
  });
});
