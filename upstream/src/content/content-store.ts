import type { ContentDetail, ContentItem, LanguageType, Notice } from '@swx/contract';
import { type Queryable, toNumber, toText } from '../db/db.ts';

/** The REST shapes, declared once in the contract. Content list type: 1 Chinese, else English (2). */
export type { ContentDetail, ContentItem, LanguageType, Notice };

export function toLanguageType(value: string | number): LanguageType {
  return Number(value) === 1 ? 1 : 2;
}

function toContentType(value: unknown): ContentItem['type'] {
  const n = toNumber(value);
  return n === 1 || n === 2 ? n : 3;
}

export async function listContents(db: Queryable, languageType: LanguageType): Promise<ContentItem[]> {
  const rows = await db.query(
    'SELECT id, title, type FROM contents WHERE language_type = $1 ORDER BY type, sort, id',
    [languageType],
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    title: toText(row.title),
    type: toContentType(row.type),
  }));
}

export async function getContent(db: Queryable, id: number): Promise<ContentDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const rows = await db.query('SELECT id, title, type, content, updated_at FROM contents WHERE id = $1', [
    id,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: toNumber(row.id),
    title: toText(row.title),
    type: toContentType(row.type),
    content: toText(row.content),
    updatedAt: toNumber(row.updated_at),
  };
}

export async function listNotices(db: Queryable, languageType: LanguageType): Promise<Notice[]> {
  const rows = await db.query(
    'SELECT id, title, content, created_at FROM notices WHERE language_type = $1 ORDER BY created_at DESC, id DESC',
    [languageType],
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
