import { contentLanguages, languageTypeOf } from '../../content/content-language.ts';
import { seedNftListings } from '../../nfts/nft-seed.ts';
import type { Db } from '../db.ts';
import { seedContents } from './contents.ts';
import { seedFaqs } from './faqs.ts';
import { seedNotices } from './notices.ts';
import { seedParams } from './params.ts';

/**
 * Inserts the seeded contents, notices, questions and parameters that are absent. Rows an operator edited
 * (same slug or key) are left alone, so a restart never overwrites configuration.
 */
export async function seedDatabase(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of contentLanguages) {
      const languageType = languageTypeOf(language);
      for (const [sort, item] of seedContents[language].entries()) {
        await tx.query(
          `INSERT INTO contents (slug, language, language_type, type, title, content, sort, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (language, slug) DO NOTHING`,
          [item.slug, language, languageType, item.type, item.title, item.paragraphs.join('\n\n'), sort, now],
        );
      }
    }
    for (const language of contentLanguages) {
      for (const notice of seedNotices[language]) {
        await tx.query(
          `INSERT INTO notices (slug, language, language_type, title, content, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (language, slug) DO NOTHING`,
          [
            notice.slug,
            language,
            languageTypeOf(language),
            notice.title,
            notice.paragraphs.join('\n\n'),
            Date.parse(notice.createdAt),
          ],
        );
      }
    }
    for (const language of contentLanguages) {
      for (const [sort, faq] of seedFaqs[language].entries()) {
        await tx.query(
          `INSERT INTO faqs (slug, language, language_type, category, question, answer, sort, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (language, slug) DO NOTHING`,
          [
            faq.slug,
            language,
            languageTypeOf(language),
            faq.category,
            faq.question,
            faq.paragraphs.join('\n\n'),
            sort,
            now,
          ],
        );
      }
    }
    for (const param of seedParams) {
      await tx.query(
        `INSERT INTO params (key, value, description, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO NOTHING`,
        [param.key, param.value, param.description, now],
      );
    }
    await seedNftListings(tx, now);
  });
}
