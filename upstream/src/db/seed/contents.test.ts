import { describe, expect, it } from 'vitest';
import { contentLanguages } from '../../content/content-language.ts';
import { seedContents } from './contents.ts';
import { seedFaqs } from './faqs.ts';
import { seedNotices } from './notices.ts';

const english = seedContents.en;

describe('seeded articles and notices', () => {
  it.each(contentLanguages)(
    '%s has every English article, same key, type, order and paragraph count',
    (language) => {
      const articles = seedContents[language];
      expect(articles?.map(({ slug, type, paragraphs }) => [slug, type, paragraphs.length])).toEqual(
        english.map(({ slug, type, paragraphs }) => [slug, type, paragraphs.length]),
      );
    },
  );

  it.each(contentLanguages.filter((language) => language !== 'en'))(
    '%s is a translation, not a copy of the English text',
    (language) => {
      const english = new Set(seedContents.en.flatMap((article) => [article.title, ...article.paragraphs]));
      const texts = seedContents[language].flatMap((article) => [article.title, ...article.paragraphs]);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => english.has(text))).toEqual([]);
    },
  );

  it.each(contentLanguages)('%s has every English notice, same key, date and paragraph count', (language) => {
    const shape = (notices: typeof seedNotices.en) =>
      notices.map(({ slug, createdAt, paragraphs }) => [slug, createdAt, paragraphs.length]);
    expect(shape(seedNotices[language])).toEqual(shape(seedNotices.en));
  });

  it.each(contentLanguages.filter((language) => language !== 'en'))(
    "%s's notices are a translation, not a copy of the English text",
    (language) => {
      const english = new Set(seedNotices.en.flatMap((notice) => [notice.title, ...notice.paragraphs]));
      const texts = seedNotices[language].flatMap((notice) => [notice.title, ...notice.paragraphs]);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => english.has(text))).toEqual([]);
    },
  );

  it.each(contentLanguages)(
    '%s has every English question, same key, category and paragraph count',
    (language) => {
      const shape = (faqs: typeof seedFaqs.en) =>
        faqs.map(({ slug, category, paragraphs }) => [slug, category, paragraphs.length]);
      expect(shape(seedFaqs[language])).toEqual(shape(seedFaqs.en));
    },
  );

  it.each(contentLanguages.filter((language) => language !== 'en'))(
    "%s's questions are a translation, not a copy of the English text",
    (language) => {
      const english = new Set(seedFaqs.en.flatMap((faq) => [faq.question, ...faq.paragraphs]));
      const texts = seedFaqs[language].flatMap((faq) => [faq.question, ...faq.paragraphs]);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => english.has(text))).toEqual([]);
    },
  );
});
