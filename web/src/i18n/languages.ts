import { type InterfaceLanguage, interfaceLanguageOf, isInterfaceLanguage } from '@swx/contract/languages';

// The interface languages, their tags and the reading of a browser's language are the contract's,
// shared with the gateway's prerendered pages and the upstream.
export {
  interfaceLanguageOf as fromBrowserLanguage,
  interfaceLanguages as languages,
  isInterfaceLanguage as isAppLanguage,
  languageTags,
} from '@swx/contract/languages';

export type AppLanguage = InterfaceLanguage;

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

export function isRtl(language: AppLanguage): boolean {
  return language === 'ar';
}

/**
 * The language used when the user has not chosen one: the build setting VITE_DEFAULT_LANGUAGE
 * when set (the spec's "zh" reading), otherwise the browser's language, falling back to English.
 */
export function defaultLanguage(
  configured: string | undefined,
  browserLanguages: readonly string[],
): AppLanguage {
  if (isInterfaceLanguage(configured)) return configured;
  for (const tag of browserLanguages) {
    const match = interfaceLanguageOf(tag);
    if (match) return match;
  }
  return 'en';
}

/** The schema's `Language` enum value for an interface language. */
export function toGraphqlLanguage(language: AppLanguage) {
  return language.toUpperCase() as Uppercase<AppLanguage>;
}
