import type { WithdrawalRecord, WithdrawMethod } from '@swx/contract';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { CredentialsError, InputError, ServiceError } from '../errors/errors.ts';
import { checkIdempotencyKey } from '../errors/idempotency-key.ts';
import { listWithdrawals, listWithdrawMethods, withdraw } from '../upstream/money.ts';
import { AccountRef, callerRealAccount } from './account.ts';
import { CurrencyEnum, contractReviewStatus, ReviewStatusEnum, reviewStatus } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

const WithdrawalMethodRef = builder.objectRef<WithdrawMethod>('WithdrawalMethod').implement({
  description:
    'A way to withdraw: currency and network, fee rate and minimum (operator parameter withdraw_account).',
  fields: (t) => ({
    method: t.exposeString('method', { description: 'The name `withdraw` sends, e.g. "USDT-TRC20".' }),
    currency: t.field({ type: CurrencyEnum, resolve: (method) => method.currency }),
    network: t.exposeString('network'),
    feeRate: t.expose('feeRate', {
      type: 'Decimal',
      description: 'Fee = floor(amount × feeRate) at the currency places, taken out of the amount.',
    }),
    minAmount: t.expose('minAmount', { type: 'Decimal' }),
  }),
});

builder.queryField('withdrawalMethods', (t) =>
  t.field({
    type: [WithdrawalMethodRef],
    description: 'Withdrawal methods with their fee rates and minimums (public).',
    resolve: async (_, __, ctx) => (await listWithdrawMethods(ctx.upstream, ctx.caller)).result,
  }),
);

export const WithdrawalRef = builder.objectRef<WithdrawalRecord>('Withdrawal');

builder.node(WithdrawalRef, {
  description: 'A withdrawal: held on submit, paid on completion, released on rejection.',
  id: { resolve: (record) => record.id },
  fields: (t) => ({
    withdrawalId: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    method: t.exposeString('method'),
    currency: t.field({ type: CurrencyEnum, resolve: (record) => record.currency }),
    network: t.exposeString('network'),
    address: t.exposeString('address', { description: "A copy of the book's address at submission." }),
    amount: t.expose('amount', { type: 'Decimal', description: 'What leaves the balance (fee + received).' }),
    fee: t.expose('fee', { type: 'Decimal' }),
    received: t.expose('received', { type: 'Decimal', description: 'What arrives at the address.' }),
    status: t.field({ type: ReviewStatusEnum, resolve: (record) => reviewStatus(record.status) }),
    remark: t.exposeString('remark', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

const WithdrawalConnection = builder.connectionObject<typeof WithdrawalRef, { totalCount: number }>(
  {
    type: WithdrawalRef,
    name: 'WithdrawalConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'WithdrawalConnectionEdge' },
);

builder.objectField(ViewerRef, 'withdrawals', (t) =>
  t.connection(
    {
      type: WithdrawalRef,
      description: "The viewer's withdrawals, newest first.",
      args: { status: t.arg({ type: ReviewStatusEnum }) },
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          const query = { status: contractReviewStatus(args.status), pageNum, pageSize };
          return (await listWithdrawals(ctx.upstream, realCaller(user, ctx), query)).result;
        }),
    },
    WithdrawalConnection,
  ),
);

const WithdrawInput = builder.inputType('WithdrawInput', {
  fields: (t) => ({
    method: t.string({ required: true, description: 'One of withdrawalMethods (10025 otherwise).' }),
    addressId: t.int({
      required: true,
      description: "A book address's addressId of the method's currency and network (10021 otherwise).",
    }),
    amount: t.field({
      type: 'Decimal',
      required: true,
      description: 'What leaves the balance, fee included.',
    }),
    fundPassword: t.string({ required: true, description: '6 digits.' }),
    idempotencyKey: t.string({
      required: true,
      description: 'Required: 1-255 printable ASCII characters, new for each withdrawal.',
    }),
  }),
});

type WithdrawResult = { withdrawal: WithdrawalRecord; notice: ReturnType<typeof noticeFor> };
const WithdrawPayload = builder.objectRef<WithdrawResult>('WithdrawPayload').implement({
  fields: (t) => ({
    withdrawal: t.field({ type: WithdrawalRef, resolve: (payload) => payload.withdrawal }),
    notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    viewer: t.field({
      type: ViewerRef,
      nullable: true,
      description:
        'The viewer after the hold (select `balances`); read after the withdrawal is saved, so null (with an ' +
        'error beside it) when that read fails while `withdrawal` still reports the record.',
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        'The real account after the hold (its one record: select `balance`); null with an error beside it when that read fails.',
      resolve: (_, __, ctx) => callerRealAccount(ctx),
    }),
  }),
});

typedMutation('withdraw', {
  type: WithdrawPayload,
  description:
    'Requests a withdrawal: the amount is held at once. Wrong fund password: CredentialsError PASSWORD_WRONG ' +
    '(the fifth miss in a row locks it: RATE_LIMITED with retryAfterSeconds).',
  args: (t) => ({ input: t.field({ type: WithdrawInput, required: true }) }),
  errors: [InputError, CredentialsError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const key = checkIdempotencyKey(input.idempotencyKey);
    await ctx.limit('money');
    const body = {
      method: input.method,
      addressId: input.addressId,
      amount: input.amount,
      fundPassword: input.fundPassword,
    };
    const answer = await withdraw(ctx.upstream, ctx.caller, body, key);
    return { withdrawal: answer.result, notice: noticeFor(answer.notice) };
  },
});
