import type { ContentLanguage } from '../../content/content-language.ts';
import { faqsAr } from './faqs-ar.ts';
import { faqsDe } from './faqs-de.ts';
import { faqsEn } from './faqs-en.ts';
import { faqsEs } from './faqs-es.ts';
import { faqsFr } from './faqs-fr.ts';
import { faqsHk } from './faqs-hk.ts';
import { faqsIt } from './faqs-it.ts';
import { faqsJa } from './faqs-ja.ts';
import { faqsKo } from './faqs-ko.ts';
import { faqsPt } from './faqs-pt.ts';
import { faqsZh } from './faqs-zh.ts';
import type { SeedFaq } from './seed-types.ts';

/**
 * The help centre's seeded questions and answers in every interface language: the same
 * questions (same `slug` and `category`, in the same order) as English; `contents.test.ts` checks it.
 */
export const seedFaqs: Record<ContentLanguage, SeedFaq[]> = {
  en: faqsEn,
  zh: faqsZh,
  hk: faqsHk,
  ja: faqsJa,
  ko: faqsKo,
  ar: faqsAr,
  de: faqsDe,
  fr: faqsFr,
  es: faqsEs,
  it: faqsIt,
  pt: faqsPt,
};
