/** The interface languages of spec §1, in the order the picker lists them. */
export const languages = ['en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'pt', 'es', 'hk', 'zh'] as const;

export type AppLanguage = (typeof languages)[number];

/** Each language's own name, shown in the picker whatever the current language is. */
export const languageNames: Record<AppLanguage, string> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  ar: 'العربية',
  pt: 'Português',
  es: 'Español',
  hk: '繁體中文',
  zh: '简体中文',
};

/** BCP 47 tags for Intl formatting and `<html lang>`. */
export const languageTags: Record<AppLanguage, string> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  de: 'de',
  fr: 'fr',
  it: 'it',
  ar: 'ar',
  pt: 'pt',
  es: 'es',
  hk: 'zh-Hant-HK',
  zh: 'zh-Hans',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function isRtl(language: AppLanguage): boolean {
  return language === 'ar';
}

/** Maps a browser language (navigator.languages entry) to an interface language. */
export function fromBrowserLanguage(tag: string): AppLanguage | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'hk';
  if (lower.startsWith('zh')) return 'zh';
  const base = lower.split('-')[0];
  return isAppLanguage(base) && base !== 'hk' ? base : null;
}

/**
 * The language used when the user has not chosen one: the build setting VITE_DEFAULT_LANGUAGE
 * when set (the spec's "zh" reading), otherwise the browser's language, falling back to English.
 */
export function defaultLanguage(
  configured: string | undefined,
  browserLanguages: readonly string[],
): AppLanguage {
  if (isAppLanguage(configured)) return configured;
  for (const tag of browserLanguages) {
    const match = fromBrowserLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** The schema's `Language` enum value for an interface language. */
export function toGraphqlLanguage(language: AppLanguage) {
  return language.toUpperCase() as Uppercase<AppLanguage>;
}
