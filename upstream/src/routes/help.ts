import type { FastifyInstance } from 'fastify';
import { requestedContentLanguage } from '../content/content-language.ts';
import { toLanguageType } from '../content/content-store.ts';
import { isFaqCategory, listFaqs } from '../content/faq-store.ts';
import { asFields, optionalTextField, textField } from '../http/body.ts';
import { inputInvalid, success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import { pageOf } from '../ledger/ledger.ts';
import type { RouteContext } from './context.ts';

/**
 * /help/listFaq/{languageType}: the help centre's questions and answers (this contract's
 * extension, docs/upstream-contract.md "Help centre"), paged, with `?keyword=` and `?category=`;
 * `?lang=` or else Accept-Language picks each question's language version, as for articles.
 */
export function helpRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { languageType: string } }>('/help/listFaq/:languageType', async (request) => {
    const languageType = toLanguageType(textField(asFields(request.params), contentRules.languageType));
    const query = asFields(request.query);
    const lang = optionalTextField(query, contentRules.lang);
    const category = optionalTextField(query, contentRules.faqCategory);
    if (category !== null && !isFaqCategory(category)) throw inputInvalid('category');
    const filter = {
      languageType,
      preferred: requestedContentLanguage(lang, request.headers['accept-language']),
      keyword: textField(query, contentRules.keyword),
      category,
    };
    return success(request, await listFaqs(db, filter, pageOf(query)));
  });
}
