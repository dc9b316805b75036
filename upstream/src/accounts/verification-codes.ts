import { randomInt } from 'node:crypto';
import { type Queryable, toNumber } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { CodePurpose } from './code-sender.ts';

export const codeLifetimeMs = 10 * 60 * 1000;
export const resendGuardMs = 60 * 1000;
/** After this many wrong guesses a code is burnt: 6 digits must not be brute-forced within its 10 minutes. */
export const maxAttempts = 5;

/** The newest code sent to `email` for `purpose`: only the newest is ever checked. */
async function latestCode(db: Queryable, email: string, purpose: CodePurpose) {
  const rows = await db.query<{ id: unknown; created_at: unknown }>(
    `SELECT id, created_at FROM verification_codes
     WHERE lower(email) = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email, purpose],
  );
  const row = rows[0];
  return row ? { id: toNumber(row.id), createdAt: toNumber(row.created_at) } : undefined;
}

/**
 * Issues a fresh 6-digit code for `email`, refusing with 10093 when one was issued less than 60 s ago.
 * Older unused codes stay valid until they expire only if they are the latest: verification always checks the newest.
 */
export async function issueCode(db: Queryable, email: string, purpose: CodePurpose, now: number) {
  const previous = await latestCode(db, email, purpose);
  if (previous && now - previous.createdAt < resendGuardMs) throw new ApiError(Code.codeSendFailed);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + codeLifetimeMs;
  await db.query(
    'INSERT INTO verification_codes (email, purpose, code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [email, purpose, code, now, expiresAt],
  );
  return { code, expiresAt };
}

/**
 * Checks `code` against the newest code sent to `email`: 10090 when none was ever sent, 10091 when it is
 * wrong, expired, used or burnt. Returns the code's id for `consumeCode`.
 *
 * Deciding and counting is one UPDATE: concurrent guesses queue on the row (PGlite runs statements one
 * at a time, PostgreSQL re-checks the WHERE after the lock), so exactly `maxAttempts` wrong guesses are
 * counted however many arrive at once, and after them even the right code is refused.
 */
export async function checkCode(
  db: Queryable,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: number,
) {
  const latest = await latestCode(db, email, purpose);
  if (!latest) throw new ApiError(Code.codeNotSent);
  const rows = await db.query<{ matches: unknown }>(
    `UPDATE verification_codes SET attempts = attempts + CASE WHEN code = $2 THEN 0 ELSE 1 END
     WHERE id = $1 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
     RETURNING code = $2 AS matches`,
    [latest.id, code, now, maxAttempts],
  );
  if (rows[0]?.matches !== true) throw new ApiError(Code.codeWrong);
  return latest.id;
}

/** Marks the code used; false when another request used it first (single use even under a race). */
export async function consumeCode(db: Queryable, id: number, now: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE verification_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}

/** Housekeeping: codes a day past their expiry can no longer matter, not even for the resend guard. */
export async function pruneStaleCodes(db: Queryable, now: number) {
  await db.query('DELETE FROM verification_codes WHERE expires_at < $1', [now - 24 * 60 * 60 * 1000]);
}
