import {
  type DailyProfit,
  kindOfReason,
  type LedgerEntry,
  profitReasons,
  reasonsOfKinds,
  type Statement,
  type StatementKind,
  statementKinds,
  statementMaxDays,
} from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { type Fields, integerField, optionalTextField, textListField } from '../http/body.ts';
import { inputInvalid } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { type Currency, formatUnits, isCurrency, toUnits } from '../money/currencies.ts';
import { type AccountMode, offsetOf, type PageRequest, pageOf } from './ledger.ts';

export type StatementRequest = {
  currency: Currency;
  from: number;
  to: number;
  kinds: StatementKind[];
  timeZone: string;
  page: PageRequest;
};

const DAY_MS = 86_400_000;
const epochRule = (field: string) => ({ field, min: 0, max: 8_640_000_000_000, fallback: -1 });
const timeZoneRule = { field: 'timeZone', max: 64, pattern: /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/ };
const kindRule = { field: 'kinds', max: 16 };

/** A time zone both this process and the database know (IANA names); anything else is INPUT_INVALID. */
function timeZoneOf(query: Fields): string {
  const zone = optionalTextField(query, timeZoneRule) ?? 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw inputInvalid('timeZone');
  }
}

/**
 * `from` and `to` are epoch ms (from inclusive, to exclusive, at most a year apart), `kinds` repeated
 * keys of the statement kinds (none: every kind), `currency` USDT unless named, `timeZone` the IANA zone
 * the profit's days are counted in (UTC unless named).
 */
export function statementRequestOf(query: Fields): StatementRequest {
  const from = integerField(query, epochRule('from'));
  const to = integerField(query, epochRule('to'));
  if (from < 0) throw inputInvalid('from');
  if (to <= from || to - from > statementMaxDays * DAY_MS) throw inputInvalid('to');
  const currency = optionalTextField(query, moneyRules.currency)?.toUpperCase() ?? 'USDT';
  if (!isCurrency(currency)) throw inputInvalid('currency');
  const kinds = textListField(query, kindRule, statementKinds.length);
  if (!kinds.every((kind) => (statementKinds as readonly string[]).includes(kind)))
    throw inputInvalid('kinds');
  return {
    currency,
    from,
    to,
    kinds: kinds as StatementKind[],
    timeZone: timeZoneOf(query),
    page: pageOf(query),
  };
}

function entryOf(row: Record<string, unknown>, mode: AccountMode, currency: Currency): LedgerEntry {
  const format = (value: unknown) => formatUnits(toUnits(value), currency);
  return {
    id: toNumber(row.id),
    mode,
    reason: toText(row.reason) as LedgerEntry['reason'],
    currency,
    reference: toNullableText(row.reference),
    amount: format(row.amount_units),
    balanceAfter: format(row.balance_after_units),
    held: format(row.held_units),
    heldAfter: format(row.held_after_units),
    createdAt: toNumber(row.created_at),
  };
}

/** Sums per reason over the range: the kinds' totals are these folded by kind, so they are the ledger's own. */
async function totalsOf(db: Queryable, accountId: number, request: StatementRequest) {
  const rows = await db.query(
    `SELECT reason, sum(amount_units)::text AS amount, count(*) AS n FROM ledger_entries
     WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY reason`,
    [accountId, request.from, request.to],
  );
  const sums = new Map<StatementKind, { amount: bigint; count: number }>(
    statementKinds.map((kind) => [kind, { amount: 0n, count: 0 }]),
  );
  for (const row of rows) {
    const sum = sums.get(kindOfReason[toText(row.reason) as LedgerEntry['reason']]);
    if (!sum) continue;
    sum.amount += toUnits(row.amount);
    sum.count += toNumber(row.n);
  }
  return sums;
}

async function dailyProfitOf(
  db: Queryable,
  accountId: number,
  request: StatementRequest,
): Promise<DailyProfit[]> {
  const rows = await db.query(
    `SELECT to_char(to_timestamp(created_at / 1000.0) AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
       sum(amount_units)::text AS amount
     FROM ledger_entries WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND reason = ANY($5::text[])
     GROUP BY day ORDER BY day`,
    [accountId, request.from, request.to, request.timeZone, [...profitReasons]],
  );
  return rows.map((row) => ({
    day: toText(row.day),
    amount: formatUnits(toUnits(row.amount), request.currency),
  }));
}

/**
 * The statement of the user's account of `mode` and `request.currency` over the range: the balance before
 * it, the totals of every kind, the balance at its end, the daily results and one page of the entries of
 * the kinds asked for, oldest first. An account never opened has a statement of zeros.
 */
export async function loadStatement(
  db: Queryable,
  userId: number,
  mode: AccountMode,
  request: StatementRequest,
): Promise<Statement> {
  const { currency, from, to, timeZone, page } = request;
  const accounts = await db.query(
    `SELECT id FROM accounts WHERE user_id = $1 AND mode = $2 AND currency = $3`,
    [userId, mode, currency],
  );
  const accountId = accounts[0] ? toNumber(accounts[0].id) : 0;
  const before = await db.query(
    `SELECT balance_after_units::text AS balance FROM ledger_entries WHERE account_id = $1 AND created_at < $2
     ORDER BY id DESC LIMIT 1`,
    [accountId, from],
  );
  const opening = before[0] ? toUnits(before[0].balance) : 0n;
  const sums = await totalsOf(db, accountId, request);
  let closing = opening;
  for (const sum of sums.values()) closing += sum.amount;
  const reasons = reasonsOfKinds(request.kinds);
  const where = 'account_id = $1 AND created_at >= $2 AND created_at < $3 AND reason = ANY($4::text[])';
  const counted = await db.query(`SELECT count(*) AS n FROM ledger_entries WHERE ${where}`, [
    accountId,
    from,
    to,
    reasons,
  ]);
  const rows = await db.query(
    `SELECT id, reason, reference, amount_units::text AS amount_units, balance_after_units::text AS balance_after_units,
       held_units::text AS held_units, held_after_units::text AS held_after_units, created_at
     FROM ledger_entries WHERE ${where} ORDER BY id LIMIT $5 OFFSET $6`,
    [accountId, from, to, reasons, page.pageSize, offsetOf(page)],
  );
  return {
    currency,
    from,
    to,
    timeZone,
    opening: formatUnits(opening, currency),
    closing: formatUnits(closing, currency),
    totals: [...sums].map(([kind, sum]) => ({
      kind,
      amount: formatUnits(sum.amount, currency),
      count: sum.count,
    })),
    profit: await dailyProfitOf(db, accountId, request),
    entries: {
      list: rows.map((row) => entryOf(row, mode, currency)),
      total: toNumber(counted[0]?.n),
      ...page,
    },
  };
}
