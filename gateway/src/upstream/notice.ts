import type { CallerHeaders, UpstreamClient } from './client.ts';
import type { LanguageType, Notice } from './types.ts';

/** GET /notice/list/{type} (type = language type: 1 Chinese, 2 otherwise) */
export function listNotices(client: UpstreamClient, caller: CallerHeaders, languageType: LanguageType) {
  return client.call<Notice[]>('GET', `/notice/list/${languageType}`, caller);
}
