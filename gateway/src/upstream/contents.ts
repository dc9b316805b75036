import {
  ContentDetail,
  ContentItem,
  FaqPage,
  HomeFigures,
  type LanguageType,
  ParamValue,
} from '@swx/contract';
import * as v from 'valibot';
import { type CallerHeaders, type UpstreamClient, UpstreamFailure } from './client.ts';

/**
 * GET /index/listContents/{languageType}?lang= — `lang` (an interface language code) picks each
 * article's version within the list type (docs/upstream-contract.md); an upstream without language
 * versions ignores it.
 */
export function listContents(
  client: UpstreamClient,
  caller: CallerHeaders,
  languageType: LanguageType,
  lang?: string,
) {
  return client.call(v.array(ContentItem), 'GET', `/index/listContents/${languageType}`, caller, {
    query: { lang },
  });
}

/** GET /index/getContentsById/{id}?lang= — with `lang`, the same article's version in that language. */
export function getContentsById(client: UpstreamClient, caller: CallerHeaders, id: number, lang?: string) {
  return client.call(v.nullable(ContentDetail), 'GET', `/index/getContentsById/${id}`, caller, {
    query: { lang },
  });
}

/** GET /index/homeFigures — the home page's figures, measured or the operator's (docs/upstream-contract.md). */
export function getHomeFigures(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(HomeFigures, 'GET', '/index/homeFigures', caller);
}

/** GET /index/getParamByKey/{key} */
export function getParamByKey(client: UpstreamClient, caller: CallerHeaders, key: string) {
  return client.call(ParamValue, 'GET', `/index/getParamByKey/${encodeURIComponent(key)}`, caller);
}

/** GET /index/getParamByKey/{key}, with a key the operator has not configured (10018) as null. */
export async function getParamOrNull(client: UpstreamClient, caller: CallerHeaders, key: string) {
  try {
    return (await getParamByKey(client, caller, key)).result;
  } catch (cause) {
    if (cause instanceof UpstreamFailure && cause.error.code === 'SYSTEM_PARAMETER_FAILED') return null;
    throw cause;
  }
}

export type FaqQuery = {
  lang: string;
  keyword?: string;
  category?: string;
  pageNum: number;
  pageSize: number;
};

/**
 * GET /help/listFaq/{languageType}?lang=&keyword=&category=&pageNum=&pageSize= — the help centre's
 * questions (this contract's extension, docs/upstream-contract.md "Help centre").
 */
export function listFaq(
  client: UpstreamClient,
  caller: CallerHeaders,
  languageType: LanguageType,
  query: FaqQuery,
) {
  return client.call(FaqPage, 'GET', `/help/listFaq/${languageType}`, caller, {
    query: {
      lang: query.lang,
      keyword: query.keyword,
      category: query.category,
      pageNum: String(query.pageNum),
      pageSize: String(query.pageSize),
    },
  });
}
