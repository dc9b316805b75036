import type { ContentLanguage } from '../../content/content-language.ts';
import { noticesAr } from './notices-ar.ts';
import { noticesDe } from './notices-de.ts';
import { noticesEn } from './notices-en.ts';
import { noticesEs } from './notices-es.ts';
import { noticesFr } from './notices-fr.ts';
import { noticesHk } from './notices-hk.ts';
import { noticesIt } from './notices-it.ts';
import { noticesJa } from './notices-ja.ts';
import { noticesKo } from './notices-ko.ts';
import { noticesPt } from './notices-pt.ts';
import { noticesZh } from './notices-zh.ts';
import type { SeedNotice } from './seed-types.ts';

/**
 * The seeded help-centre notices in every interface language: the same notices (same
 * `slug` and date, in the same order) as English; `contents.test.ts` checks it.
 */
export const seedNotices: Record<ContentLanguage, SeedNotice[]> = {
  en: noticesEn,
  zh: noticesZh,
  hk: noticesHk,
  ja: noticesJa,
  ko: noticesKo,
  ar: noticesAr,
  de: noticesDe,
  fr: noticesFr,
  es: noticesEs,
  it: noticesIt,
  pt: noticesPt,
};
