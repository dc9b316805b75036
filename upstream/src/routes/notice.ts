import type { FastifyInstance } from 'fastify';
import { requestedContentLanguage } from '../content/content-language.ts';
import { listNotices, toLanguageType } from '../content/content-store.ts';
import { asFields, optionalTextField, textField } from '../http/body.ts';
import { success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import type { RouteContext } from './context.ts';

/**
 * /notice/list/{type}: notices of a list type, newest first; `?lang=` or else Accept-Language picks
 * each notice's language version (docs/upstream-contract.md, "Content in every interface language").
 */
export function noticeRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { type: string } }>('/notice/list/:type', async (request) => {
    const type = textField(asFields(request.params), contentRules.noticeType);
    const lang = optionalTextField(asFields(request.query), contentRules.lang);
    const preferred = requestedContentLanguage(lang, request.headers['accept-language']);
    return success(request, await listNotices(db, toLanguageType(type), preferred));
  });
}
