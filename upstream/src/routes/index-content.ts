import type { FastifyInstance } from 'fastify';
import { contentLanguageFromTag, requestedContentLanguage } from '../content/content-language.ts';
import { getContent, getParam, listContents, toLanguageType } from '../content/content-store.ts';
import { HomeFigureSource } from '../content/home-figures.ts';
import { asFields, optionalTextField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import type { RouteContext } from './context.ts';

/**
 * /index/* content endpoints: footer and legal articles, and operator parameters. Articles exist in
 * language versions (docs/upstream-contract.md, "Content in every interface language").
 */
export function indexContentRoutes(app: FastifyInstance, { db, clock, simulator }: RouteContext) {
  const homeFigures = new HomeFigureSource(db, clock, () => simulator.listMarkets().length);

  // The home page's figures: measured from the data, or the operator's where stated (home-figures.ts).
  app.get('/index/homeFigures', async (request) => success(request, await homeFigures.read()));

  app.get<{ Params: { languageType: string } }>('/index/listContents/:languageType', async (request) => {
    const languageType = textField(asFields(request.params), contentRules.languageType);
    // Within the list type, `?lang=` or else Accept-Language picks each article's version.
    const lang = optionalTextField(asFields(request.query), contentRules.lang);
    const preferred = requestedContentLanguage(lang, request.headers['accept-language']);
    return success(request, await listContents(db, toLanguageType(languageType), preferred));
  });

  app.get<{ Params: { id: string } }>('/index/getContentsById/:id', async (request) => {
    const id = textField(asFields(request.params), contentRules.id);
    // Only an explicit `?lang=` swaps the version: a client that opens an id from a list it chose
    // by list type gets that very version whatever its browser's Accept-Language says.
    const lang = optionalTextField(asFields(request.query), contentRules.lang);
    const language = lang === null ? null : contentLanguageFromTag(lang);
    // A malformed id (`abc`) is no article rather than an error, as for an unknown one.
    return success(request, /^\d{1,15}$/.test(id) ? await getContent(db, Number(id), language) : null);
  });

  app.get<{ Params: { key: string } }>('/index/getParamByKey/:key', async (request) => {
    const value = await getParam(db, textField(asFields(request.params), contentRules.paramKey));
    if (value === undefined) throw new ApiError(Code.systemParamFailed);
    return success(request, value);
  });
}
