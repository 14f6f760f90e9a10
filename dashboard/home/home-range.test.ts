import { describe, expect, it } from 'vitest';
import { previousPeriodWords, readHomeRange, toOverviewParams } from './home-range';

const read = (query: string) => readHomeRange(new URLSearchParams(query));

describe('home range in the URL', () => {
  it('reads presets, and the last 30 days when nothing or something unknown is asked', () => {
    expect(read('')).toEqual({ choice: '30d' });
    expect(read('range=today')).toEqual({ choice: 'today' });
    expect(read('range=7d')).toEqual({ choice: '7d' });
    expect(read('range=year')).toEqual({ choice: '30d' });
  });

  it('keeps a custom range only when its days are valid and in order', () => {
    expect(read('range=custom&from=2026-03-01&to=2026-03-10')).toEqual({
      choice: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(read('range=custom&from=2026-03-10&to=2026-03-01')).toEqual({ choice: '30d' });
    expect(read('range=custom&from=2026-02-30&to=2026-03-01')).toEqual({ choice: '30d' });
    expect(read('range=custom&from=2026-03-01')).toEqual({ choice: '30d' });
    // Days left over from a custom range do not change a preset.
    expect(read('range=7d&from=2026-03-01&to=2026-03-10')).toEqual({ choice: '7d' });
  });

  it('turns the range into the overview query', () => {
    expect(toOverviewParams('s', { choice: '7d' }, 'Europe/Paris')).toEqual({
      storeId: 's',
      range: '7d',
      tz: 'Europe/Paris',
    });
    expect(
      toOverviewParams('s', { choice: 'custom', from: '2026-03-01', to: '2026-03-02' }, 'UTC'),
    ).toEqual({ storeId: 's', from: '2026-03-01', to: '2026-03-02', tz: 'UTC' });
  });

  it('names the period the cards compare with', () => {
    expect(previousPeriodWords({ choice: 'today' }, 1)).toBe('yesterday');
    expect(previousPeriodWords({ choice: '7d' }, 7)).toBe('the previous 7 days');
    expect(previousPeriodWords({ choice: 'custom', from: 'a', to: 'a' }, 1)).toBe('the day before');
  });
});
