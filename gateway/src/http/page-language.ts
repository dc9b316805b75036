import {
  acceptedLanguageTags,
  interfaceLanguageOf,
  isInterfaceLanguage,
  languageTags,
} from '@swx/contract/languages';

/** A browser language's interface language (as the web app reads it), among the languages the build prerendered. */
export function interfaceLanguage(tag: string, languages: readonly string[]): string | null {
  const language = interfaceLanguageOf(tag);
  return language && languages.includes(language) ? language : null;
}

/**
 * The language the app will start in, as the browser decides it (web/src/state/clientStore.ts): the
 * user's choice (mirrored in a cookie), else the configured default, else the browser's languages.
 */
export function pageLanguage(
  chosen: string | undefined,
  acceptLanguage: string | undefined,
  built: { languages: string[]; configuredLanguage: string | null },
): string {
  if (chosen && built.languages.includes(chosen)) return chosen;
  if (built.configuredLanguage) return built.configuredLanguage;
  for (const tag of acceptedLanguageTags(acceptLanguage)) {
    const language = interfaceLanguage(tag, built.languages);
    if (language) return language;
  }
  return 'en';
}

/** The Accept-Language the app sends in a language (web/src/relay/requestHeaders.ts): its BCP 47 tag. */
export function languageTagOf(language: string): string {
  return isInterfaceLanguage(language) ? languageTags[language] : language;
}
