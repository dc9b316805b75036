import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaqs } from '../db/seed/faqs.ts';
import { startOnBackend, type TestUpstream, testBackends } from '../test-support/test-upstream.ts';

type Faq = { id: number; key: string; language: string; category: string; question: string; answer: string };
type FaqPage = { list: Faq[]; total: number; pageNum: number; pageSize: number };

describe.each(testBackends())('help centre questions and published articles on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  const faqs = async (query: string, type = 2) => {
    const answer = await t.get(`/help/listFaq/${type}?${query}`);
    return { code: answer.body.code, page: answer.body.result as FaqPage };
  };

  it('pages every question in the language asked, in category order', async () => {
    const first = await faqs('lang=ja&pageSize=10');
    expect(first.code).toBe(200);
    expect(first.page.total).toBe(seedFaqs.ja.length);
    expect(first.page.list).toHaveLength(10);
    expect(first.page.list.every((faq) => faq.language === 'ja')).toBe(true);
    const second = await faqs('lang=ja&pageSize=10&pageNum=2');
    expect([...first.page.list, ...second.page.list].map((faq) => faq.question)).toEqual(
      seedFaqs.ja.map((faq) => faq.question),
    );
    // Type 1 is Simplified Chinese.
    expect((await faqs('', 1)).page.list[0]?.question).toBe(seedFaqs.zh[0]?.question);
  });

  it('finds questions by every word of the search, in the question or the answer, and by category', async () => {
    const found = await faqs(`lang=en&keyword=${encodeURIComponent('WITHDRAWAL fund password')}`);
    expect(found.page.list.map((faq) => faq.key)).toEqual(['withdrawal-time']);
    expect((await faqs('lang=en&keyword=interest-free')).page.list.map((faq) => faq.key)).toEqual([
      'crypto-loans',
    ]);
    const security = await faqs('lang=de&category=security');
    expect(security.page.list.map((faq) => faq.key)).toEqual(['forgot-password', 'signed-out']);
    expect((await faqs(`lang=zh&keyword=${encodeURIComponent('提现')}`, 1)).page.total).toBeGreaterThan(0);
  });

  it('answers an empty page for a search that matches nothing; LIKE wildcards match only themselves', async () => {
    for (const keyword of ['qwertyuiop', '%%', '_', '\\']) {
      const { code, page } = await faqs(`lang=en&keyword=${encodeURIComponent(keyword)}`);
      expect(code).toBe(200);
      expect(page).toMatchObject({ list: [], total: 0 });
    }
  });

  it('refuses an unknown category and an overlong search as invalid input', async () => {
    const invalid = (field: string) => ({ code: 400, result: { reason: 'INPUT_INVALID', field } });
    expect((await t.get('/help/listFaq/2?category=gossip')).body).toMatchObject(invalid('category'));
    expect((await t.get(`/help/listFaq/2?keyword=${'a'.repeat(101)}`)).body).toMatchObject(
      invalid('keyword'),
    );
  });

  it('lets the operator publish a rich-text article version that the content API then serves as stored', async () => {
    const body = '<p>Rich <strong>text</strong></p>\n<script>alert(1)</script>';
    const published = await t.ops('POST', '/contents', {
      key: 'rich-text-check',
      language: 'fr',
      type: 3,
      title: 'Texte riche',
      content: body,
    });
    expect(published.body).toMatchObject({ code: 200, result: { title: 'Texte riche', content: body } });
    const id = (published.body.result as { id: number }).id;
    const read = await t.get(`/index/getContentsById/${id}`);
    expect(read.body.result).toMatchObject({ key: 'rich-text-check', language: 'fr', content: body });
    // Publishing again edits the same version in place.
    const edited = await t.ops('POST', '/contents', {
      key: 'rich-text-check',
      language: 'fr',
      type: 3,
      title: 'Texte riche 2',
      content: 'plain',
    });
    expect(edited.body.result).toMatchObject({ id, title: 'Texte riche 2', content: 'plain' });
    // Bad input is refused and changes nothing.
    for (const bad of [{ key: 'Bad Key' }, { language: 'xx' }, { title: '' }, { content: '\u0000' }]) {
      const answer = await t.ops('POST', '/contents', {
        key: 'rich-text-check',
        language: 'fr',
        type: 3,
        title: 'Changed',
        content: 'changed',
        ...bad,
      });
      expect(answer.body).toMatchObject({ code: 400, result: { reason: 'INPUT_INVALID' } });
    }
    expect((await t.get(`/index/getContentsById/${id}`)).body.result).toMatchObject({
      title: 'Texte riche 2',
    });
  });
});
