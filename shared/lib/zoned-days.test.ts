import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInZone,
  daysBetween,
  wallTimeInZone,
  zonedDayStart,
  zonedInstant,
} from './zoned-days';

describe('zoned days', () => {
  it('names the day an instant falls on in the zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2026-03-01');
    expect(dayInZone(instant, 'Europe/Paris')).toBe('2026-03-02');
    expect(dayInZone(instant, 'America/New_York')).toBe('2026-03-01');
    expect(dayInZone(instant, 'Asia/Tokyo')).toBe('2026-03-02');
  });

  /** Each `[day, instant]`: `day` starts at `instant` in `zone`. */
  const expectStarts = (zone: string, cases: [string, string][]) => {
    for (const [day, instant] of cases) {
      expect(zonedDayStart(day, zone).toISOString(), `${day} ${zone}`).toBe(instant);
    }
  };

  it('starts a day at local midnight', () => {
    expectStarts('UTC', [['2026-01-15', '2026-01-15T00:00:00.000Z']]);
    expectStarts('Europe/Paris', [
      ['2026-01-15', '2026-01-14T23:00:00.000Z'],
      ['2026-07-15', '2026-07-14T22:00:00.000Z'],
    ]);
    expectStarts('Asia/Kolkata', [['2026-01-15', '2026-01-14T18:30:00.000Z']]);
  });

  it('keeps midnight on both sides of a daylight-saving change', () => {
    // New York moves to summer time on 2026-03-08 at 02:00 and back on 2026-11-01.
    expectStarts('America/New_York', [
      ['2026-03-08', '2026-03-08T05:00:00.000Z'],
      ['2026-03-09', '2026-03-09T04:00:00.000Z'],
      ['2026-11-01', '2026-11-01T04:00:00.000Z'],
      ['2026-11-02', '2026-11-02T05:00:00.000Z'],
    ]);
  });

  it('starts a day that skips midnight at its first moment', () => {
    // Santiago's clocks jump from 00:00 to 01:00 on 2026-09-06.
    const start = zonedDayStart('2026-09-06', 'America/Santiago');
    expect(dayInZone(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayInZone(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('moves by calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
    expect(daysBetween('2026-02-09', '2026-03-10')).toBe(29);
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
  });
});

describe('zonedInstant and wallTimeInZone', () => {
  it('reads a wall-clock time in a zone, and back', () => {
    expect(zonedInstant('2026-12-31T23:59', 'UTC').toISOString()).toBe('2026-12-31T23:59:00.000Z');
    expect(zonedInstant('2026-12-31T23:59', 'America/New_York').toISOString()).toBe(
      '2027-01-01T04:59:00.000Z',
    );
    expect(zonedInstant('2026-07-01T09:30', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    for (const tz of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata']) {
      for (const local of ['2026-03-29T12:00', '2026-11-01T00:30', '2026-06-15T18:45']) {
        expect(wallTimeInZone(zonedInstant(local, tz), tz)).toBe(local);
      }
    }
  });
});
