import type { FastifyInstance } from 'fastify';
import { getContent, getParam, listContents, toLanguageType } from '../content/content-store.ts';
import { asFields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import type { RouteContext } from './context.ts';

/** /index/* content endpoints: footer and legal articles, and operator parameters. */
export function indexContentRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { languageType: string } }>('/index/listContents/:languageType', async (request) => {
    const languageType = textField(asFields(request.params), contentRules.languageType);
    return success(request, await listContents(db, toLanguageType(languageType)));
  });

  app.get<{ Params: { id: string } }>('/index/getContentsById/:id', async (request) => {
    const id = textField(asFields(request.params), contentRules.id);
    // A malformed id (`abc`) is no article rather than an error, as for an unknown one.
    return success(request, /^\d{1,15}$/.test(id) ? await getContent(db, Number(id)) : null);
  });

  app.get<{ Params: { key: string } }>('/index/getParamByKey/:key', async (request) => {
    const value = await getParam(db, textField(asFields(request.params), contentRules.paramKey));
    if (value === undefined) throw new ApiError(Code.systemParamFailed);
    return success(request, value);
  });
}
