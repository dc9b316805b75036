type DurationFormatter = { format(duration: Record<string, number>): string };
type DurationFormatCtor = new (locale: string, options: { style: 'narrow' | 'short' }) => DurationFormatter;

/**
 * A run time in the user's language ("2d 3h 5m"): Intl.DurationFormat where the browser has it,
 * else the same parts through unit formatting.
 */
export function formatRunTime(seconds: number, locale: string): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts: Record<string, number> =
    days > 0 ? { days, hours } : hours > 0 ? { hours, minutes } : { minutes };
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat;
  if (DurationFormat) return new DurationFormat(locale, { style: 'narrow' }).format(parts);
  const units = { days: 'day', hours: 'hour', minutes: 'minute' } as const;
  return Object.entries(parts)
    .map(([unit, value]) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: units[unit as keyof typeof units],
        unitDisplay: 'narrow',
      }).format(value),
    )
    .join(' ');
}
