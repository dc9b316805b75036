import { type LanguageType, Notice } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/**
 * GET /notice/list/{type}?lang= (type = language type: 1 Chinese, 2 otherwise; `lang` picks each
 * notice's language version, docs/upstream-contract.md; an upstream without versions ignores it)
 */
export function listNotices(
  client: UpstreamClient,
  caller: CallerHeaders,
  languageType: LanguageType,
  lang?: string,
) {
  return client.call(v.array(Notice), 'GET', `/notice/list/${languageType}`, caller, { query: { lang } });
}
