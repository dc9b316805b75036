import type { OptionsOrder } from '@swx/contract';
import { formatCents } from '@swx/contract/decimal';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { type AccountMode, offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { newRecordKey } from '../record-number.ts';

export type Direction = OptionsOrder['direction'];
export type OrderStatus = OptionsOrder['status'];
export type OrderResult = NonNullable<OptionsOrder['result']>;
export type CloseReason = NonNullable<OptionsOrder['closeReason']>;

/** The REST shape, declared once in the contract. */
export type { OptionsOrder };

/** An order with what settlement needs besides the contract fields. */
export type OrderRecord = OptionsOrder & { userId: number; accountId: number; amountCents: number };

export const orderColumns = `id, order_no, user_id, account_id, mode, code, app_name, direction, amount_cents,
  limit_time, payout_rate::text AS payout_rate, lots, lever, margin_cents, required_margin_cents,
  stop_loss::text AS stop_loss, take_profit::text AS take_profit, open_price::text AS open_price, open_time,
  expires_at, close_price::text AS close_price, close_time, status, result, close_reason, profit_cents, created_at`;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const cents = (value: unknown) => formatCents(BigInt(toText(value)));

export function toOrderRecord(row: Record<string, unknown>): OrderRecord {
  return {
    id: toNumber(row.id),
    orderNo: toText(row.order_no),
    userId: toNumber(row.user_id),
    accountId: toNumber(row.account_id),
    mode: toText(row.mode) as AccountMode,
    code: toText(row.code),
    appName: toText(row.app_name),
    direction: toText(row.direction) as Direction,
    amountCents: toNumber(row.amount_cents),
    amount: cents(row.amount_cents),
    limitTime: toNumber(row.limit_time),
    payoutRate: toText(row.payout_rate),
    lots: toNumber(row.lots),
    lever: toNumber(row.lever),
    margin: cents(row.margin_cents),
    requiredMargin: cents(row.required_margin_cents),
    stopLoss: toNullableText(row.stop_loss),
    takeProfit: toNullableText(row.take_profit),
    openPrice: toText(row.open_price),
    openTime: toNumber(row.open_time),
    expiresAt: toNumber(row.expires_at),
    closePrice: toNullableText(row.close_price),
    closeTime: nullableNumber(row.close_time),
    status: toText(row.status) as OrderStatus,
    result: toNullableText(row.result) as OrderResult | null,
    closeReason: toNullableText(row.close_reason) as CloseReason | null,
    profit: row.profit_cents === null || row.profit_cents === undefined ? null : cents(row.profit_cents),
    createdAt: toNumber(row.created_at),
  };
}

export function toOptionsOrder(record: OrderRecord): OptionsOrder {
  const { userId: _user, accountId: _account, amountCents: _cents, ...order } = record;
  return order;
}

export type NewOrder = {
  userId: number;
  accountId: number;
  mode: AccountMode;
  code: string;
  appName: string;
  direction: Direction;
  amountCents: number;
  limitTime: number;
  payoutRate: string;
  lever: number;
  stopLoss: string | null;
  takeProfit: string | null;
  openPrice: string;
  openTime: number;
};

/**
 * Inserts an open order under a random id and number (record-number.ts), so neither the detail URL
 * nor the number says how many orders came before. Orders placed before this rule keep theirs.
 */
export async function insertOrder(tx: Queryable, order: NewOrder, now: number): Promise<OrderRecord> {
  const key = await newRecordKey(tx, 'options_orders', 'OP', now);
  const rows = await tx.query(
    `INSERT INTO options_orders (id, order_no, user_id, account_id, mode, code, app_name, direction, amount_cents,
       limit_time, payout_rate, lots, lever, margin_cents, required_margin_cents, stop_loss, take_profit,
       open_price, open_time, expires_at, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, $12, $9, $9, $13, $14, $15, $16, $17, 'open', $18)
     RETURNING ${orderColumns}`,
    [
      key.id,
      key.orderNo,
      order.userId,
      order.accountId,
      order.mode,
      order.code,
      order.appName,
      order.direction,
      order.amountCents,
      order.limitTime,
      order.payoutRate,
      order.lever,
      order.stopLoss,
      order.takeProfit,
      order.openPrice,
      order.openTime,
      order.openTime + order.limitTime * 1000,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('order insert returned no row');
  return toOrderRecord(row);
}

export async function findOrder(db: Queryable, id: number): Promise<OrderRecord | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const rows = await db.query(`SELECT ${orderColumns} FROM options_orders WHERE id = $1`, [id]);
  return rows[0] ? toOrderRecord(rows[0]) : undefined;
}

export async function listOrders(
  db: Queryable,
  filter: { userId: number; mode: AccountMode; status: OrderStatus | null },
  page: PageRequest,
): Promise<Page<OptionsOrder>> {
  const where = 'user_id = $1 AND mode = $2 AND ($3::text IS NULL OR status = $3)';
  const params = [filter.userId, filter.mode, filter.status];
  const total = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM options_orders WHERE ${where}`,
    params,
  );
  const rows = await db.query(
    `SELECT ${orderColumns} FROM options_orders WHERE ${where} ORDER BY seq DESC LIMIT $4 OFFSET $5`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return {
    list: rows.map((row) => toOptionsOrder(toOrderRecord(row))),
    total: toNumber(total[0]?.n),
    ...page,
  };
}
