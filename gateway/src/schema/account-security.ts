import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { CredentialsError, InputError, ServiceError } from '../errors/errors.ts';
import { listBalances } from '../upstream/money.ts';
import { changePassword, setFundPassword } from '../upstream/user.ts';
import { BalanceRef } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef, viewerCaller } from './viewer.ts';

builder.objectFields(ViewerRef, (t) => ({
  balances: t.field({
    type: [BalanceRef],
    description:
      "The real account's balance per currency (USDT, BTC, ETH), whatever the `virtually` header says.",
    resolve: async (user, _, ctx) => (await listBalances(ctx.upstream, realCaller(user, ctx))).result,
  }),
  fundPasswordSet: t.boolean({
    description: 'Whether the 6-digit fund password withdrawals need is set.',
    resolve: async (user, _, ctx) => {
      // A viewer born of a login carries the session's user without it: read it with that session.
      if ('fundPasswordSet' in user && typeof user.fundPasswordSet === 'boolean') return user.fundPasswordSet;
      const info = await ctx.loaders.userInfo.load(viewerCaller(user, ctx).authorization);
      return info.fundPasswordSet === true;
    },
  }),
}));

const ChangePasswordPayload = builder
  .objectRef<{ notice: ReturnType<typeof noticeFor> }>('ChangePasswordPayload')
  .implement({
    fields: (t) => ({
      ok: t.boolean({ resolve: () => true }),
      notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    }),
  });

const SetFundPasswordPayload = builder
  .objectRef<{ notice: ReturnType<typeof noticeFor> }>('SetFundPasswordPayload')
  .implement({
    fields: (t) => ({
      notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: 'The viewer after the change (fundPasswordSet).',
        resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
      }),
    }),
  });

typedMutation('changePassword', {
  type: ChangePasswordPayload,
  description:
    "Changes the login password of the signed-in user. Every other session of the user ends; the caller's " +
    'stays. A wrong old password (or a new one not 6-32 characters) is PASSWORD_WRONG.',
  args: (t) => ({
    oldPassword: t.string({ required: true }),
    password: t.string({ required: true, description: '6-32 characters.' }),
  }),
  errors: [InputError, CredentialsError, ServiceError],
  resolve: async (args, ctx) => {
    await ctx.limit('password');
    const body = { oldPassword: args.oldPassword, password: args.password };
    const answer = await changePassword(ctx.upstream, ctx.caller, body);
    return { notice: noticeFor(answer.notice) };
  },
});

typedMutation('setFundPassword', {
  type: SetFundPasswordPayload,
  description:
    'Sets the fund password (first time: no login password needed) or changes it (the login password ' +
    'required: PASSWORD_WRONG when missing or wrong). FUND_PASSWORD_FORMAT unless 6 digits.',
  args: (t) => ({
    fundPassword: t.string({ required: true, description: '6 digits.' }),
    password: t.string({
      description: 'The login password: required once a fund password is set (a change).',
    }),
  }),
  errors: [InputError, CredentialsError, ServiceError],
  resolve: async (args, ctx) => {
    await ctx.limit('password');
    const body = { fundPassword: args.fundPassword, password: args.password ?? undefined };
    const answer = await setFundPassword(ctx.upstream, ctx.caller, body);
    return { notice: noticeFor(answer.notice) };
  },
});
