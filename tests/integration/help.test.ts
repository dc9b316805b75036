import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContents } from '../../upstream/src/db/seed/contents.ts';
import { seedFaqs } from '../../upstream/src/db/seed/faqs.ts';
import { type Stack, startStack } from './harness.ts';

const operatorToken = 'help-test-operator';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ upstream: { operatorToken } });
});
afterAll(() => stack.close());

type Faqs = {
  faqs: {
    totalCount: number;
    edges: {
      node: { faqKey: string; category: string; question: string; answerHtml: string; language: string };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};
const faqsQuery = `query ($language: Language!, $search: String, $category: FaqCategory, $after: String) {
  faqs(language: $language, search: $search, category: $category, first: 10, after: $after) {
    totalCount
    edges { node { faqKey category question answerHtml language } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function publish(article: Record<string, unknown>) {
  const response = await fetch(`${stack.upstream.url}/swx/ops/contents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': operatorToken },
    body: JSON.stringify(article),
  });
  return (await response.json()) as { code: number; result: { id: number } };
}

describe('the help centre through the gateway', () => {
  it('pages the questions ten at a time in the language asked, answers as safe HTML', async () => {
    const first = await stack.graphql<Faqs>(faqsQuery, { language: 'KO' });
    expect(first.errors).toBeUndefined();
    expect(first.data?.faqs.totalCount).toBe(seedFaqs.ko.length);
    expect(first.data?.faqs.edges).toHaveLength(10);
    expect(first.data?.faqs.pageInfo.hasNextPage).toBe(true);
    const node = first.data?.faqs.edges[0]?.node;
    expect(node).toMatchObject({ faqKey: 'demo-and-real', category: 'ACCOUNT', language: 'KO' });
    expect(node?.answerHtml).toBe(
      seedFaqs.ko[0]?.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    );
    const rest = await stack.graphql<Faqs>(faqsQuery, {
      language: 'KO',
      after: first.data?.faqs.pageInfo.endCursor,
    });
    expect(rest.data?.faqs.edges.map((edge) => edge.node.question)).toEqual(
      seedFaqs.ko.slice(10).map((faq) => faq.question),
    );
    expect(rest.data?.faqs.pageInfo.hasNextPage).toBe(false);
  });

  it('searches and filters by category; nonsense finds nothing; an overlong search is typed bad input', async () => {
    const found = await stack.graphql<Faqs>(faqsQuery, { language: 'EN', search: 'forgot password' });
    expect(found.data?.faqs.edges.map((edge) => edge.node.faqKey)).toEqual(['forgot-password']);
    const funds = await stack.graphql<Faqs>(faqsQuery, { language: 'FR', category: 'FUNDS' });
    expect(funds.data?.faqs.edges.map((edge) => edge.node.faqKey)).toEqual([
      'how-to-deposit',
      'withdrawal-time',
    ]);
    const none = await stack.graphql<Faqs>(faqsQuery, { language: 'EN', search: 'zzqxv flibber' });
    expect(none.data?.faqs).toMatchObject({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    const long = await stack.graphql<Faqs>(faqsQuery, { language: 'EN', search: 'a'.repeat(101) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'INPUT_INVALID', field: 'search' });
  });

  it('opens an article by its key in the language asked for', async () => {
    const { data } = await stack.graphql<{
      contentByKey: { title: string; bodyHtml: string; language: string };
    }>('{ contentByKey(articleKey: "about-us", language: JA) { title bodyHtml language } }');
    const about = seedContents.ja.find((article) => article.slug === 'about-us');
    expect(data?.contentByKey).toMatchObject({ title: about?.title, language: 'JA' });
    expect(data?.contentByKey.bodyHtml.startsWith(`<p>${about?.paragraphs[0]}</p>`)).toBe(true);
    const missing = await stack.graphql('{ contentByKey(articleKey: "nope", language: EN) { title } }');
    expect(missing).toEqual({ data: { contentByKey: null } });
  });

  it('serves an article with a script in its rich text as sanitised HTML, the stored text unchanged', async () => {
    const body =
      '<h2>Fees</h2><p>Read <a href="https://example.com">this</a>.</p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">';
    const published = await publish({ key: 'fees', language: 'en', type: 2, title: 'Fees', content: body });
    expect(published.code).toBe(200);
    const { data } = await stack.graphql<{ content: { body: string; bodyHtml: string } }>(
      'query ($id: Int!) { content(contentId: $id, language: EN) { body bodyHtml } }',
      { id: published.result.id },
    );
    expect(data?.content.body).toBe(body);
    expect(data?.content.bodyHtml).toBe(
      '<h2>Fees</h2><p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">this</a>.</p>',
    );
  });
});
