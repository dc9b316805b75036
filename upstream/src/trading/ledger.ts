import type { AccountMode, LedgerEntry, Page } from '@swx/contract';
import { formatCents } from '@swx/contract/decimal';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { type Fields, integerField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { pageRules } from '../http/input-rules.ts';
import { loadDemoInitialCents } from './option-periods.ts';

export type LedgerReason = LedgerEntry['reason'];

/** The REST shapes, declared once in the contract. */
export type { AccountMode, LedgerEntry, Page };

export type LockedAccount = { id: number; userId: number; mode: AccountMode; balanceCents: number };

/** `virtually: YES` acts on the demo account; `NO` or anything else on the real one. */
export function accountModeOf(virtually: string | string[] | undefined): AccountMode {
  const value = Array.isArray(virtually) ? (virtually[0] ?? '') : (virtually ?? '');
  return value.trim().toUpperCase() === 'YES' ? 'demo' : 'real';
}

/**
 * Opens the account on first use (a demo account with a `demo_open` entry of `demo_initial_balance`,
 * a real one at 0.00 with no entry) and returns it locked (`FOR UPDATE`) for the rest of `tx`.
 */
export async function lockAccount(
  tx: Queryable,
  userId: number,
  mode: AccountMode,
  now: number,
): Promise<LockedAccount> {
  const created = await tx.query<{ id: unknown }>(
    `INSERT INTO accounts (user_id, mode, balance_cents, created_at) VALUES ($1, $2, 0, $3)
     ON CONFLICT (user_id, mode) DO NOTHING RETURNING id`,
    [userId, mode, now],
  );
  const rows = await tx.query<{ id: unknown; balance_cents: unknown }>(
    'SELECT id, balance_cents FROM accounts WHERE user_id = $1 AND mode = $2 FOR UPDATE',
    [userId, mode],
  );
  const row = rows[0];
  if (!row) throw new Error(`account of user ${userId} (${mode}) vanished`);
  const account: LockedAccount = {
    id: toNumber(row.id),
    userId,
    mode,
    balanceCents: toNumber(row.balance_cents),
  };
  if (created.length > 0 && mode === 'demo') {
    await postEntry(tx, account, 'demo_open', null, await loadDemoInitialCents(tx), now);
  }
  return account;
}

/**
 * Moves money on a locked account: updates the balance and appends the ledger entry with the
 * balance after, in the caller's transaction. Refuses to go below zero (10011).
 */
export async function postEntry(
  tx: Queryable,
  account: LockedAccount,
  reason: LedgerReason,
  reference: string | null,
  amountCents: number,
  now: number,
): Promise<void> {
  if (!Number.isSafeInteger(amountCents))
    throw new RangeError(`amount must be integer cents: ${amountCents}`);
  if (account.balanceCents + amountCents < 0) throw new ApiError(Code.balanceInsufficientRecharge);
  const rows = await tx.query<{ balance_cents: unknown }>(
    'UPDATE accounts SET balance_cents = balance_cents + $2 WHERE id = $1 RETURNING balance_cents',
    [account.id, amountCents],
  );
  const balanceAfter = toNumber(rows[0]?.balance_cents);
  await tx.query(
    `INSERT INTO ledger_entries (account_id, reason, reference, amount_cents, balance_after_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [account.id, reason, reference, amountCents, balanceAfter, now],
  );
  account.balanceCents = balanceAfter;
}

/** Sets the demo balance back to `demo_initial_balance` with one `demo_reset` entry of the difference. */
export async function resetDemoAccount(tx: Queryable, userId: number, now: number): Promise<LockedAccount> {
  const account = await lockAccount(tx, userId, 'demo', now);
  const initial = await loadDemoInitialCents(tx);
  await postEntry(tx, account, 'demo_reset', null, initial - account.balanceCents, now);
  return account;
}

export type PageRequest = { pageNum: number; pageSize: number };

/**
 * pageNum 1-1,000,000 (default 1), pageSize 1-100 (default 20); anything else is INPUT_INVALID. The
 * largest offset, 99,999,900 rows, stays a small integer, so no database ever sees an overflowing one.
 */
export function pageOf(query: Fields): PageRequest {
  return {
    pageNum: integerField(query, pageRules.pageNum),
    pageSize: integerField(query, pageRules.pageSize),
  };
}

/** Rows to skip for `page`. */
export function offsetOf(page: PageRequest): number {
  return (page.pageNum - 1) * page.pageSize;
}

export async function listLedgerEntries(
  db: Queryable,
  accountId: number,
  mode: AccountMode,
  page: PageRequest,
): Promise<Page<LedgerEntry>> {
  const totalRows = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM ledger_entries WHERE account_id = $1',
    [accountId],
  );
  const rows = await db.query(
    `SELECT id, reason, reference, amount_cents, balance_after_cents, created_at FROM ledger_entries
     WHERE account_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [accountId, page.pageSize, offsetOf(page)],
  );
  return {
    list: rows.map((row) => ({
      id: toNumber(row.id),
      mode,
      reason: toText(row.reason) as LedgerReason,
      reference: toNullableText(row.reference),
      amount: formatCents(BigInt(toText(row.amount_cents))),
      balanceAfter: formatCents(BigInt(toText(row.balance_after_cents))),
      createdAt: toNumber(row.created_at),
    })),
    total: toNumber(totalRows[0]?.n),
    ...page,
  };
}
