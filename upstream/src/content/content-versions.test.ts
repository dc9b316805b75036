import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContents } from '../db/seed/contents.ts';
import { seedNotices } from '../db/seed/notices.ts';
import { startOnBackend, type TestUpstream, testBackends } from '../test-support/test-upstream.ts';
import { contentLanguages } from './content-language.ts';

type Item = { id: number; key: string; language: string; title: string; type: number };
type Detail = Item & { content: string };

const englishKeys = seedContents.en.map((article) => article.slug);

describe.each(testBackends())('article language versions on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  const list = async (path: string, headers?: Record<string, string>) =>
    (await t.get(path, headers)).body.result as Item[];
  const detail = async (path: string, headers?: Record<string, string>) =>
    (await t.get(path, headers)).body.result as Detail | null;

  it('lists every article in each interface language asked by ?lang=, zh as list type 1, the others as type 2', async () => {
    for (const language of contentLanguages) {
      const items = await list(`/index/listContents/${language === 'zh' ? 1 : 2}?lang=${language}`);
      expect(items.map((item) => item.key)).toEqual(englishKeys);
      expect(items.every((item) => item.language === language)).toBe(true);
      expect(items.map((item) => item.title)).toEqual(seedContents[language].map((article) => article.title));
    }
  });

  it('picks the version by Accept-Language when no ?lang= is given, English when none matches', async () => {
    const titleOf = (items: Item[]) => items.find((item) => item.key === 'risk-warning')?.title;
    const riskTitle = (language: keyof typeof seedContents) =>
      seedContents[language].find((article) => article.slug === 'risk-warning')?.title;
    expect(titleOf(await list('/index/listContents/2', { 'accept-language': 'zh-HK,zh;q=0.9' }))).toBe(
      riskTitle('hk'),
    );
    expect(titleOf(await list('/index/listContents/2', { 'accept-language': 'xx, fr-CA;q=0.8' }))).toBe(
      riskTitle('fr'),
    );
    expect(titleOf(await list('/index/listContents/2', { 'accept-language': 'de;q=0, ar;q=0.5' }))).toBe(
      riskTitle('ar'),
    );
    expect(titleOf(await list('/index/listContents/2'))).toBe('Risk warning');
    // ?lang= wins over the header; an unknown code asks for nothing in particular.
    expect(titleOf(await list('/index/listContents/2?lang=ja', { 'accept-language': 'ko' }))).toBe(
      riskTitle('ja'),
    );
    expect(titleOf(await list('/index/listContents/2?lang=xx', { 'accept-language': 'ko' }))).toBe(
      'Risk warning',
    );
    // Type 1 is Simplified Chinese whatever the language asked for.
    expect(titleOf(await list('/index/listContents/1?lang=ja'))).toBe(riskTitle('zh'));
  });

  it('opens the same article in another language by ?lang=, and the very version of the id without it', async () => {
    const english = await list('/index/listContents/2?lang=en');
    const risk = english.find((item) => item.key === 'risk-warning');
    if (!risk) throw new Error('no risk warning seeded');

    const arabic = await detail(`/index/getContentsById/${risk.id}?lang=ar`);
    expect(arabic).toMatchObject({ key: 'risk-warning', language: 'ar', type: 2 });
    expect(arabic?.id).not.toBe(risk.id);
    expect(arabic?.content).toBe(
      seedContents.ar.find((article) => article.slug === 'risk-warning')?.paragraphs.join('\n\n'),
    );
    const chinese = await detail(`/index/getContentsById/${arabic?.id}?lang=zh`);
    expect(chinese).toMatchObject({ key: 'risk-warning', language: 'zh', title: '风险提示' });
    // Without ?lang= an id is that version, whatever the browser's Accept-Language says.
    expect(await detail(`/index/getContentsById/${arabic?.id}`, { 'accept-language': 'en' })).toMatchObject({
      id: arabic?.id,
      language: 'ar',
    });
    expect(await detail(`/index/getContentsById/${risk.id}?lang=zh-TW`)).toMatchObject({ language: 'hk' });
  });

  it('falls back to English, then to the version the id names, for an article missing in the language', async () => {
    const now = Date.now();
    const [englishOnly] = await t.upstream.db.query<{ id: number }>(
      `INSERT INTO contents (slug, language, language_type, type, title, content, sort, updated_at)
       VALUES ('maintenance', 'en', 2, 3, 'Maintenance window', 'Text', 99, $1), 
              ('maintenance', 'de', 2, 3, 'Wartungsfenster', 'Text', 99, $1) RETURNING id`,
      [now],
    );
    const [chineseOnly] = await t.upstream.db.query<{ id: number }>(
      `INSERT INTO contents (slug, language, language_type, type, title, content, sort, updated_at)
       VALUES ('zh-event', 'zh', 1, 3, '活动说明', '正文', 99, $1) RETURNING id`,
      [now],
    );
    expect(await detail(`/index/getContentsById/${englishOnly?.id}?lang=ja`)).toMatchObject({
      language: 'en',
      title: 'Maintenance window',
    });
    expect(await detail(`/index/getContentsById/${chineseOnly?.id}?lang=ja`)).toMatchObject({
      language: 'zh',
      title: '活动说明',
    });
    const japanese = await list('/index/listContents/2?lang=ja');
    expect(japanese.find((item) => item.key === 'maintenance')).toMatchObject({ language: 'en' });
    const german = await list('/index/listContents/2?lang=de');
    expect(german.find((item) => item.key === 'maintenance')).toMatchObject({ title: 'Wartungsfenster' });
    // The Chinese-only article is in list type 1 only.
    expect(japanese.find((item) => item.key === 'zh-event')).toBeUndefined();
    expect(await detail('/index/getContentsById/99999?lang=ja')).toBeNull();
  });

  it('refuses a version whose list type disagrees with its language', async () => {
    await expect(
      t.upstream.db.query(
        `INSERT INTO contents (slug, language, language_type, type, title, content, sort, updated_at)
         VALUES ('mismatch', 'ja', 1, 3, 'x', 'x', 0, 0)`,
      ),
    ).rejects.toThrow();
  });

  it('lists the notices newest first in each language asked by ?lang= or Accept-Language', async () => {
    const titles = async (path: string, headers?: Record<string, string>) =>
      ((await t.get(path, headers)).body.result as { title: string }[]).map((notice) => notice.title);
    const newestFirst = (language: keyof typeof seedNotices) =>
      seedNotices[language].map((notice) => notice.title).reverse();
    for (const language of contentLanguages) {
      expect(await titles(`/notice/list/${language === 'zh' ? 1 : 2}?lang=${language}`)).toEqual(
        newestFirst(language),
      );
    }
    expect(await titles('/notice/list/2', { 'accept-language': 'ko-KR' })).toEqual(newestFirst('ko'));
    expect(await titles('/notice/list/2')).toEqual(newestFirst('en'));
  });
});
