import { randomInt } from 'node:crypto';
import { type Queryable, toNumber, toText } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { CodePurpose } from './code-sender.ts';

export const codeLifetimeMs = 10 * 60 * 1000;
export const resendGuardMs = 60 * 1000;
/** After this many wrong guesses a code is burnt: 6 digits must not be brute-forced within its 10 minutes. */
export const maxAttempts = 5;

type CodeRow = {
  id: unknown;
  code: unknown;
  attempts: unknown;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
};

async function latestCode(db: Queryable, email: string, purpose: CodePurpose) {
  const rows = await db.query<CodeRow>(
    `SELECT id, code, attempts, created_at, expires_at, used_at FROM verification_codes
     WHERE lower(email) = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email, purpose],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: toNumber(row.id),
    code: toText(row.code),
    attempts: toNumber(row.attempts),
    createdAt: toNumber(row.created_at),
    expiresAt: toNumber(row.expires_at),
    used: row.used_at !== null,
  };
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
 * wrong, expired, used or burnt. A wrong guess is counted. Returns the code's id for `consumeCode`.
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
  if (latest.used || now >= latest.expiresAt || latest.attempts >= maxAttempts)
    throw new ApiError(Code.codeWrong);
  if (code !== latest.code) {
    await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [latest.id]);
    throw new ApiError(Code.codeWrong);
  }
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
