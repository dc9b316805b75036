import type { FaqItem } from '@swx/contract';
import { builder } from '../builder.ts';
import { asGraphQLError, InputError } from '../errors/errors.ts';
import { listFaq } from '../upstream/contents.ts';
import { contentLanguageType, fromUpstreamLang, LanguageEnum, toUpstreamLang } from './content.ts';
import { pageConnection } from './page-connection.ts';
import { safeHtml } from './rich-text.ts';

const FAQ_CATEGORIES = ['ACCOUNT', 'TRADING', 'FUNDS', 'PRODUCTS', 'SECURITY'] as const;
const FaqCategoryEnum = builder.enumType('FaqCategory', {
  description: "The help centre's groups of questions.",
  values: FAQ_CATEGORIES,
});

/** The longest search the help centre accepts, as the upstream's keyword rule. */
const MAX_SEARCH = 100;

const FaqRef = builder.objectRef<FaqItem>('Faq').implement({
  description: "One of the help centre's questions with its answer, in one language version.",
  fields: (t) => ({
    faqId: t.exposeInt('id', { description: "This language version's id." }),
    faqKey: t.exposeString('key', {
      description: 'The question, the same in each of its language versions.',
    }),
    language: t.field({
      type: LanguageEnum,
      nullable: true,
      resolve: (faq) => fromUpstreamLang(faq.language),
    }),
    category: t.field({
      type: FaqCategoryEnum,
      resolve: (faq) =>
        FAQ_CATEGORIES.find((category) => category.toLowerCase() === faq.category) ?? 'ACCOUNT',
    }),
    question: t.exposeString('question'),
    answerHtml: t.string({
      description: 'The answer as HTML that is safe to put in a page (see Content.bodyHtml).',
      resolve: (faq) => safeHtml(faq.answer),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const FaqConnection = builder.connectionObject<typeof FaqRef, { totalCount: number }>(
  { type: FaqRef, name: 'FaqConnection', fields: (c) => ({ totalCount: c.exposeInt('totalCount') }) },
  { name: 'FaqConnectionEdge' },
);

builder.queryFields((t) => ({
  faqs: t.connection(
    {
      type: FaqRef,
      description:
        "The help centre's questions in the language's version (English where one has none), by category and operator order; `search` keeps those with every one of its words in the question or the answer.",
      args: {
        language: t.arg({ type: LanguageEnum, required: true }),
        search: t.arg.string({ description: `Words to find, at most ${MAX_SEARCH} characters.` }),
        category: t.arg({ type: FaqCategoryEnum }),
      },
      resolve: (_, args, ctx) => {
        const search = args.search?.trim() ?? '';
        if (search.length > MAX_SEARCH) {
          throw asGraphQLError(
            new InputError('INPUT_INVALID', `A search is at most ${MAX_SEARCH} characters.`, 'search'),
          );
        }
        return pageConnection(args, async (pageNum, pageSize) => {
          const query = {
            lang: toUpstreamLang(args.language),
            keyword: search || undefined,
            category: args.category?.toLowerCase(),
            pageNum,
            pageSize,
          };
          return (await listFaq(ctx.upstream, ctx.caller, contentLanguageType(args.language), query)).result;
        });
      },
    },
    FaqConnection,
  ),
}));
