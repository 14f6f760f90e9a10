import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, PAGE_DATES } from './format-date';

describe('formatDate', () => {
  it('writes a page date the same in any reader’s locale and zone', () => {
    // 23:30 UTC on the 30th is already the 1st in Paris: a page says the 30th everywhere.
    expect(formatDate('2026-11-30T23:30:00Z', PAGE_DATES)).toBe('Nov 30, 2026');
    expect(formatDate('2026-11-30T23:30:00Z', { locale: 'en-US', timeZone: 'Europe/Paris' })).toBe(
      'Dec 1, 2026',
    );
    expect(formatDate('2026-11-30T23:30:00Z', { locale: 'de-DE', timeZone: 'UTC' })).toBe(
      '30. Nov. 2026',
    );
  });

  it('keeps one formatter per reading (the same answer twice) and a bad date as given', () => {
    const reading = { locale: 'en-GB', timeZone: 'UTC' };
    expect(formatDate('2026-07-01T14:05:00Z', reading)).toBe('1 Jul 2026');
    expect(formatDate('2026-07-02T14:05:00Z', reading)).toBe('2 Jul 2026');
    expect(formatDateTime('2026-07-01T14:05:00Z', PAGE_DATES)).toBe('Jul 1, 2026, 2:05 PM');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
