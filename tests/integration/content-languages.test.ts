import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContents } from '../../upstream/src/db/seed/contents.ts';
import { seedNotices } from '../../upstream/src/db/seed/notices.ts';
import { type Stack, startStack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

type Item = { id: string; contentId: number; articleKey: string; language: string; title: string };
type Article = Item & { body: string };

const LANGUAGES = ['EN', 'ZH', 'HK', 'JA', 'KO', 'AR', 'DE', 'FR', 'ES', 'IT', 'PT'] as const;
const seeded = (language: string, key: string) =>
  seedContents[language.toLowerCase() as keyof typeof seedContents].find((article) => article.slug === key);

describe('articles in every interface language through the gateway', () => {
  it("lists the footer's articles in each language's own version", async () => {
    for (const language of LANGUAGES) {
      const { data, errors } = await stack.graphql<{ contents: Item[] }>(
        'query ($language: Language!) { contents(language: $language) { contentId articleKey language title } }',
        { language },
      );
      expect(errors).toBeUndefined();
      const contents = data?.contents ?? [];
      expect(contents.length).toBe(12);
      expect(contents.every((item) => item.language === language)).toBe(true);
      expect(contents.find((item) => item.articleKey === 'risk-warning')?.title).toBe(
        seeded(language, 'risk-warning')?.title,
      );
    }
  });

  it('opens an article by any version id in the language asked for, each version its own Relay record', async () => {
    const { data } = await stack.graphql<{ contents: Item[] }>(
      '{ contents(language: EN) { contentId articleKey } }',
    );
    const risk = data?.contents.find((item) => item.articleKey === 'risk-warning');
    const query =
      'query ($id: Int!, $language: Language) { content(contentId: $id, language: $language) { id contentId articleKey language title body } }';
    const english = (await stack.graphql<{ content: Article }>(query, { id: risk?.contentId })).data?.content;
    const arabic = (await stack.graphql<{ content: Article }>(query, { id: risk?.contentId, language: 'AR' }))
      .data?.content;
    expect(english).toMatchObject({ language: 'EN', title: 'Risk warning' });
    expect(english?.body).toContain('you can lose all of the money you stake');
    expect(arabic).toMatchObject({ articleKey: 'risk-warning', language: 'AR', title: 'تحذير من المخاطر' });
    expect(arabic?.body).toBe(seeded('ar', 'risk-warning')?.paragraphs.join('\n\n'));
    expect(arabic?.id).not.toBe(english?.id);
    // From the Arabic id back to Traditional Chinese: the key travels, not the id.
    const hk = (await stack.graphql<{ content: Article }>(query, { id: arabic?.contentId, language: 'HK' }))
      .data?.content;
    expect(hk).toMatchObject({ articleKey: 'risk-warning', language: 'HK', title: '風險警告' });
  });

  it("lists the help centre's notices in each language's own version, and finds one by its node id", async () => {
    for (const language of LANGUAGES) {
      const { data } = await stack.graphql<{ notices: { id: string; title: string }[] }>(
        'query ($language: Language!) { notices(language: $language) { id title } }',
        { language },
      );
      const expected = seedNotices[language.toLowerCase() as keyof typeof seedNotices]
        .map((notice) => notice.title)
        .reverse();
      expect(data?.notices.map((notice) => notice.title)).toEqual(expected);
      if (language === 'HK') {
        const first = data?.notices[0];
        const node = await stack.graphql<{ node: { title: string } | null }>(
          'query ($id: ID!) { node(id: $id) { ... on Notice { title } } }',
          { id: first?.id },
        );
        expect(node.data?.node?.title).toBe(first?.title);
      }
    }
  });
});
