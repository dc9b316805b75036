import type { FaqCategory, FaqItem, LanguageType, Page } from '@swx/contract';
import { type Queryable, toNumber, toText } from '../db/db.ts';
import type { PageRequest } from '../ledger/ledger.ts';
import type { ContentLanguage } from './content-language.ts';

export const faqCategories = ['account', 'trading', 'funds', 'products', 'security'] as const;

export function isFaqCategory(value: string): value is FaqCategory {
  return (faqCategories as readonly string[]).includes(value);
}

export type FaqFilter = {
  languageType: LanguageType;
  preferred: ContentLanguage | null;
  /** Words that must each appear in the question or the answer (case-insensitive); empty for all. */
  keyword: string;
  category: FaqCategory | null;
};

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The questions of a list type in one version each (the preferred language's, else English, else the
 * oldest), in category and operator order, then filtered by category and keyword. The search runs on
 * the versions shown, so a reader finds what is written in the language they read.
 */
export async function listFaqs(db: Queryable, filter: FaqFilter, page: PageRequest): Promise<Page<FaqItem>> {
  const words = filter.keyword
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  const params: unknown[] = [filter.languageType, filter.preferred ?? 'en', filter.category];
  const wordClauses = words.map((word) => {
    params.push(likePattern(word.toLowerCase()));
    return `AND (lower(question) LIKE $${params.length} ESCAPE '\\' OR lower(answer) LIKE $${params.length} ESCAPE '\\')`;
  });
  const shown = `SELECT DISTINCT ON (slug) id, slug, language, category, question, answer, sort, updated_at
                 FROM faqs WHERE language_type = $1
                 ORDER BY slug, (language = $2) DESC, (language = 'en') DESC, id`;
  const where = `WHERE ($3::text IS NULL OR category = $3) ${wordClauses.join(' ')}`;
  const total = await db.query<{ count: unknown }>(
    `SELECT count(*) AS count FROM (${shown}) AS versions ${where}`,
    params,
  );
  params.push(page.pageSize, (page.pageNum - 1) * page.pageSize);
  const rows = await db.query(
    `SELECT * FROM (${shown}) AS versions ${where}
     ORDER BY array_position(ARRAY['account','trading','funds','products','security'], category), sort, slug
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    list: rows.map((row) => ({
      id: toNumber(row.id),
      key: toText(row.slug),
      language: toText(row.language),
      category: toCategory(row.category),
      question: toText(row.question),
      answer: toText(row.answer),
      updatedAt: toNumber(row.updated_at),
    })),
    total: toNumber(total[0]?.count ?? 0),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

function toCategory(value: unknown): FaqCategory {
  const text = toText(value);
  return isFaqCategory(text) ? text : 'account';
}
