import { randomInt } from 'node:crypto';
import type { UserInfo } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';

/** The contract's UserInfo, declared once there. */
export type { UserInfo };

export type UserRecord = UserInfo & { passwordHash: string; status: number };

export const userColumns =
  'u.id, u.user_name, u.email, u.area_code, u.phone, u.kyc_status, u.invite_code, u.credit_score, u.receive_address, u.created_at, u.password_hash, u.status';

function toKycStatus(value: unknown): UserInfo['kycStatus'] {
  const n = toNumber(value);
  return n === 1 || n === 2 || n === 3 ? n : 0;
}

export function toUserRecord(row: Record<string, unknown>): UserRecord {
  return {
    id: toNumber(row.id),
    userName: toText(row.user_name),
    email: toText(row.email),
    areaCode: toNullableText(row.area_code),
    phone: toNullableText(row.phone),
    kycStatus: toKycStatus(row.kyc_status),
    inviteCode: toText(row.invite_code),
    creditScore: toNumber(row.credit_score),
    receiveAddress: toNullableText(row.receive_address),
    createdAt: toNumber(row.created_at),
    passwordHash: toText(row.password_hash),
    status: toNumber(row.status),
  };
}

export function toUserInfo(user: UserRecord): UserInfo {
  const { passwordHash: _hash, status: _status, ...info } = user;
  return info;
}

export async function findUserByUserName(db: Queryable, userName: string): Promise<UserRecord | undefined> {
  const rows = await db.query(`SELECT ${userColumns} FROM users u WHERE lower(u.user_name) = lower($1)`, [
    userName,
  ]);
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const rows = await db.query(`SELECT ${userColumns} FROM users u WHERE lower(u.email) = lower($1)`, [email]);
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | undefined> {
  const rows = await db.query(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

// No 0/O or 1/I: invite codes are read aloud and typed by hand.
const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += inviteAlphabet[randomInt(inviteAlphabet.length)];
  return code;
}

export type NewUser = {
  userName: string;
  email: string;
  passwordHash: string;
  areaCode: string | null;
  phone: string | null;
  invitedBy: number | null;
};

/** Inserts a user; returns undefined when the name or e-mail was taken in the meantime (unique index). */
export async function insertUser(db: Queryable, user: NewUser, now: number): Promise<UserRecord | undefined> {
  const rows = await db.query(
    `INSERT INTO users (user_name, email, password_hash, area_code, phone, invite_code, invited_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT DO NOTHING
     RETURNING ${userColumns.replaceAll('u.', '')}`,
    [
      user.userName,
      user.email,
      user.passwordHash,
      user.areaCode,
      user.phone,
      newInviteCode(),
      user.invitedBy,
      now,
    ],
  );
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string, now: number) {
  await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    userId,
    passwordHash,
    now,
  ]);
}
