// The interface languages and how a browser's language tags read as one, declared once: the web app
// starts in the language they pick, the gateway prerenders the page in it, and the upstream answers
// its texts by them. No valibot here: the web app imports it (`@swx/contract/languages`).

/** The interface languages of the product, in the order the language picker lists them; `hk` is Traditional Chinese. */
export const interfaceLanguages = ['en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'pt', 'es', 'hk', 'zh'] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag of each interface language: for Intl formatting, `<html lang>` and the
 * Accept-Language a client sends. `hk` is a code of this product, not a tag.
 */
export const languageTags: Record<InterfaceLanguage, string> = {
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

/**
 * The interface language of a browser language tag (a navigator.languages entry, an Accept-Language
 * tag): Hong Kong, Taiwan, Macau and any zh-Hant are Traditional Chinese (`hk`), every other zh
 * Simplified; otherwise the primary subtag when it is an interface language. Null for the rest.
 */
export function interfaceLanguageOf(tag: string): InterfaceLanguage | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'hk';
  if (lower.startsWith('zh')) return 'zh';
  const base = lower.split('-')[0];
  return isInterfaceLanguage(base) && base !== 'hk' ? base : null;
}

/** An Accept-Language header's tags as written, most wanted first: q-values honoured, `q=0` and `*` left out. */
export function acceptedLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
