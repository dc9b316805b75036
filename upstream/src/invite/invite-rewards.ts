import { timesRateDown } from '@swx/contract/decimal';
import { type Queryable, toNumber } from '../db/db.ts';
import { lockAccount, postEntry } from '../ledger/ledger.ts';
import { formatUnits } from '../money/currencies.ts';
import { inviteRewardRate } from '../money/money-params.ts';
import type { RechargeRow } from '../money/recharges.ts';
import { type CreatedNotification, insertNotification } from '../notifications/notifications.ts';

/**
 * The invite rule, inside the approval's transaction: when an invitee's first deposit is approved,
 * the inviter's real account of that currency is credited `invite_reward_rate` × the deposit,
 * rounded down to the currency's places, as an `invite_reward` entry. `invite_rewards` holds one row
 * per invitee (a UNIQUE key), so a reward is paid at most once whatever races or repeats.
 */
export async function creditInviteReward(
  tx: Queryable,
  recharge: RechargeRow,
  now: number,
): Promise<CreatedNotification | null> {
  const inviters = await tx.query<{ invited_by: unknown }>('SELECT invited_by FROM users WHERE id = $1', [
    recharge.userId,
  ]);
  const inviter = inviters[0]?.invited_by;
  if (inviter === null || inviter === undefined) return null;
  const earlier = await tx.query(
    "SELECT 1 FROM recharges WHERE user_id = $1 AND status = 'approved' AND id <> $2 LIMIT 1",
    [recharge.userId, recharge.id],
  );
  if (earlier.length > 0) return null;
  const reward = timesRateDown(recharge.amountUnits, await inviteRewardRate(tx));
  if (reward <= 0n) return null;
  const inviterId = toNumber(inviter);
  const claimed = await tx.query(
    `INSERT INTO invite_rewards (inviter_id, invitee_id, recharge_id, currency, amount_units, created_at)
     VALUES ($1, $2, $3, $4, $5::numeric, $6) ON CONFLICT (invitee_id) DO NOTHING RETURNING id`,
    [inviterId, recharge.userId, recharge.id, recharge.currency, reward.toString(), now],
  );
  if (claimed.length === 0) return null;
  // Locked after the invitee's account: an inviter registered first, so locks always go newer → older user.
  const account = await lockAccount(tx, inviterId, 'real', now, recharge.currency);
  await postEntry(tx, account, 'invite_reward', recharge.orderNo, reward, now);
  return insertNotification(
    tx,
    inviterId,
    {
      type: 'inviteReward',
      reference: recharge.orderNo,
      currency: recharge.currency,
      amount: formatUnits(reward, recharge.currency),
    },
    now,
  );
}
