import type { IncomingMessage } from 'node:http';
import { BadRequest } from './edge.ts';

/**
 * The sign-in callback's answer from the provider (web/src/pass/social/socialFlow.ts): the browser
 * posts it as a form (`response_mode=form_post`), and the page hands it to the app in
 * `#swx-provider-answer`. Only the fields the app reads are kept; an ID token is a few KB.
 */
const FIELDS = ['id_token', 'state', 'error'] as const;
const MAX_BODY_BYTES = 16 * 1024;

/** The id of the element the app reads the answer from (web socialFlow.ts PROVIDER_ANSWER_ELEMENT_ID). */
const PROVIDER_ANSWER_ELEMENT_ID = 'swx-provider-answer';

export type ProviderAnswer = Partial<Record<(typeof FIELDS)[number], string>>;

/** Reads the posted form; a body that is not a form, or larger than any provider's answer, is a bad request. */
export async function readProviderAnswer(req: IncomingMessage): Promise<ProviderAnswer> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    throw new BadRequest(`a sign-in answer must be a form, not ${type || 'nothing'}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('a sign-in answer larger than 16 KB');
    chunks.push(chunk);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const answer: ProviderAnswer = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (value !== null) answer[field] = value;
  }
  return answer;
}

/**
 * The page with the answer after #root, as JSON the app parses (not script: the policy runs no
 * inline script; `<` is escaped so a value cannot close the element). Null without a </body>.
 */
export function withProviderAnswer(html: string, answer: ProviderAnswer): string | null {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return null;
  const json = JSON.stringify(answer).replaceAll('<', '\\u003c');
  return `${html.slice(0, end)}<script type="application/json" id="${PROVIDER_ANSWER_ELEMENT_ID}">${json}</script>\n  ${html.slice(end)}`;
}
