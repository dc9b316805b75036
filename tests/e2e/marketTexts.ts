import { readFileSync } from 'node:fs';
import path from 'node:path';

// The app's texts as it words them, for the specs that read a screen in en or ar.

export type Language = 'en' | 'ar';

const locales = new Map<Language, Record<string, unknown>>();
/** The interface text of `key` in `language`, as the app renders it (`{{name}}` filled in). */
export function text(language: Language, key: string, values: Record<string, string> = {}): string {
  let locale = locales.get(language);
  if (!locale) {
    const file = path.resolve(import.meta.dirname, `../../web/src/locales/${language}.json`);
    locale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    locales.set(language, locale);
  }
  let node: unknown = locale;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Short weekday names as Intl writes them in `language` (0 Sunday … 6 Saturday). */
export function weekday(language: Language, day: number, timeZone = 'UTC'): string {
  // 2023-01-01 12:00 UTC was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone }).format(
    Date.UTC(2023, 0, 1 + day, 12),
  );
}

/** A stock exchange's hours as the app should word them: "Mon–Fri 09:30–16:00 New York". */
export function stockHours(language: Language): string {
  return text(language, 'marketDetail.hours.inZone', {
    hours: text(language, 'marketDetail.hours.daily', {
      days: `${weekday(language, 1)}–${weekday(language, 5)}`,
      opens: '09:30',
      closes: '16:00',
    }),
    city: text(language, 'marketDetail.exchangeCities.America_New_York'),
  });
}
