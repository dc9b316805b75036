import { type LanguageType, Notice } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /notice/list/{type} (type = language type: 1 Chinese, 2 otherwise) */
export function listNotices(client: UpstreamClient, caller: CallerHeaders, languageType: LanguageType) {
  return client.call(v.array(Notice), 'GET', `/notice/list/${languageType}`, caller);
}
