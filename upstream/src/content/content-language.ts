import type { LanguageType } from '@swx/contract';
import { acceptedLanguageTags, interfaceLanguageOf } from '@swx/contract/languages';

/** The interface languages an article version can be written in ; `hk` is Traditional Chinese. */
export const contentLanguages = ['en', 'zh', 'hk', 'ja', 'ko', 'ar', 'de', 'fr', 'es', 'it', 'pt'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

function isContentLanguage(value: string): value is ContentLanguage {
  return (contentLanguages as readonly string[]).includes(value);
}

/** The REST contract's list type of a language version: 1 for Simplified Chinese, 2 for every other. */
export function languageTypeOf(language: ContentLanguage): LanguageType {
  return language === 'zh' ? 1 : 2;
}

/**
 * A language code or BCP 47 tag as a content language: `hk`, `zh-HK`, `zh-TW` and `zh-Hant-*` are
 * Traditional Chinese, other `zh-*` Simplified; otherwise the primary subtag when it is one of ours.
 */
export function contentLanguageFromTag(tag: string): ContentLanguage | null {
  const lower = tag.trim().toLowerCase();
  const primary = lower.split('-')[0] ?? '';
  // `hk` is this contract's own code (`?lang=hk`, an operator's version), and what older web
  // clients send as their Accept-Language; the tags read as the browser's language does.
  if (primary === 'hk') return 'hk';
  return isContentLanguage(primary) ? interfaceLanguageOf(lower) : null;
}

/**
 * The language a request asks its content in: the `lang` query parameter when it names one of ours,
 * otherwise the first of the Accept-Language header's tags (by preference) that does; null for none.
 */
export function requestedContentLanguage(
  lang: string | null,
  acceptLanguage: string | undefined,
): ContentLanguage | null {
  if (lang !== null) return contentLanguageFromTag(lang);
  for (const tag of acceptedLanguageTags(acceptLanguage)) {
    const language = contentLanguageFromTag(tag);
    if (language) return language;
  }
  return null;
}
