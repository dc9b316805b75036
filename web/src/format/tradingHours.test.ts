import { describe, expect, it } from 'vitest';
import { tradingHoursGroups, type WeeklySession, zoneCity } from './tradingHours';

const weekdaysMonToFri = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
const nyse: WeeklySession[] = weekdaysMonToFri.map((day) => ({
  opensOn: day,
  opensAt: '09:30',
  closesOn: day,
  closesAt: '16:00',
}));
const globex: WeeklySession[] = (['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const).map(
  (day, index) => ({
    opensOn: day,
    opensAt: '18:00',
    closesOn: weekdaysMonToFri[index] ?? 'FRIDAY',
    closesAt: '17:00',
  }),
);
const forex: WeeklySession[] = [
  { opensOn: 'SUNDAY', opensAt: '17:00', closesOn: 'FRIDAY', closesAt: '17:00' },
];

describe('trading hours in the user’s words', () => {
  it('folds a stock exchange’s five sessions into one range of days with one range of times', () => {
    expect(tradingHoursGroups(nyse, 'en')).toEqual([
      { kind: 'daily', days: 'Mon–Fri', opens: '09:30', closes: '16:00' },
    ]);
  });

  it('names the days in the user’s language', () => {
    const [german] = tradingHoursGroups(nyse, 'de');
    expect(german).toMatchObject({ days: 'Mo–Fr' });
    const [arabic] = tradingHoursGroups(nyse, 'ar');
    expect(arabic).toMatchObject({ days: 'الاثنين–الجمعة' });
  });

  it('keeps gaps between days visible', () => {
    const [group] = tradingHoursGroups(
      nyse.filter((session) => session.opensOn !== 'WEDNESDAY'),
      'en',
    );
    expect(group).toMatchObject({ days: 'Mon–Tue, Thu–Fri' });
  });

  it('describes back-to-back overnight sessions as one stretch with a daily break', () => {
    expect(tradingHoursGroups(globex, 'en')).toEqual([
      { kind: 'spanWithBreaks', from: 'Sun 18:00', to: 'Fri 17:00', breakFrom: '17:00', breakTo: '18:00' },
    ]);
  });

  it('describes one session over several days as a span', () => {
    expect(tradingHoursGroups(forex, 'en')).toEqual([{ kind: 'span', from: 'Sun 17:00', to: 'Fri 17:00' }]);
  });

  it('reads a city out of a time-zone id it has no name for, never cutting it mid-word', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });
});
