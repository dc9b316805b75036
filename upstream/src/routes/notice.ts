import type { FastifyInstance } from 'fastify';
import { listNotices, toLanguageType } from '../content/content-store.ts';
import { asFields, textField } from '../http/body.ts';
import { success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import type { RouteContext } from './context.ts';

/** /notice/list/{type}: notices of a language, newest first. */
export function noticeRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { type: string } }>('/notice/list/:type', async (request) => {
    const type = textField(asFields(request.params), contentRules.noticeType);
    return success(request, await listNotices(db, toLanguageType(type)));
  });
}
