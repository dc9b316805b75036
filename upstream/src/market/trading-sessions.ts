import type { TradingSchedule } from '@swx/contract';
import type { SessionKind } from './instruments.ts';
import { newYorkOffsetMs, newYorkWeekMs, utcFromNewYorkLocal } from './new-york-time.ts';

const hour = 3_600_000;
const day = 24 * hour;
const week = 7 * day;

/** Open intervals [start, end) in ms since Sunday 00:00 New York time. */
type WeeklySchedule = readonly (readonly [number, number])[];

const at = (weekday: number, hours: number, minutes = 0) => weekday * day + hours * hour + minutes * 60_000;

const schedules: Record<Exclude<SessionKind, 'always'>, WeeklySchedule> = {
  // Forex and spot metals: one stretch from Sunday 17:00 to Friday 17:00.
  fx: [[at(0, 17), at(5, 17)]],
  // NYSE regular session; exchange holidays are not modelled.
  nyse: [1, 2, 3, 4, 5].map((d) => [at(d, 9, 30), at(d, 16)] as const),
  // CME Globex: Sunday 18:00 to Friday 17:00 with a daily 17:00-18:00 maintenance break.
  globex: [0, 1, 2, 3, 4].map((d) => [at(d, 18), at(d + 1, 17)] as const),
};

const descriptions: Record<SessionKind, string | null> = {
  always: null,
  fx: 'Sun 17:00 - Fri 17:00 America/New_York',
  nyse: 'Mon-Fri 09:30-16:00 America/New_York',
  globex: 'Sun-Fri 18:00-17:00 America/New_York, daily break 17:00-18:00',
};

export function tradingHoursText(kind: SessionKind): string | null {
  return descriptions[kind];
}

export function isOpen(kind: SessionKind, t: number): boolean {
  if (kind === 'always') return true;
  const w = newYorkWeekMs(t);
  return schedules[kind].some(([start, end]) => w >= start && w < end);
}

/**
 * `t` itself while the market is open, otherwise the instant its last session closed. Prices are
 * frozen at that instant while closed, and jump (gap) to the live path when the next session opens.
 */
export function lastOpenInstant(kind: SessionKind, t: number): number {
  if (kind === 'always' || isOpen(kind, t)) return t;
  const w = newYorkWeekMs(t);
  const weekStartLocal = t + newYorkOffsetMs(t) - w;
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const [, end] of schedules[kind]) if (end <= w && end > latestEnd) latestEnd = end;
  if (latestEnd === Number.NEGATIVE_INFINITY) {
    // Before this week's first session: the last close was last week.
    for (const [, end] of schedules[kind]) latestEnd = Math.max(latestEnd, end - week);
  }
  return utcFromNewYorkLocal(weekStartLocal + latestEnd);
}

/** Whether the market traded at some instant of [from, to). */
export function tradedBetween(kind: SessionKind, from: number, to: number): boolean {
  const last = to - 1;
  if (isOpen(kind, last)) return last >= from;
  return lastOpenInstant(kind, last) > from;
}

/** The time zone every schedule above is written in (the exchanges simulated here are in New York). */
export const exchangeTimeZone = 'America/New_York';

function localDayAndTime(weekMs: number): { day: number; time: string } {
  const inWeek = ((weekMs % week) + week) % week;
  const minutes = Math.floor((inWeek % day) / 60_000);
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { day: Math.floor(inWeek / day), time: clock };
}

/**
 * The weekly sessions of a schedule in the exchange's time zone, for clients that describe them in
 * their own words (the contract's `schedule`); null for around-the-clock markets.
 */
export function tradingSchedule(kind: SessionKind): TradingSchedule | null {
  if (kind === 'always') return null;
  const sessions = schedules[kind].map(([start, end]) => {
    const opens = localDayAndTime(start);
    const closes = localDayAndTime(end);
    return { opensDay: opens.day, opensAt: opens.time, closesDay: closes.day, closesAt: closes.time };
  });
  return { timeZone: exchangeTimeZone, sessions };
}

/** While closed, the instant its next session opens; null while open and for around-the-clock markets. */
export function nextOpenInstant(kind: SessionKind, t: number): number | null {
  if (kind === 'always' || isOpen(kind, t)) return null;
  const w = newYorkWeekMs(t);
  const weekStartLocal = t + newYorkOffsetMs(t) - w;
  let next = Number.POSITIVE_INFINITY;
  for (const [start] of schedules[kind]) {
    const candidate = start > w ? start : start + week;
    if (candidate < next) next = candidate;
  }
  return utcFromNewYorkLocal(weekStartLocal + next);
}
