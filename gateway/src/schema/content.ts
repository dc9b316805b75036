import type { ContentDetail, ContentItem, LanguageType, Notice } from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { listContents } from '../upstream/contents.ts';
import { listNotices } from '../upstream/notice.ts';
import { safeHtml } from './rich-text.ts';

const LANGUAGES = ['EN', 'JA', 'KO', 'DE', 'FR', 'IT', 'AR', 'PT', 'ES', 'HK', 'ZH'] as const;
export const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });

export type Language = (typeof LANGUAGES)[number];

/**
 * Articles and notices exist in a version per interface language (docs/upstream-contract.md): the
 * list type stays the spec's (1 for zh, 2 for every other language, HK included) and `lang` picks
 * the version. An upstream without language versions ignores `lang` and answers Chinese or English.
 */
export function contentLanguageType(language: Language): LanguageType {
  return language === 'ZH' ? 1 : 2;
}

export function toUpstreamLang(language: Language): string {
  return language.toLowerCase();
}

export function fromUpstreamLang(lang: string | undefined): Language | null {
  const upper = lang?.toUpperCase();
  return LANGUAGES.find((language) => language === upper) ?? null;
}

const CONTENT_TYPES = ['COMPANY', 'POLICY', 'FOOTER'] as const;
const ContentTypeEnum = builder.enumType('ContentType', { values: CONTENT_TYPES });

type ContentSource = ContentItem & Partial<Pick<ContentDetail, 'content' | 'updatedAt'>>;
const ContentRef = builder.objectRef<ContentSource>('Content');

async function detail(content: ContentSource, ctx: GatewayContext) {
  if (content.content !== undefined) return content;
  return ctx.loaders.content.load({ id: content.id });
}

builder.node(ContentRef, {
  id: { resolve: (content) => content.id },
  loadOne: (id, ctx) => ctx.loaders.content.load({ id: Number(id) }),
  fields: (t) => ({
    contentId: t.exposeInt('id', { description: "This language version's id (each version has its own)." }),
    articleKey: t.string({
      nullable: true,
      description:
        'The article this is a version of: the same in every language version (null from an upstream without language versions).',
      resolve: (content) => content.key ?? null,
    }),
    language: t.field({
      type: LanguageEnum,
      nullable: true,
      description: "The version's language (null when the upstream does not say).",
      resolve: (content) => fromUpstreamLang(content.language),
    }),
    title: t.exposeString('title'),
    type: t.field({
      type: ContentTypeEnum,
      resolve: (content) => CONTENT_TYPES[content.type - 1] ?? 'FOOTER',
    }),
    body: t.string({
      nullable: true,
      description:
        'The article text as the upstream stores it: plain text (paragraphs split by a blank line) or rich text (HTML, unsanitised); fetched on demand. Show `bodyHtml` instead.',
      resolve: async (content, _, ctx) => (await detail(content, ctx))?.content ?? null,
    }),
    bodyHtml: t.string({
      nullable: true,
      description:
        'The article text as HTML that is safe to put in a page: rich text sanitised (no script, style, event handler, frame or image; links http(s) and mailto only), plain text escaped in paragraphs.',
      resolve: async (content, _, ctx) => {
        const text = (await detail(content, ctx))?.content;
        return text === undefined ? null : safeHtml(text);
      },
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: async (content, _, ctx) => (await detail(content, ctx))?.updatedAt ?? null,
    }),
  }),
});

const NoticeRef = builder.objectRef<Notice>('Notice');

builder.node(NoticeRef, {
  id: { resolve: (notice) => notice.id },
  // The API has no single-notice call; a notice id (each language version has its own) is found in
  // one of the languages' lists. Only a Relay refetch of one notice asks this.
  loadOne: async (id, ctx) => {
    const lists = await Promise.all(
      LANGUAGES.map((language) =>
        listNotices(ctx.upstream, ctx.caller, contentLanguageType(language), toUpstreamLang(language)),
      ),
    );
    return lists.flatMap((list) => list.result).find((notice) => String(notice.id) === id) ?? null;
  },
  fields: (t) => ({
    noticeId: t.exposeInt('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content', {
      description:
        'The text as stored: plain text or rich text (HTML, unsanitised). Show `contentHtml` instead.',
    }),
    contentHtml: t.string({
      description: 'The text as HTML that is safe to put in a page (see Content.bodyHtml).',
      resolve: (notice) => safeHtml(notice.content),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  contents: t.field({
    type: [ContentRef],
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    description:
      "The footer's company, policy and footer articles, each in the language's version (English where it has none).",
    resolve: async (_, args, ctx) =>
      (
        await listContents(
          ctx.upstream,
          ctx.caller,
          contentLanguageType(args.language),
          toUpstreamLang(args.language),
        )
      ).result,
  }),
  content: t.field({
    type: ContentRef,
    nullable: true,
    description:
      "An article by the id of any of its versions; with `language`, that language's version (English where it has none).",
    args: {
      contentId: t.arg.int({ required: true }),
      language: t.arg({ type: LanguageEnum, required: false }),
    },
    resolve: (_, args, ctx) =>
      ctx.loaders.content.load({
        id: args.contentId,
        ...(args.language ? { lang: toUpstreamLang(args.language) } : {}),
      }),
  }),
  contentByKey: t.field({
    type: ContentRef,
    nullable: true,
    description:
      "An article by its key (`about-us`, `risk-warning`, …) in the language's version (English where it has none); null when there is no such article.",
    args: {
      articleKey: t.arg.string({ required: true }),
      language: t.arg({ type: LanguageEnum, required: true }),
    },
    resolve: async (_, args, ctx) => {
      const list = await listContents(
        ctx.upstream,
        ctx.caller,
        contentLanguageType(args.language),
        toUpstreamLang(args.language),
      );
      const item = list.result.find((content) => content.key === args.articleKey);
      return item ? ctx.loaders.content.load({ id: item.id, lang: toUpstreamLang(args.language) }) : null;
    },
  }),
  notices: t.field({
    type: [NoticeRef],
    description:
      "The help centre's notices, newest first, each in the language's version (English where it has none).",
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: async (_, args, ctx) =>
      (
        await listNotices(
          ctx.upstream,
          ctx.caller,
          contentLanguageType(args.language),
          toUpstreamLang(args.language),
        )
      ).result,
  }),
  parameter: t.string({
    nullable: true,
    args: { key: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => ctx.parameters.get(args.key),
  }),
}));
