import type { FastifyRequest } from 'fastify';
import { userForToken } from '../accounts/sessions.ts';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';

/** Issued tokens are 43 characters; a longer header is no token of ours. */
export const maxTokenLength = 256;

/** The raw token of a request ('' when none). */
export function tokenOf(request: FastifyRequest): string {
  // Tolerate a "Bearer " prefix although the contract sends the bare token.
  return (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** The user behind a token while its session lives, else undefined. */
export async function liveUser(db: Db, clock: Clock, token: string): Promise<UserRecord | undefined> {
  // Issued tokens are 43 characters; a longer one is no token, and needs no hashing or query to say so.
  return token.length <= maxTokenLength ? userForToken(db, token, clock.now()) : undefined;
}

/** The signed-in user of a request, or HTTP 401 with envelope code 401. The header carries the raw token. */
export async function requireUser(request: FastifyRequest, db: Db, clock: Clock): Promise<UserRecord> {
  const user = await liveUser(db, clock, tokenOf(request));
  if (!user) throw new ApiError(Code.unauthorized, 401);
  return user;
}
