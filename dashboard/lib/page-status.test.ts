import { describe, expect, it } from 'vitest';
import { pageStatus, pageStatusLabel } from './page-status';

const t0 = '2026-01-01T10:00:00.000Z';
const t1 = '2026-01-01T11:00:00.000Z';

describe('pageStatus', () => {
  it('is Draft when never published', () => {
    expect(pageStatusLabel({ published: false, publishedAt: null, updatedAt: t1 })).toBe('Draft');
    // Even if the server says there are changes: nothing is live.
    expect(
      pageStatus({ published: false, publishedAt: null, updatedAt: t1, unpublishedChanges: true }),
    ).toBe('draft');
  });

  it("follows the server's unpublishedChanges when given", () => {
    expect(
      pageStatusLabel({
        published: true,
        publishedAt: t0,
        updatedAt: t1,
        unpublishedChanges: true,
      }),
    ).toBe('Unpublished changes');
    expect(
      pageStatusLabel({
        published: true,
        publishedAt: t0,
        updatedAt: t1,
        unpublishedChanges: false,
      }),
    ).toBe('Published');
  });

  it('falls back to comparing the save and publish times', () => {
    expect(pageStatus({ published: true, publishedAt: t0, updatedAt: t0 })).toBe('published');
    expect(pageStatus({ published: true, publishedAt: t0, updatedAt: t1 })).toBe('changes');
    expect(pageStatus({ published: true, publishedAt: null, updatedAt: t1 })).toBe('published');
    expect(pageStatus({ published: true, publishedAt: 'bad', updatedAt: t1 })).toBe('published');
  });
});
