import type { ContentLanguage } from '../../content/content-language.ts';
import { contentsAr } from './contents-ar.ts';
import { contentsDe } from './contents-de.ts';
import { contentsEn } from './contents-en.ts';
import { contentsEs } from './contents-es.ts';
import { contentsFr } from './contents-fr.ts';
import { contentsHk } from './contents-hk.ts';
import { contentsIt } from './contents-it.ts';
import { contentsJa } from './contents-ja.ts';
import { contentsKo } from './contents-ko.ts';
import { contentsPt } from './contents-pt.ts';
import { contentsZh } from './contents-zh.ts';
import type { SeedContent } from './seed-types.ts';

/**
 * The seeded footer, help and legal articles in every interface language. Each language
 * lists the same articles (same `slug` and `type`, in the same order) as English; `contents.test.ts`
 * checks it.
 */
export const seedContents: Record<ContentLanguage, SeedContent[]> = {
  en: contentsEn,
  zh: contentsZh,
  hk: contentsHk,
  ja: contentsJa,
  ko: contentsKo,
  ar: contentsAr,
  de: contentsDe,
  fr: contentsFr,
  es: contentsEs,
  it: contentsIt,
  pt: contentsPt,
};
