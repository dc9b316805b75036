import type { Db } from '../db.ts';
import { contentsEn } from './contents-en.ts';
import { contentsZh } from './contents-zh.ts';
import { noticesEn, noticesZh } from './notices.ts';
import { seedParams } from './params.ts';

/**
 * Inserts the seeded contents, notices and parameters that are absent. Rows an operator edited
 * (same slug or key) are left alone, so a restart never overwrites configuration.
 */
export async function seedDatabase(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [languageType, contents] of [
      [1, contentsZh],
      [2, contentsEn],
    ] as const) {
      for (const [sort, item] of contents.entries()) {
        await tx.query(
          `INSERT INTO contents (slug, language_type, type, title, content, sort, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (language_type, slug) DO NOTHING`,
          [item.slug, languageType, item.type, item.title, item.paragraphs.join('\n\n'), sort, now],
        );
      }
    }
    for (const [languageType, notices] of [
      [1, noticesZh],
      [2, noticesEn],
    ] as const) {
      for (const notice of notices) {
        await tx.query(
          `INSERT INTO notices (slug, language_type, title, content, created_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (language_type, slug) DO NOTHING`,
          [
            notice.slug,
            languageType,
            notice.title,
            notice.paragraphs.join('\n\n'),
            Date.parse(notice.createdAt),
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
  });
}
