import { numberFormat } from '../format/formatNumber';

/**
 * Time left as the countdown shows it: "2 days 03:14:05" (days in the interface language by Intl),
 * "03:14:05" under a day. Digits are Latin in every language, as all numbers here are.
 */
export function formatRemaining(ms: number, locale: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (days === 0) return clock;
  const dayText = numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'short' }).format(days);
  return `${dayText} ${clock}`;
}

/** A round's length in the interface language: "24 hours", "2 days", "45 minutes" (Intl units). */
export function formatRoundLength(seconds: number, locale: string): string {
  const unit =
    seconds % 86_400 === 0 && seconds >= 86_400 * 2
      ? { unit: 'day', value: seconds / 86_400 }
      : seconds % 3600 === 0
        ? { unit: 'hour', value: seconds / 3600 }
        : seconds % 60 === 0
          ? { unit: 'minute', value: seconds / 60 }
          : { unit: 'second', value: seconds };
  return numberFormat(locale, { style: 'unit', unit: unit.unit, unitDisplay: 'long' }).format(unit.value);
}
