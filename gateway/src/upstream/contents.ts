import type { CallerHeaders, UpstreamClient } from './client.ts';
import type { ContentDetail, ContentItem, LanguageType } from './types.ts';

/** GET /index/listContents/{languageType} */
export function listContents(client: UpstreamClient, caller: CallerHeaders, languageType: LanguageType) {
  return client.call<ContentItem[]>('GET', `/index/listContents/${languageType}`, caller);
}

/** GET /index/getContentsById/{id} */
export function getContentsById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call<ContentDetail | null>('GET', `/index/getContentsById/${id}`, caller);
}

/** GET /index/getParamByKey/{key} */
export function getParamByKey(client: UpstreamClient, caller: CallerHeaders, key: string) {
  return client.call<string | null>('GET', `/index/getParamByKey/${encodeURIComponent(key)}`, caller);
}
