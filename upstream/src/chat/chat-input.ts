import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { type Fields, optionalHeader } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { chatRules } from '../http/input-rules.ts';
import { liveUser, tokenOf } from '../routes/auth.ts';
import { type ChatParty, visitorHash } from './chat-service.ts';

export const visitorHeader = 'x-chat-visitor';
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** The longest message, in characters. */
export const maxMessageLength = 2000;

/** The visitor key's hash from X-Chat-Visitor, or null without the header; a malformed key is bad input. */
export function visitorOf(request: FastifyRequest): string | null {
  const key = optionalHeader(request.headers, visitorHeader, chatRules.visitor);
  return key === null ? null : visitorHash(key);
}

/**
 * Who is writing: the signed-in user when the request carries a live session, else the visitor of
 * X-Chat-Visitor; neither is 401. A token that is sent but no longer valid is 401 too, so a user
 * whose session ended is never silently treated as an anonymous visitor.
 */
export async function chatPartyOf(request: FastifyRequest, db: Db, clock: Clock): Promise<ChatParty> {
  const token = tokenOf(request);
  if (token !== '') {
    const user = await liveUser(db, clock, token);
    if (!user) throw new ApiError(Code.unauthorized, 401);
    return { kind: 'user', userId: user.id };
  }
  const hash = visitorOf(request);
  if (hash === null) throw new ApiError(Code.unauthorized, 401);
  return { kind: 'visitor', visitorHash: hash };
}

/**
 * A message's text: 1-2,000 characters after trimming, line breaks and tabs kept, no other control
 * character; empty only beside an attached image.
 */
export function messageBody(body: Fields, withImage = false): string {
  const raw = body.body ?? (withImage ? '' : undefined);
  if (typeof raw !== 'string') throw inputInvalid('body');
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if ((text === '' && !withImage) || text.length > maxMessageLength || controlCharacter.test(text)) {
    throw inputInvalid('body');
  }
  return text;
}
