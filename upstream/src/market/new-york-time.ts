/**
 * America/New_York wall-clock arithmetic without a time-zone database: US daylight saving time runs
 * from the second Sunday of March 02:00 to the first Sunday of November 02:00 (rules since 2007).
 * Pure and fast, because trading-hour checks run for every sample of every candle.
 */
const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** UTC instant of 02:00 local on the n-th Sunday of `month` (0-based), given the offset in force before it. */
function nthSundayAt2(year: number, month: number, n: number, offsetHoursBefore: number): number {
  const first = new Date(Date.UTC(year, month, 1));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  const day = firstSunday + (n - 1) * 7;
  return Date.UTC(year, month, day, 2) - offsetHoursBefore * hourMs;
}

const transitions = new Map<number, { start: number; end: number }>();

function dstWindow(year: number) {
  let window = transitions.get(year);
  if (!window) {
    window = { start: nthSundayAt2(year, 2, 2, -5), end: nthSundayAt2(year, 10, 1, -4) };
    transitions.set(year, window);
  }
  return window;
}

/** Offset of New York from UTC in ms at the UTC instant `t` (-4 h in summer, -5 h in winter). */
export function newYorkOffsetMs(t: number): number {
  const year = new Date(t).getUTCFullYear();
  const { start, end } = dstWindow(year);
  return t >= start && t < end ? -4 * hourMs : -5 * hourMs;
}

/** Milliseconds since Sunday 00:00 New York time of the week containing `t`. */
export function newYorkWeekMs(t: number): number {
  const local = t + newYorkOffsetMs(t);
  // 1970-01-04 was a Sunday: shift the epoch so weeks start on Sunday.
  const sinceSunday = local - 3 * dayMs;
  return ((sinceSunday % (7 * dayMs)) + 7 * dayMs) % (7 * dayMs);
}

/** The UTC instant of a New York wall-clock instant given as ms since the local epoch. */
export function utcFromNewYorkLocal(localMs: number): number {
  let utc = localMs + 5 * hourMs;
  // Two passes settle the offset, also across a DST change.
  for (let i = 0; i < 2; i += 1) utc = localMs - newYorkOffsetMs(utc);
  return utc;
}
