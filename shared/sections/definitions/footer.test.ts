import { describe, expect, it } from 'vitest';
import { footerSection } from './footer';

const parse = (props: Record<string, unknown>) => footerSection.schema.safeParse(props).success;

describe('footer section', () => {
  it('parses {} to the documented defaults', () => {
    expect(footerSection.schema.parse({})).toEqual({
      columns: [
        {
          title: 'Shop',
          links: [
            { label: 'All products', url: '/shop' },
            { label: 'Checkout', url: '/checkout' },
          ],
        },
        { title: 'Company', links: [{ label: 'About us', url: '/about' }] },
        {
          title: 'Help',
          links: [
            { label: 'Shipping', url: '/page/shipping' },
            { label: 'Returns', url: '/page/returns' },
          ],
        },
      ],
      desktopColumns: 3,
      tabletColumns: 2,
      mobileColumns: 1,
      aboutText: '',
      copyrightText: '© {store}. All rights reserved.',
      showSocial: false,
      facebookUrl: '',
      instagramUrl: '',
      xUrl: '',
      youtubeUrl: '',
      tiktokUrl: '',
      backgroundColor: '#111827',
      textColor: '#d1d5db',
      headingColor: '#ffffff',
      linkColor: '#e5e7eb',
      fontSize: 14,
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      padding: { top: 48, right: 16, bottom: 48, left: 16 },
    });
  });

  it('is global content shown in the palette', () => {
    expect(footerSection.contentType).toBe('global');
    expect(footerSection.hidden).toBe(false);
  });

  it('has a setting for every prop and no setting without a prop', () => {
    const keys = Object.keys(footerSection.schema.shape).sort();
    expect(footerSection.settings.map((s) => s.key).sort()).toEqual(keys);
  });

  it('limits the column counts to desktop 1-6, tablet 1-4, mobile 1-2', () => {
    expect(parse({ desktopColumns: 1, tabletColumns: 1, mobileColumns: 1 })).toBe(true);
    expect(parse({ desktopColumns: 6, tabletColumns: 4, mobileColumns: 2 })).toBe(true);
    expect(parse({ desktopColumns: 0 })).toBe(false);
    expect(parse({ desktopColumns: 7 })).toBe(false);
    expect(parse({ tabletColumns: 5 })).toBe(false);
    expect(parse({ mobileColumns: 3 })).toBe(false);
  });

  it('accepts up to 6 columns of up to 12 links', () => {
    const links = Array.from({ length: 12 }, (_, i) => ({ label: `L${i}`, url: `/page/${i}` }));
    const columns = Array.from({ length: 6 }, (_, i) => ({ title: `C${i}`, links }));
    expect(parse({ columns })).toBe(true);
    expect(parse({ columns: [...columns, { title: 'C6', links: [] }] })).toBe(false);
    expect(parse({ columns: [{ title: 'C', links: [...links, { label: 'x', url: '/' }] }] })).toBe(
      false,
    );
  });

  it('rejects a javascript: social link and shows social links only when enabled', () => {
    expect(parse({ facebookUrl: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ facebookUrl: 'https://facebook.com/store' })).toBe(true);
    const facebook = footerSection.settings.find((s) => s.key === 'facebookUrl');
    expect(facebook?.showIf).toEqual({ key: 'showSocial', equals: true });
  });
});
