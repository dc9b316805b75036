import type { CollateralCurrency, LoanRecord, LoanStatus } from '@swx/contract';
import { damagesFor, interestFor, type LoanTerms, quoteLoan, startedDays } from '@swx/contract/loan-terms';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { formatUnits, toUnits } from '../money/currencies.ts';

/** The REST shape, declared once in the contract. */
export type { LoanRecord, LoanStatus };

/** A loan as stored: the record's inputs in minor units, plus whose it is. */
export type LoanRow = {
  id: number;
  orderNo: string;
  userId: number;
  userName: string;
  terms: LoanTerms;
  lateDailyRate: string;
  graceDays: number;
  collateralRatio: string;
  collateralCurrency: CollateralCurrency;
  collateralUnits: bigint;
  collateralPrice: string;
  signatureFile: string;
  status: LoanStatus;
  remark: string | null;
  createdAt: number;
  approvedAt: number | null;
  dueAt: number | null;
  expiresAt: number | null;
  settledAt: number | null;
  interestPaid: bigint | null;
  damagesPaid: bigint | null;
  liquidatedUnits: bigint | null;
  liquidationPrice: string | null;
  requestHash: string;
};

const columns = `l.id, l.order_no, l.user_id, u.user_name, l.principal_units::text AS principal_units, l.term_days,
  l.interest_free_days, l.daily_rate, l.late_daily_rate, l.grace_days, l.collateral_ratio, l.collateral_currency,
  l.collateral_units::text AS collateral_units, l.collateral_price, l.signature_file, l.status, l.remark,
  l.created_at, l.approved_at, l.due_at, l.expires_at, l.settled_at,
  l.interest_paid_units::text AS interest_paid_units, l.damages_paid_units::text AS damages_paid_units,
  l.liquidated_units::text AS liquidated_units, l.liquidation_price, l.request_hash`;
const from = 'loans l JOIN users u ON u.id = l.user_id';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const nullableUnits = (value: unknown) => (value === null || value === undefined ? null : toUnits(value));

function toLoanRow(row: Record<string, unknown>): LoanRow {
  return {
    id: toNumber(row.id),
    orderNo: toText(row.order_no),
    userId: toNumber(row.user_id),
    userName: toText(row.user_name),
    terms: {
      principal: toUnits(row.principal_units),
      termDays: toNumber(row.term_days),
      interestFreeDays: toNumber(row.interest_free_days),
      dailyRate: toText(row.daily_rate),
    },
    lateDailyRate: toText(row.late_daily_rate),
    graceDays: toNumber(row.grace_days),
    collateralRatio: toText(row.collateral_ratio),
    collateralCurrency: toText(row.collateral_currency) as CollateralCurrency,
    collateralUnits: toUnits(row.collateral_units),
    collateralPrice: toText(row.collateral_price),
    signatureFile: toText(row.signature_file),
    status: toText(row.status) as LoanStatus,
    remark: toNullableText(row.remark),
    createdAt: toNumber(row.created_at),
    approvedAt: nullableNumber(row.approved_at),
    dueAt: nullableNumber(row.due_at),
    expiresAt: nullableNumber(row.expires_at),
    settledAt: nullableNumber(row.settled_at),
    interestPaid: nullableUnits(row.interest_paid_units),
    damagesPaid: nullableUnits(row.damages_paid_units),
    liquidatedUnits: nullableUnits(row.liquidated_units),
    liquidationPrice: toNullableText(row.liquidation_price),
    requestHash: toText(row.request_hash),
  };
}

/** What a repaying loan owes at `now`: the principal, interest for the days used, damages when overdue. */
export function owedAt(loan: LoanRow, now: number) {
  const approvedAt = loan.approvedAt ?? now;
  const dueAt = loan.dueAt ?? now;
  const interest = interestFor(loan.terms, startedDays(approvedAt, now));
  const overdueDays = startedDays(dueAt, now);
  const damages = damagesFor(loan.terms.principal, loan.lateDailyRate, overdueDays);
  return { interest, overdueDays, damages, total: loan.terms.principal + interest + damages };
}

