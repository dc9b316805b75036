import type { Invitee, InviteReward, InviteSummary } from '@swx/contract';
import { builder } from '../builder.ts';
import { getInvite, listInvitees, listInviteRewards } from '../upstream/invite.ts';
import { CurrencyAmountRef, CurrencyEnum } from './currency.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { ViewerRef } from './viewer.ts';

const InviteRef = builder.objectRef<InviteSummary>('Invite').implement({
  description: "The viewer's invite code and link, and what inviting has earned.",
  fields: (t) => ({
    inviteCode: t.exposeString('inviteCode'),
    inviteLink: t.exposeString('inviteLink', {
      description:
        "Relative to the web app's origin (/pass/register?inviteCode=…): prefix the origin to share it.",
    }),
    inviteeCount: t.exposeInt('inviteeCount'),
    rewards: t.field({
      type: [CurrencyAmountRef],
      description: 'Totals per currency.',
      resolve: (s) => s.rewards,
    }),
    rewardRate: t.expose('rewardRate', {
      type: 'Decimal',
      description: "The inviter's share of an invitee's first approved deposit (0.05 = 5 %).",
    }),
  }),
});

const InviteeRef = builder.objectRef<Invitee>('Invitee').implement({
  description: 'Someone who registered with the viewer’s code.',
  fields: (t) => ({
    userName: t.exposeString('userName', { description: 'Masked, e.g. "al***e".' }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    firstDepositAt: t.expose('firstDepositAt', { type: 'DateTime', nullable: true }),
    reward: t.field({ type: CurrencyAmountRef, nullable: true, resolve: (invitee) => invitee.reward }),
  }),
});

const InviteRewardRef = builder.objectRef<InviteReward>('InviteReward');
builder.node(InviteRewardRef, {
  description: "A reward credited for an invitee's first approved deposit.",
  id: { resolve: (reward) => reward.id },
  fields: (t) => ({
    inviteRewardId: t.exposeInt('id'),
    inviteeUserName: t.exposeString('inviteeUserName'),
    currency: t.field({ type: CurrencyEnum, resolve: (reward) => reward.currency }),
    amount: t.expose('amount', { type: 'Decimal' }),
    rechargeOrderNo: t.exposeString('rechargeOrderNo', {
      description: "The invitee's deposit that earned it.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const InviteeConnection = builder.connectionObject<typeof InviteeRef, { totalCount: number }>(
  { type: InviteeRef, name: 'InviteeConnection', fields: (c) => ({ totalCount: c.exposeInt('totalCount') }) },
  { name: 'InviteeConnectionEdge' },
);
const InviteRewardConnection = builder.connectionObject<typeof InviteRewardRef, { totalCount: number }>(
  {
    type: InviteRewardRef,
    name: 'InviteRewardConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'InviteRewardConnectionEdge' },
);

builder.objectFields(ViewerRef, (t) => ({
  invite: t.field({
    type: InviteRef,
    resolve: async (user, _, ctx) => (await getInvite(ctx.upstream, realCaller(user, ctx))).result,
  }),
  invitees: t.connection(
    {
      type: InviteeRef,
      description: 'Who registered with the viewer’s code, newest first.',
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          return (await listInvitees(ctx.upstream, realCaller(user, ctx), { pageNum, pageSize })).result;
        }),
    },
    InviteeConnection,
  ),
  inviteRewards: t.connection(
    {
      type: InviteRewardRef,
      description: 'Rewards credited to the viewer, newest first.',
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          return (await listInviteRewards(ctx.upstream, realCaller(user, ctx), { pageNum, pageSize })).result;
        }),
    },
    InviteRewardConnection,
  ),
}));
