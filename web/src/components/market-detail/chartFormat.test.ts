import { describe, expect, it } from 'vitest';
import { chartFormat } from './chartFormat';

const at = (iso: string) => new Date(iso).getTime();

describe('chartFormat', () => {
  it("writes prices with the market's fixed places, grouped in the interface language", () => {
    expect(chartFormat('en', 'minute', 2).price('64012.5')).toBe('64,012.50');
    expect(chartFormat('en', 'minute', 2).price(64000)).toBe('64,000.00');
    expect(chartFormat('de', 'minute', 5).price('1.0852')).toBe('1,08520');
    expect(chartFormat('ar', 'minute', 2).price('64012.50')).toMatch(/^64[^\d]012[^\d]50$/);
  });

  it('labels the axis with times within one day and adds the date once the candles span days', () => {
    const sameDay = chartFormat('en', 'minute', 2).axisTime(
      at('2026-11-23T10:30:00'),
      at('2026-11-23T09:00:00'),
      at('2026-11-23T11:00:00'),
    );
    expect(sameDay).toBe('10:30 AM');
    const acrossDays = chartFormat('en', 'hour', 2).axisTime(
      at('2026-11-21T10:00:00'),
      at('2026-11-19T10:00:00'),
      at('2026-11-23T11:00:00'),
    );
    expect(acrossDays).toBe('Nov 21, 10 AM');
    const acrossMidnight = chartFormat('en', 'minute', 2).axisTime(
      at('2026-11-24T00:10:00'),
      at('2026-11-23T23:00:00'),
      at('2026-11-24T00:40:00'),
    );
    expect(acrossMidnight).toBe('Nov 24, 12:10 AM');
    expect(
      chartFormat('en', 'day', 2).axisTime(at('2026-11-21T00:00:00'), at('2026-08-01'), at('2026-11-23')),
    ).toBe('Nov 21');
  });

  it("gives a tooltip the candle's date and time", () => {
    expect(chartFormat('en', 'minute', 2).time(at('2026-11-23T17:05:00'))).toBe('Nov 23, 2026, 5:05 PM');
    expect(chartFormat('en', 'day', 2).time(at('2026-11-23T00:00:00'))).toBe('Nov 23, 2026');
  });

  it('gives a tick its time to the second, as the interface language writes it', () => {
    expect(chartFormat('en', 'minute', 2).clock(at('2026-11-23T17:05:30'))).toBe('5:05:30 PM');
    expect(chartFormat('de', 'minute', 2).clock(at('2026-11-23T17:05:30'))).toBe('17:05:30');
    expect(chartFormat('ar', 'minute', 2).clock(at('2026-11-23T17:05:30'))).toMatch(/^5:05:30 م$/);
  });
});