/** The contract's record of a loan as it stands at `now` (accrued figures move with the clock). */
export function toLoanRecord(loan: LoanRow, now: number): LoanRecord {
  const usdt = (units: bigint) => formatUnits(units, 'USDT');
  const collateral = (units: bigint) => formatUnits(units, loan.collateralCurrency);
  const quote = quoteLoan(loan.terms);
  const owed = loan.status === 'repaying' ? owedAt(loan, now) : undefined;
  return {
    id: loan.id,
    orderNo: loan.orderNo,
    currency: 'USDT',
    amount: usdt(loan.terms.principal),
    term: loan.terms.termDays,
    interestFreeDays: loan.terms.interestFreeDays,
    dailyRate: loan.terms.dailyRate,
    lateDailyRate: loan.lateDailyRate,
    graceDays: loan.graceDays,
    totalInterest: usdt(quote.totalInterest),
    repaymentAmount: usdt(quote.repaymentAmount),
    collateralCurrency: loan.collateralCurrency,
    collateralAmount: collateral(loan.collateralUnits),
    collateralRatio: loan.collateralRatio,
    collateralPrice: loan.collateralPrice,
    status: loan.status,
    repaymentDate: loan.dueAt,
    expiresAt: loan.expiresAt,
    overdue: (owed?.overdueDays ?? 0) > 0,
    overdueDays: owed?.overdueDays ?? 0,
    interest: usdt(owed?.interest ?? loan.interestPaid ?? 0n),
    damages: usdt(owed?.damages ?? loan.damagesPaid ?? 0n),
    amountDue: usdt(owed?.total ?? 0n),
    liquidatedAmount: loan.liquidatedUnits === null ? null : collateral(loan.liquidatedUnits),
    liquidationPrice: loan.liquidationPrice,
    remark: loan.remark,
    createdAt: loan.createdAt,
    approvedAt: loan.approvedAt,
    settledAt: loan.settledAt,
  };
}

export async function findLoan(db: Queryable, id: number, lock = false): Promise<LoanRow | undefined> {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`,
    [id],
  );
  return rows[0] ? toLoanRow(rows[0]) : undefined;
}

export async function findLoanByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<LoanRow | undefined> {
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE l.user_id = $1 AND l.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ? toLoanRow(rows[0]) : undefined;
}

/** Loans newest first: one user's, or everyone's for the operator (`userId` null). */
export async function listLoans(
  db: Queryable,
  filter: { userId: number | null; status: LoanStatus | null },
  page: PageRequest,
): Promise<Page<LoanRow>> {
  const where = '($1::bigint IS NULL OR l.user_id = $1) AND ($2::text IS NULL OR l.status = $2)';
  const params = [filter.userId, filter.status];
  const total = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params);
  const rows = await db.query(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY l.seq DESC LIMIT $3 OFFSET $4`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toLoanRow), total: toNumber(total[0]?.n), ...page };
}

/** Principal the user owes or has asked for: pending and repaying loans (what the limits count). */
export async function outstandingPrincipal(db: Queryable, userId: number): Promise<bigint> {
  const rows = await db.query(
    `SELECT COALESCE(sum(principal_units), 0)::text AS total FROM loans
     WHERE user_id = $1 AND status IN ('pending', 'repaying')`,
    [userId],
  );
  return toUnits(rows[0]?.total ?? '0');
}

const statuses: readonly string[] = ['pending', 'repaying', 'repaid', 'expired', 'rejected'];

/** A `?status=` filter: an unknown value filters nothing, as on the other record lists. */
export function loanStatusOf(value: string): LoanStatus | null {
  return statuses.includes(value) ? (value as LoanStatus) : null;
}
