import type { FastifyRequest } from 'fastify';
import { userForToken } from '../accounts/sessions.ts';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';

const maxTokenLength = 256;

/** The signed-in user of a request, or HTTP 401 with envelope code 401. The header carries the raw token. */
export async function requireUser(request: FastifyRequest, db: Db, clock: Clock): Promise<UserRecord> {
  const header = request.headers.authorization;
  // Tolerate a "Bearer " prefix although the contract sends the bare token.
  const token = (header ?? '').replace(/^Bearer\s+/i, '').trim();
  // Issued tokens are 43 characters; a longer one is no token, and needs no hashing or query to say so.
  const user = token.length <= maxTokenLength ? await userForToken(db, token, clock.now()) : undefined;
  if (!user) throw new ApiError(Code.unauthorized, 401);
  return user;
}
