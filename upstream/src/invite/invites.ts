import type { Invitee, InviteReward, InviteSummary } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { type Currency, formatUnits, toUnits } from '../money/currencies.ts';
import { inviteLink, inviteRewardRate } from '../money/money-params.ts';

/** "alice_99" → "al***9": the inviter sees who joined without learning the full login name. */
export function maskUserName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export async function inviteSummary(
  db: Queryable,
  userId: number,
  inviteCode: string,
): Promise<InviteSummary> {
  const count = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM users WHERE invited_by = $1', [
    userId,
  ]);
  const totals = await db.query(
    `SELECT currency, sum(amount_units)::text AS total FROM invite_rewards WHERE inviter_id = $1
     GROUP BY currency ORDER BY currency`,
    [userId],
  );
  return {
    inviteCode,
    inviteLink: await inviteLink(db, inviteCode),
    inviteeCount: toNumber(count[0]?.n),
    rewards: totals.map((row) => {
      const currency = toText(row.currency) as Currency;
      return { currency, amount: formatUnits(toUnits(row.total), currency) };
    }),
    rewardRate: await inviteRewardRate(db),
  };
}

export async function listInvitees(db: Queryable, userId: number, page: PageRequest): Promise<Page<Invitee>> {
  const total = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM users WHERE invited_by = $1', [
    userId,
  ]);
  const rows = await db.query(
    `SELECT u.user_name, u.created_at,
       (SELECT min(r.reviewed_at) FROM recharges r WHERE r.user_id = u.id AND r.status = 'approved') AS first_deposit_at,
       w.currency, w.amount_units::text AS amount_units
     FROM users u LEFT JOIN invite_rewards w ON w.invitee_id = u.id
     WHERE u.invited_by = $1 ORDER BY u.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, offsetOf(page)],
  );
  return {
    list: rows.map((row) => {
      const currency = toNullableText(row.currency) as Currency | null;
      return {
        userName: maskUserName(toText(row.user_name)),
        registeredAt: toNumber(row.created_at),
        firstDepositAt: row.first_deposit_at === null ? null : toNumber(row.first_deposit_at),
        reward: currency ? { currency, amount: formatUnits(toUnits(row.amount_units), currency) } : null,
      };
    }),
    total: toNumber(total[0]?.n),
    ...page,
  };
}

export async function listInviteRewards(
  db: Queryable,
  userId: number,
  page: PageRequest,
): Promise<Page<InviteReward>> {
  const total = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM invite_rewards WHERE inviter_id = $1',
    [userId],
  );
  const rows = await db.query(
    `SELECT w.id, u.user_name, w.currency, w.amount_units::text AS amount_units, r.order_no, w.created_at
     FROM invite_rewards w JOIN users u ON u.id = w.invitee_id JOIN recharges r ON r.id = w.recharge_id
     WHERE w.inviter_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, offsetOf(page)],
  );
  return {
    list: rows.map((row) => {
      const currency = toText(row.currency) as Currency;
      return {
        id: toNumber(row.id),
        inviteeUserName: maskUserName(toText(row.user_name)),
        currency,
        amount: formatUnits(toUnits(row.amount_units), currency),
        rechargeOrderNo: toText(row.order_no),
        createdAt: toNumber(row.created_at),
      };
    }),
    total: toNumber(total[0]?.n),
    ...page,
  };
}
