/** The navbar's account link: off by default (existing headers stay as they were), a link to /account when on. */
import { describe, expect, it } from 'vitest';
import { defaultSectionProps } from '../../shared';
import { preloadSplitComponents } from '../lib/split-component';
import { renderInStorefront } from '../test-support';
import { SectionList } from './SectionList';

const navbar = (extra: Record<string, unknown>) =>
  renderInStorefront(
    <SectionList
      sections={[
        { id: 'nav', type: 'navbar', props: { ...defaultSectionProps('navbar'), ...extra } },
      ]}
    />,
  );

describe('navbar account link', () => {
  it('is off by default and a labelled link to /account when turned on', async () => {
    await preloadSplitComponents();
    expect(defaultSectionProps('navbar')).toMatchObject({ showAccount: false });
    expect(navbar({})).not.toContain('navbar-account');
    const on = navbar({ showAccount: true });
    expect(on).toMatch(/<a[^>]*href="\/account"[^>]*aria-label="Your account"/);
  });
});
