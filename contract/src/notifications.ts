import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';
import { Currency } from './money.ts';

/**
 * What a notification tells the user: a review outcome, an order settlement, a security event or an
 * invite reward. Clients write their own text from `type` and the fields (in the user's language).
 */
export const NotificationType = v.picklist([
  'rechargeApproved',
  'rechargeRejected',
  'withdrawalApproved',
  'withdrawalCompleted',
  'withdrawalRejected',
  'optionsOrderSettled',
  'passwordChanged',
  'fundPasswordSet',
  'fundPasswordChanged',
  'addressAdded',
  'inviteReward',
  'kycVerified',
  'kycFailed',
]);

export const Notification = v.object({
  id: Id,
  type: NotificationType,
  /** The record it is about: a recharge or withdrawal order number, an options order number, an address. */
  reference: v.nullable(v.string()),
  currency: v.nullable(Currency),
  /** The amount credited, paid or held (signed profit for an options settlement). */
  amount: v.nullable(Decimal),
  /** The operator's remark of a rejection; the result of an options order. */
  remark: v.nullable(v.string()),
  read: v.boolean(),
  createdAt: EpochMs,
});

export const UnreadCount = v.object({ unread: v.number() });

/** Invite friends: the caller's code and link, and totals. */
export const InviteSummary = v.object({
  inviteCode: v.string(),
  /** Relative to the web app's origin, from the `invite_link_template` parameter. */
  inviteLink: v.string(),
  inviteeCount: v.number(),
  rewards: v.array(v.object({ currency: Currency, amount: Decimal })),
  /** The rule of the `invite_reward` parameter: the inviter gets `rate` × the invitee's first approved deposit. */
  rewardRate: Decimal,
});

export const Invitee = v.object({
  /** Masked ("al***e"): the inviter sees who joined, not the full account name. */
  userName: v.string(),
  registeredAt: EpochMs,
  firstDepositAt: v.nullable(EpochMs),
  reward: v.nullable(v.object({ currency: Currency, amount: Decimal })),
});

export const InviteReward = v.object({
  id: Id,
  inviteeUserName: v.string(),
  currency: Currency,
  amount: Decimal,
  /** The invitee's deposit that earned it. */
  rechargeOrderNo: v.string(),
  createdAt: EpochMs,
});

export type NotificationType = v.InferOutput<typeof NotificationType>;
export type Notification = v.InferOutput<typeof Notification>;
export type UnreadCount = v.InferOutput<typeof UnreadCount>;
export type InviteSummary = v.InferOutput<typeof InviteSummary>;
export type Invitee = v.InferOutput<typeof Invitee>;
export type InviteReward = v.InferOutput<typeof InviteReward>;
