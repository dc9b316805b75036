/** A weekday as the gateway names it (Market.tradingSchedule). */
export type Weekday = 'SUNDAY' | 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY';

/** One weekly session in the exchange's local time ("HH:MM"), as the gateway sends it. */
export type WeeklySession = {
  readonly opensOn: Weekday | '%future added value';
  readonly opensAt: string;
  readonly closesOn: Weekday | '%future added value';
  readonly closesAt: string;
};

/**
 * A readable piece of a trading schedule, its days and times already in the user's language:
 * `daily` "Mon–Fri 09:30–16:00"; `span` one stretch "Sun 17:00 – Fri 17:00"; `spanWithBreaks`
 * overnight sessions one after the other "Sun 18:00 – Fri 17:00", with the daily break between.
 */
export type HoursGroup =
  | { kind: 'daily'; days: string; opens: string; closes: string }
  | { kind: 'span'; from: string; to: string }
  | { kind: 'spanWithBreaks'; from: string; to: string; breakFrom: string; breakTo: string };

const weekdays: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];
const rangeDash = '–';

function dayIndex(day: WeeklySession['opensOn']): number {
  return weekdays.indexOf(day as Weekday);
}

/** Short weekday names in the user's language, Sunday first (2023-01-01 was a Sunday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return weekdays.map((_, index) => format.format(Date.UTC(2023, 0, 1 + index)));
}

/** "09:30" in the user's language on a 24-hour clock (exchange hours are quoted that way). */
function clockTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2023, 0, 1, hours, minutes));
}

/** Runs of consecutive weekdays ("Mon–Fri"), separated by commas when there are gaps. */
function dayRuns(days: number[], names: string[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs
    .map(([from, to]) => (from === to ? names[from] : `${names[from]}${rangeDash}${names[to]}`))
    .join(', ');
}

/** Groups a weekly schedule into readable pieces (see HoursGroup). */
export function tradingHoursGroups(sessions: readonly WeeklySession[], locale: string): HoursGroup[] {
  const names = weekdayNames(locale);
  const time = (value: string) => clockTime(value, locale);
  const groups: HoursGroup[] = [];
  // Sessions with the same hours and the same length in days belong together.
  const byShape = new Map<string, WeeklySession[]>();
  for (const session of sessions) {
    const length = (dayIndex(session.closesOn) - dayIndex(session.opensOn) + 7) % 7;
    const key = `${session.opensAt}|${session.closesAt}|${length}`;
    byShape.set(key, [...(byShape.get(key) ?? []), session]);
  }
  for (const [key, group] of byShape) {
    const [opensAt = '', closesAt = '', length] = key.split('|');
    const first = group[0];
    if (!first) continue;
    if (length === '0') {
      groups.push({
        kind: 'daily',
        days: dayRuns(
          group.map((session) => dayIndex(session.opensOn)),
          names,
        ),
        opens: time(opensAt),
        closes: time(closesAt),
      });
      continue;
    }
    const opens = group.map((session) => dayIndex(session.opensOn)).sort((a, b) => a - b);
    const consecutive = opens.every((day, index) => index === 0 || day === (opens[index - 1] ?? -2) + 1);
    const overnight = length === '1' && closesAt <= opensAt;
    if (group.length > 1 && consecutive && overnight) {
      const firstDay = opens[0] ?? 0;
      const lastCloseDay = ((opens.at(-1) ?? 0) + 1) % 7;
      groups.push({
        kind: 'spanWithBreaks',
        from: `${names[firstDay]} ${time(opensAt)}`,
        to: `${names[lastCloseDay]} ${time(closesAt)}`,
        breakFrom: time(closesAt),
        breakTo: time(opensAt),
      });
      continue;
    }
    for (const session of group) {
      groups.push({
        kind: 'span',
        from: `${names[dayIndex(session.opensOn)]} ${time(session.opensAt)}`,
        to: `${names[dayIndex(session.closesOn)]} ${time(session.closesAt)}`,
      });
    }
  }
  return groups;
}

/** The city of an IANA time-zone id as a fallback name ("America/New_York" → "New York"). */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}
