import { ContentDetail, ContentItem, type LanguageType, ParamValue } from '@swx/contract';
import * as v from 'valibot';
import { type CallerHeaders, type UpstreamClient, UpstreamFailure } from './client.ts';

/** GET /index/listContents/{languageType} */
export function listContents(client: UpstreamClient, caller: CallerHeaders, languageType: LanguageType) {
  return client.call(v.array(ContentItem), 'GET', `/index/listContents/${languageType}`, caller);
}

/** GET /index/getContentsById/{id} */
export function getContentsById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(v.nullable(ContentDetail), 'GET', `/index/getContentsById/${id}`, caller);
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
