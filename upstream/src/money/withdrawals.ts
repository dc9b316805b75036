import type { ReviewStatus, WithdrawalRecord } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { type Currency, formatUnits, toUnits } from './currencies.ts';

/** The REST shape, declared once in the contract. */
export type { WithdrawalRecord };

export type WithdrawalRow = WithdrawalRecord & {
  userId: number;
  userName: string;
  amountUnits: bigint;
  feeUnits: bigint;
  receivedUnits: bigint;
  requestHash: string;
};

const columns = `w.id, w.order_no, w.user_id, u.user_name, w.method, w.currency, w.network, w.address,
  w.amount_units::text AS amount_units, w.fee_units::text AS fee_units, w.received_units::text AS received_units,
  w.status, w.remark, w.created_at, w.reviewed_at, w.completed_at, w.request_hash`;
const from = 'withdrawals w JOIN users u ON u.id = w.user_id';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

function toWithdrawalRow(row: Record<string, unknown>): WithdrawalRow {
  const currency = toText(row.currency) as Currency;
  const amountUnits = toUnits(row.amount_units);
  const feeUnits = toUnits(row.fee_units);
  const receivedUnits = toUnits(row.received_units);
  return {
    id: toNumber(row.id),
    orderNo: toText(row.order_no),
    method: toText(row.method),
    currency,
    network: toText(row.network),
    address: toText(row.address),
    amount: formatUnits(amountUnits, currency),
    fee: formatUnits(feeUnits, currency),
    received: formatUnits(receivedUnits, currency),
    status: toText(row.status) as ReviewStatus,
    remark: toNullableText(row.remark),
    createdAt: toNumber(row.created_at),
    reviewedAt: nullableNumber(row.reviewed_at),
    completedAt: nullableNumber(row.completed_at),
    userId: toNumber(row.user_id),
    userName: toText(row.user_name),
    amountUnits,
    feeUnits,
    receivedUnits,
    requestHash: toText(row.request_hash),
  };
}

export function toWithdrawalRecord(row: WithdrawalRow): WithdrawalRecord {
  const {
    userId: _u,
    userName: _n,
    amountUnits: _a,
    feeUnits: _f,
    receivedUnits: _r,
    requestHash: _h,
    ...record
  } = row;
  return record;
}

export async function findWithdrawal(
  db: Queryable,
  id: number,
  lock = false,
): Promise<WithdrawalRow | undefined> {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE w.id = $1${lock ? ' FOR UPDATE OF w' : ''}`,
    [id],
  );
  return rows[0] ? toWithdrawalRow(rows[0]) : undefined;
}

export async function findWithdrawalByKey(db: Queryable, userId: number, key: string) {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE w.user_id = $1 AND w.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ? toWithdrawalRow(rows[0]) : undefined;
}

/** Withdrawals newest first: one user's, or everyone's for the operator (`userId` null). */
export async function listWithdrawals(
  db: Queryable,
  filter: { userId: number | null; status: ReviewStatus | null },
  page: PageRequest,
): Promise<Page<WithdrawalRow>> {
  const where = '($1::bigint IS NULL OR w.user_id = $1) AND ($2::text IS NULL OR w.status = $2)';
  const params = [filter.userId, filter.status];
  const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY w.seq DESC LIMIT $3 OFFSET $4`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toWithdrawalRow), total: toNumber(total[0]?.n), ...page };
}
