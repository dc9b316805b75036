import type { FastifyInstance } from 'fastify';
import { getContent, getParam, listContents, toLanguageType } from '../content/content-store.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import type { RouteContext } from './context.ts';

/** /index/* content endpoints: footer and legal articles, and operator parameters. */
export function indexContentRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { languageType: string } }>('/index/listContents/:languageType', async (request) => {
    return success(request, await listContents(db, toLanguageType(request.params.languageType)));
  });

  app.get<{ Params: { id: string } }>('/index/getContentsById/:id', async (request) => {
    return success(request, await getContent(db, Number(request.params.id)));
  });

  app.get<{ Params: { key: string } }>('/index/getParamByKey/:key', async (request) => {
    const value = await getParam(db, request.params.key);
    if (value === undefined) throw new ApiError(Code.systemParamFailed);
    return success(request, value);
  });
}
