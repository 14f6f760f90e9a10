import { describe, expect, it } from 'vitest';
import { navbarSection } from './navbar';

const parse = (props: Record<string, unknown>) => navbarSection.schema.safeParse(props).success;

describe('navbar section', () => {
  it('parses {} to the documented defaults', () => {
    expect(navbarSection.schema.parse({})).toEqual({
      styling: 'default',
      logoText: '',
      logoImage: '',
      logoHeight: 40,
      links: [
        { label: 'Home', url: '/', type: 'internal', target: '_self' },
        { label: 'Shop', url: '/shop', type: 'internal', target: '_self' },
        { label: 'About', url: '/about', type: 'internal', target: '_self' },
      ],
      backgroundColor: '#ffffff',
      textColor: '#111827',
      linkHoverColor: '#2563eb',
      fontSize: 15,
      fontWeight: '500',
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 12, right: 16, bottom: 12, left: 16 },
      sticky: false,
      showShadow: true,
      showSearch: true,
      searchStyle: 'expand',
      searchPlaceholder: 'Search products',
      showCart: true,
    });
  });

  it('is global content shown in the palette', () => {
    expect(navbarSection.contentType).toBe('global');
    expect(navbarSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(navbarSection.schema.shape).sort();
    expect(navbarSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('accepts only the styling default|centered and the search style expand|compact', () => {
    expect(parse({ styling: 'centered', searchStyle: 'compact' })).toBe(true);
    expect(parse({ styling: 'left' })).toBe(false);
    expect(parse({ searchStyle: 'modal' })).toBe(false);
  });

  it('accepts nav links of type internal|external with a target', () => {
    expect(
      parse({
        links: [
          { label: 'Blog', url: 'https://blog.example.com', type: 'external', target: '_blank' },
        ],
      }),
    ).toBe(true);
    expect(parse({ links: [{ label: 'Bad', url: '/x', type: 'other' }] })).toBe(false);
    expect(parse({ links: [{ label: 'Bad', url: '/x', target: '_parent' }] })).toBe(false);
  });

  it('rejects a javascript: link and a protocol-relative logo', () => {
    expect(parse({ links: [{ label: 'x', url: 'javascript:alert(1)' }] })).toBe(false);
    expect(parse({ logoImage: '//evil.example/logo.png' })).toBe(false);
  });

  it('accepts up to 12 links', () => {
    const links = Array.from({ length: 12 }, (_, i) => ({ label: `L${i}`, url: `/page/${i}` }));
    expect(parse({ links })).toBe(true);
    expect(parse({ links: [...links, { label: 'L12', url: '/' }] })).toBe(false);
  });

  it('bounds the logo height to 16-120 px', () => {
    expect(parse({ logoHeight: 16 })).toBe(true);
    expect(parse({ logoHeight: 120 })).toBe(true);
    expect(parse({ logoHeight: 15 })).toBe(false);
    expect(parse({ logoHeight: 121 })).toBe(false);
  });

  it('shows the search settings only when search is on', () => {
    const searchStyle = navbarSection.settings.find((s) => s.key === 'searchStyle');
    expect(searchStyle?.showIf).toEqual({ key: 'showSearch', equals: true });
  });
});
