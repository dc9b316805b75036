import { describe, expect, it } from 'vitest';
import { newYorkOffsetMs } from './new-york-time.ts';
import {
  isOpen,
  lastOpenInstant,
  nextOpenInstant,
  tradedBetween,
  tradingSchedule,
} from './trading-sessions.ts';

const hour = 3_600_000;
/** A UTC instant from New York wall-clock parts, given the offset in force (-5 winter, -4 summer). */
const ny = (y: number, m: number, d: number, h: number, min: number, offsetHours: number) =>
  Date.UTC(y, m - 1, d, h, min) - offsetHours * hour;

describe('New York time', () => {
  it('switches to daylight saving time on the second Sunday of March and back on the first Sunday of November', () => {
    expect(newYorkOffsetMs(Date.UTC(2026, 2, 8, 6, 59))).toBe(-5 * hour);
    expect(newYorkOffsetMs(Date.UTC(2026, 2, 8, 7, 0))).toBe(-4 * hour);
    expect(newYorkOffsetMs(Date.UTC(2026, 10, 1, 5, 59))).toBe(-4 * hour);
    expect(newYorkOffsetMs(Date.UTC(2026, 10, 1, 6, 0))).toBe(-5 * hour);
  });

  it('agrees with the platform time-zone database across a year', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      timeZoneName: 'shortOffset',
    });
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * hour) {
      const name = format.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value;
      expect(`GMT${newYorkOffsetMs(t) / hour}`).toBe(name);
    }
  });
});

describe('trading sessions', () => {
  it('opens NYSE stocks Monday to Friday 09:30-16:00', () => {
    expect(isOpen('nyse', ny(2026, 1, 7, 9, 29, -5))).toBe(false);
    expect(isOpen('nyse', ny(2026, 1, 7, 9, 30, -5))).toBe(true);
    expect(isOpen('nyse', ny(2026, 1, 7, 15, 59, -5))).toBe(true);
    expect(isOpen('nyse', ny(2026, 1, 7, 16, 0, -5))).toBe(false);
    expect(isOpen('nyse', ny(2026, 1, 10, 12, 0, -5))).toBe(false);
  });

  it('runs Globex futures from Sunday 18:00 to Friday 17:00 with a daily hour of break', () => {
    expect(isOpen('globex', ny(2026, 1, 4, 17, 59, -5))).toBe(false);
    expect(isOpen('globex', ny(2026, 1, 4, 18, 0, -5))).toBe(true);
    expect(isOpen('globex', ny(2026, 1, 6, 17, 30, -5))).toBe(false);
    expect(isOpen('globex', ny(2026, 1, 6, 18, 0, -5))).toBe(true);
    expect(isOpen('globex', ny(2026, 1, 9, 16, 59, -5))).toBe(true);
    expect(isOpen('globex', ny(2026, 1, 9, 17, 0, -5))).toBe(false);
  });

  it('runs forex and spot metals from Sunday 17:00 to Friday 17:00', () => {
    expect(isOpen('fx', ny(2026, 1, 4, 16, 59, -5))).toBe(false);
    expect(isOpen('fx', ny(2026, 1, 4, 17, 0, -5))).toBe(true);
    expect(isOpen('fx', ny(2026, 1, 6, 17, 30, -5))).toBe(true);
    expect(isOpen('fx', ny(2026, 1, 9, 17, 0, -5))).toBe(false);
  });

  it('keeps crypto open always', () => {
    expect(isOpen('always', ny(2026, 1, 10, 3, 0, -5))).toBe(true);
  });

  it('finds the last close of a closed market, also across a weekend and a DST change', () => {
    const saturday = ny(2026, 1, 10, 12, 0, -5);
    expect(lastOpenInstant('nyse', saturday)).toBe(ny(2026, 1, 9, 16, 0, -5));
    expect(lastOpenInstant('globex', saturday)).toBe(ny(2026, 1, 9, 17, 0, -5));
    const mondayEarly = ny(2026, 1, 12, 8, 0, -5);
    expect(lastOpenInstant('nyse', mondayEarly)).toBe(ny(2026, 1, 9, 16, 0, -5));
    // DST began on Sunday 2026-03-08: Monday's pre-market looks back to Friday in winter time.
    expect(lastOpenInstant('nyse', ny(2026, 3, 9, 8, 0, -4))).toBe(ny(2026, 3, 6, 16, 0, -5));
    const open = ny(2026, 1, 7, 10, 0, -5);
    expect(lastOpenInstant('nyse', open)).toBe(open);
  });

  it('tells whether a market traded inside an interval', () => {
    expect(tradedBetween('nyse', ny(2026, 1, 10, 0, 0, -5), ny(2026, 1, 11, 0, 0, -5))).toBe(false);
    expect(tradedBetween('nyse', ny(2026, 1, 9, 15, 0, -5), ny(2026, 1, 9, 17, 0, -5))).toBe(true);
    expect(tradedBetween('nyse', ny(2026, 1, 9, 16, 0, -5), ny(2026, 1, 9, 17, 0, -5))).toBe(false);
  });

  it('finds the next opening of a closed market, across a weekend, the futures break and a DST change', () => {
    const saturday = ny(2026, 1, 10, 12, 0, -5);
    expect(nextOpenInstant('nyse', saturday)).toBe(ny(2026, 1, 12, 9, 30, -5));
    expect(nextOpenInstant('globex', saturday)).toBe(ny(2026, 1, 11, 18, 0, -5));
    expect(nextOpenInstant('fx', saturday)).toBe(ny(2026, 1, 11, 17, 0, -5));
    expect(nextOpenInstant('nyse', ny(2026, 1, 7, 8, 0, -5))).toBe(ny(2026, 1, 7, 9, 30, -5));
    expect(nextOpenInstant('nyse', ny(2026, 1, 7, 16, 0, -5))).toBe(ny(2026, 1, 8, 9, 30, -5));
    expect(nextOpenInstant('globex', ny(2026, 1, 6, 17, 30, -5))).toBe(ny(2026, 1, 6, 18, 0, -5));
    // DST began on Sunday 2026-03-08: Monday opens at 09:30 summer time.
    expect(nextOpenInstant('nyse', ny(2026, 3, 7, 12, 0, -5))).toBe(ny(2026, 3, 9, 9, 30, -4));
    expect(nextOpenInstant('nyse', ny(2026, 1, 7, 10, 0, -5))).toBeNull();
    expect(nextOpenInstant('always', saturday)).toBeNull();
  });

  it('lists the weekly sessions in New York time for clients to describe', () => {
    expect(tradingSchedule('always')).toBeNull();
    expect(tradingSchedule('nyse')).toEqual({
      timeZone: 'America/New_York',
      sessions: [1, 2, 3, 4, 5].map((day) => ({
        opensDay: day,
        opensAt: '09:30',
        closesDay: day,
        closesAt: '16:00',
      })),
    });
    expect(tradingSchedule('fx')?.sessions).toEqual([
      { opensDay: 0, opensAt: '17:00', closesDay: 5, closesAt: '17:00' },
    ]);
    expect(tradingSchedule('globex')?.sessions[0]).toEqual({
      opensDay: 0,
      opensAt: '18:00',
      closesDay: 1,
      closesAt: '17:00',
    });
  });
});
