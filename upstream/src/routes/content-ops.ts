import type { FastifyInstance } from 'fastify';
import { contentLanguageFromTag } from '../content/content-language.ts';
import { publishContent } from '../content/content-store.ts';
import { asFields, type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { contentRules } from '../http/input-rules.ts';
import type { RouteContext } from './context.ts';

/** An article's text: up to 100,000 characters, line breaks and tabs kept, no other control character. */
function articleBody(body: Fields): string {
  const raw = body.content;
  if (typeof raw !== 'string') throw inputInvalid('content');
  const text = raw.replace(/\r\n?/g, '\n').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (text === '' || text.length > 100_000 || /[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) {
    throw inputInvalid('content');
  }
  return text;
}

/**
 * The operator's content route, inside /swx/ops (registered by opsRoutes, behind its token): write
 * one language version of a footer, help or legal article. The text may be rich text (HTML), as a
 * CMS would store it: what shows it sanitises it (docs/upstream-contract.md, "Help centre").
 */
export function contentOpsRoutes(ops: FastifyInstance, { db, clock }: RouteContext) {
  ops.post('/contents', async (request) => {
    const body = asFields(request.body);
    const language = contentLanguageFromTag(textField(body, contentRules.language));
    if (language === null) throw inputInvalid('language');
    const key = textField(body, contentRules.slug);
    const title = textField(body, contentRules.title);
    if (key === '') throw inputInvalid('key');
    if (title === '') throw inputInvalid('title');
    const type = Number(textField(body, contentRules.contentType) || '3') as 1 | 2 | 3;
    const article = { key, language, type, title, content: articleBody(body) };
    const stored = await publishContent(db, article, clock.now());
    if (!stored) throw new ApiError(Code.operationFailed);
    return success(request, stored);
  });
}
