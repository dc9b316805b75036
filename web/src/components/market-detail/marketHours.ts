import type { TFunction } from 'i18next';
import { tradingHoursGroups, type WeeklySession, zoneCity } from '../../format/tradingHours';

/** A market's weekly schedule as the gateway sends it (Market.tradingSchedule). */
export type ScheduleData = { readonly timeZone: string; readonly sessions: readonly WeeklySession[] };

/**
 * The exchange's city in the user's language ("New York", "نيويورك"). Intl names zones only by
 * their metazone ("Eastern Time"), so known exchange cities are translated; any other zone is
 * named by its own city, read whole out of the id.
 */
export function exchangeCity(t: TFunction, timeZone: string): string {
  return t(`marketDetail.exchangeCities.${timeZone.replaceAll('/', '_')}`, {
    defaultValue: zoneCity(timeZone),
  });
}

/** "Mon–Fri 09:30–16:00 New York" in the user's language; "24/7" for a market that never closes. */
export function describeTradingHours(
  t: TFunction,
  locale: string,
  schedule: ScheduleData | null,
  upstreamText: string | null,
): string {
  if (!schedule) return upstreamText ?? t('marketDetail.allDay');
  const hours = tradingHoursGroups(schedule.sessions, locale)
    .map((group) => t(`marketDetail.hours.${group.kind}`, group))
    .join('; ');
  return t('marketDetail.hours.inZone', { hours, city: exchangeCity(t, schedule.timeZone) });
}

/** An instant as the exchange's clock shows it: "Fri, Jan 9, 16:00 New York". */
export function exchangeTime(t: TFunction, locale: string, iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
  return t('marketDetail.hours.inZone', { hours: time, city: exchangeCity(t, timeZone) });
}

/** An instant on the user's own clock, with how far away it is: "Mon, Jan 12, 15:30" and "in 2 days". */
export function localTimeAndDistance(
  locale: string,
  iso: string,
  now = Date.now(),
): { when: string; distance: string } {
  const at = new Date(iso);
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  const minutes = Math.max(1, Math.round((at.getTime() - now) / 60_000));
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const distance =
    minutes < 60
      ? relative.format(minutes, 'minute')
      : minutes < 48 * 60
        ? relative.format(Math.round(minutes / 60), 'hour')
        : relative.format(Math.round(minutes / (24 * 60)), 'day');
  return { when, distance };
}
