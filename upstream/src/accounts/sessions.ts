import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { toUserRecord, type UserRecord, userColumns } from './users.ts';

export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session: 32 random bytes as the opaque token; only its hash is stored. */
export async function createSession(db: Queryable, userId: number, now: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + sessionLifetimeMs;
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), userId, now, expiresAt],
  );
  return { token, expiresAt };
}

/** The user behind a live token, or undefined for a missing, unknown or expired one. */
export async function userForToken(
  db: Queryable,
  token: string,
  now: number,
): Promise<UserRecord | undefined> {
  if (token === '') return undefined;
  const rows = await db.query(
    `SELECT ${userColumns} FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

/** Log out: the session of this token ends now (nothing happens for an unknown or ended one). */
export async function endSession(db: Queryable, token: string) {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** A password reset ends every session of the user: whoever knew the old password is signed out. */
export async function endUserSessions(db: Queryable, userId: number) {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** A password change by a signed-in user ends every session but the one that asked. */
export async function endOtherSessions(db: Queryable, userId: number, keepToken: string) {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
    userId,
    hashToken(keepToken),
  ]);
}

/** Housekeeping: expired sessions are useless rows. */
export async function pruneExpiredSessions(db: Queryable, now: number) {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
}
