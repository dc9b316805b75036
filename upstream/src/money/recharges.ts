import type { RechargeRecord, ReviewStatus } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { type Currency, formatUnits, toUnits } from './currencies.ts';

/** The REST shape, declared once in the contract. */
export type { RechargeRecord };

/** A deposit with what reviews and the proof route need besides the contract fields. */
export type RechargeRow = RechargeRecord & {
  userId: number;
  userName: string;
  amountUnits: bigint;
  proofFile: string;
  proofType: string;
  requestHash: string;
};

export const rechargeColumns = `r.id, r.order_no, r.user_id, u.user_name, r.currency, r.network,
  r.amount_units::text AS amount_units, r.payment_amount_units::text AS payment_amount_units,
  r.transaction_hash, r.last_six, r.proof_file, r.proof_type, r.status, r.remark, r.created_at,
  r.reviewed_at, r.request_hash`;
const from = 'recharges r JOIN users u ON u.id = r.user_id';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

export function toRechargeRow(row: Record<string, unknown>): RechargeRow {
  const currency = toText(row.currency) as Currency;
  const amountUnits = toUnits(row.amount_units);
  const id = toNumber(row.id);
  return {
    id,
    orderNo: toText(row.order_no),
    currency,
    network: toText(row.network),
    amount: formatUnits(amountUnits, currency),
    paymentAmount: formatUnits(toUnits(row.payment_amount_units), currency),
    transactionHash: toText(row.transaction_hash),
    lastSix: toText(row.last_six),
    proofUrl: `/swx/customer/user/rechargeProof/${id}`,
    status: toText(row.status) as ReviewStatus,
    remark: toNullableText(row.remark),
    createdAt: toNumber(row.created_at),
    reviewedAt: nullableNumber(row.reviewed_at),
    userId: toNumber(row.user_id),
    userName: toText(row.user_name),
    amountUnits,
    proofFile: toText(row.proof_file),
    proofType: toText(row.proof_type),
    requestHash: toText(row.request_hash),
  };
}

export function toRechargeRecord(row: RechargeRow): RechargeRecord {
  const {
    userId: _u,
    userName: _n,
    amountUnits: _a,
    proofFile: _f,
    proofType: _t,
    requestHash: _h,
    ...record
  } = row;
  return record;
}

export async function findRecharge(
  db: Queryable,
  id: number,
  lock = false,
): Promise<RechargeRow | undefined> {
  const rows = await db.query(
    `SELECT ${rechargeColumns} FROM ${from} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0] ? toRechargeRow(rows[0]) : undefined;
}

export async function findRechargeByKey(db: Queryable, userId: number, key: string) {
  const rows = await db.query(
    `SELECT ${rechargeColumns} FROM ${from} WHERE r.user_id = $1 AND r.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ? toRechargeRow(rows[0]) : undefined;
}

/** Deposits newest first: one user's (`userId`), or everyone's for the operator (null). */
export async function listRecharges(
  db: Queryable,
  filter: { userId: number | null; status: ReviewStatus | null },
  page: PageRequest,
): Promise<Page<RechargeRow>> {
  const where = '($1::bigint IS NULL OR r.user_id = $1) AND ($2::text IS NULL OR r.status = $2)';
  const params = [filter.userId, filter.status];
  const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
  const rows = await db.query(
    `SELECT ${rechargeColumns} FROM ${from} WHERE ${where} ORDER BY r.seq DESC LIMIT $3 OFFSET $4`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toRechargeRow), total: toNumber(total[0]?.n), ...page };
}
