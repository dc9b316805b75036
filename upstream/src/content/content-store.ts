import type { ContentDetail, ContentItem, LanguageType, Notice } from '@swx/contract';
import { type Queryable, toNumber, toText } from '../db/db.ts';
import type { ContentLanguage } from './content-language.ts';

/** The REST shapes, declared once in the contract. Content list type: 1 Chinese, 2 every other language. */
export type { ContentDetail, ContentItem, LanguageType, Notice };

export function toLanguageType(value: string | number): LanguageType {
  return Number(value) === 1 ? 1 : 2;
}

function toContentType(value: unknown): ContentItem['type'] {
  const n = toNumber(value);
  return n === 1 || n === 2 ? n : 3;
}

/**
 * The articles of a list type, each in one language version: the `preferred` language's where the
 * article has one (and it belongs to the type), else English, else the type's oldest version. Type 1
 * holds only Simplified Chinese, so a preference changes nothing there.
 */
export async function listContents(
  db: Queryable,
  languageType: LanguageType,
  preferred: ContentLanguage | null,
): Promise<ContentItem[]> {
  const rows = await db.query(
    `SELECT id, slug, language, title, type FROM (
       SELECT DISTINCT ON (slug) id, slug, language, title, type, sort FROM contents
       WHERE language_type = $1
       ORDER BY slug, (language = $2) DESC, (language = 'en') DESC, id
     ) AS versions ORDER BY type, sort, slug`,
    [languageType, preferred ?? 'en'],
  );
  return rows.map(toItem);
}

/**
 * One article version by id. With a `language`, the version of the same article (same key) in that
 * language instead, falling back to English, then to the version the id names.
 */
export async function getContent(
  db: Queryable,
  id: number,
  language: ContentLanguage | null = null,
): Promise<ContentDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const rows = await db.query(
    `SELECT version.id, version.slug, version.language, version.title, version.type, version.content,
            version.updated_at
     FROM contents AS named JOIN contents AS version ON version.slug = named.slug
     WHERE named.id = $1
     ORDER BY (version.language = $2) DESC, (version.language = 'en' AND $2 <> '') DESC,
              (version.id = named.id) DESC, version.id
     LIMIT 1`,
    [id, language ?? ''],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...toItem(row), content: toText(row.content), updatedAt: toNumber(row.updated_at) };
}

function toItem(row: Record<string, unknown>): ContentItem {
  return {
    id: toNumber(row.id),
    title: toText(row.title),
    type: toContentType(row.type),
    key: toText(row.slug),
    language: toText(row.language),
  };
}

/**
 * The notices of a list type, newest first, each in one language version chosen as for articles:
 * the `preferred` language's, else English, else the type's oldest version.
 */
export async function listNotices(
  db: Queryable,
  languageType: LanguageType,
  preferred: ContentLanguage | null,
): Promise<Notice[]> {
  const rows = await db.query(
    `SELECT id, title, content, created_at FROM (
       SELECT DISTINCT ON (slug) id, title, content, created_at FROM notices
       WHERE language_type = $1
       ORDER BY slug, (language = $2) DESC, (language = 'en') DESC, id
     ) AS versions ORDER BY created_at DESC, id DESC`,
    [languageType, preferred ?? 'en'],
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    title: toText(row.title),
    content: toText(row.content),
    createdAt: toNumber(row.created_at),
  }));
}

export async function getParam(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db.query<{ value: unknown }>('SELECT value FROM params WHERE key = $1', [key]);
  return rows[0] ? toText(rows[0].value) : undefined;
}

export type PublishedContent = {
  key: string;
  language: ContentLanguage;
  type: 1 | 2 | 3;
  title: string;
  content: string;
};

/**
 * An operator writes one language version of an article: a new version, or the version's new type,
 * title and text (its id stays, so links to it keep working). Answers the version as stored.
 */
export async function publishContent(db: Queryable, article: PublishedContent, now: number) {
  const rows = await db.query<{ id: unknown }>(
    `INSERT INTO contents (slug, language, language_type, type, title, content, sort, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 100, $7)
     ON CONFLICT (language, slug)
     DO UPDATE SET type = $4, title = $5, content = $6, updated_at = $7
     RETURNING id`,
    [
      article.key,
      article.language,
      article.language === 'zh' ? 1 : 2,
      article.type,
      article.title,
      article.content,
      now,
    ],
  );
  return getContent(db, toNumber(rows[0]?.id));
}
