import * as v from 'valibot';
import { Decimal, EpochMs, Id, Page } from './common.ts';

/** Content and notice lists come in two languages: 1 Chinese, 2 every other. */
export const LanguageType = v.picklist([1, 2]);

/**
 * type 1 company, 2 policy, 3 footer. `key` (the article, the same in each of its language versions)
 * and `language` (the version's interface language code) are this contract's extension:
 * an upstream that speaks only the spec's two list types may leave them out.
 */
export const ContentItem = v.object({
  id: Id,
  title: v.string(),
  type: v.picklist([1, 2, 3]),
  key: v.optional(v.string()),
  language: v.optional(v.string()),
});
export const ContentDetail = v.object({ ...ContentItem.entries, content: v.string(), updatedAt: EpochMs });
export const Notice = v.object({ id: Id, title: v.string(), content: v.string(), createdAt: EpochMs });

/** The help centre's groups of questions (this contract's extension, docs/upstream-contract.md). */
export const FaqCategory = v.picklist(['account', 'trading', 'funds', 'products', 'security']);
/**
 * GET /help/listFaq/{languageType}: one question and its answer in one language version. `answer` is
 * plain text (paragraphs split by a blank line) or rich text (HTML), which clients sanitise.
 */
export const FaqItem = v.object({
  id: Id,
  key: v.string(),
  language: v.string(),
  category: FaqCategory,
  question: v.string(),
  answer: v.string(),
  updatedAt: EpochMs,
});
export const FaqPage = Page(FaqItem);

/** GET /index/getParamByKey/{key}: an operator parameter's value as text. */
export const ParamValue = v.nullable(v.string());

export type LanguageType = v.InferOutput<typeof LanguageType>;
export type ContentItem = v.InferOutput<typeof ContentItem>;
export type ContentDetail = v.InferOutput<typeof ContentDetail>;
export type Notice = v.InferOutput<typeof Notice>;
export type FaqCategory = v.InferOutput<typeof FaqCategory>;
export type FaqItem = v.InferOutput<typeof FaqItem>;

/**
 * A home page figure (GET /index/homeFigures, this contract's extension): measured from the data,
 * or stated by the operator in a parameter, which wins where it is set.
 */
export const HomeFigure = v.object({ value: Decimal, source: v.picklist(['measured', 'operator']) });

/** Registered users, the last 24 hours' turnover in USDT, the markets listed, and the fee claim (operator only). */
export const HomeFigures = v.object({
  registeredUsers: HomeFigure,
  volume24h: HomeFigure,
  marketCount: HomeFigure,
  feeRate: v.nullable(HomeFigure),
});

export type HomeFigure = v.InferOutput<typeof HomeFigure>;
export type HomeFigures = v.InferOutput<typeof HomeFigures>;
