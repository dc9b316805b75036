import type { RechargeChannel, RechargeRecord } from '@swx/contract';
import { isReceiveAddress } from '@swx/contract/receive-address';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import { checkIdempotencyKey } from '../errors/idempotency-key.ts';
import { listRecharge, listRechargeChannels, recharge } from '../upstream/money.ts';
import { CurrencyEnum, contractReviewStatus, ReviewStatusEnum, reviewStatus } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { typedMutation } from './typed-mutation.ts';
import { limitedBytes, type Upload } from './upload.ts';
import { ViewerRef } from './viewer.ts';

const DepositChannelRef = builder.objectRef<RechargeChannel>('DepositChannel').implement({
  description: "Where a deposit is sent: the platform's receive address for a currency on a network.",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (channel) => channel.currency }),
    network: t.exposeString('network'),
    address: t.string({
      nullable: true,
      description:
        'The receive address, or null where the operator has configured none that is a well-formed address of ' +
        'this network: deposits there are not available, and nothing may be sent.',
      // Checked here too, whatever upstream answered: a page never shows coins a destination no wallet reaches.
      resolve: (channel) =>
        channel.address !== null && isReceiveAddress(channel.network, channel.address)
          ? channel.address
          : null,
    }),
    minAmount: t.expose('minAmount', {
      type: 'Decimal',
      description: 'The minimum deposit, set by the operator.',
    }),
  }),
});

builder.queryField('depositChannels', (t) =>
  t.field({
    type: [DepositChannelRef],
    description: 'Receive addresses and minimums per currency and network (operator parameters; public).',
    resolve: async (_, __, ctx) => (await listRechargeChannels(ctx.upstream, ctx.caller)).result,
  }),
);

/** A record and the session that read it: its proof link works for that session's owner only. */
export type RechargeSource = RechargeRecord & { sessionToken: string | null };

export const RechargeRef = builder.objectRef<RechargeSource>('Recharge');

builder.node(RechargeRef, {
  description: 'A deposit submitted with a proof of payment, and its review.',
  id: { resolve: (record) => record.id },
  fields: (t) => ({
    rechargeId: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    currency: t.field({ type: CurrencyEnum, resolve: (record) => record.currency }),
    network: t.exposeString('network'),
    amount: t.expose('amount', { type: 'Decimal', description: 'Credited when approved.' }),
    paymentAmount: t.expose('paymentAmount', { type: 'Decimal', description: 'What was paid on chain.' }),
    transactionHash: t.exposeString('transactionHash'),
    lastSix: t.exposeString('lastSix'),
    proofUrl: t.string({
      nullable: true,
      description:
        'A gateway path (same origin as /graphql) that shows the proof image to whoever holds it, for 10 ' +
        'minutes: usable as an <img src>. It seals the session that read the record; read the record again ' +
        'for a fresh one. Null without a session.',
      resolve: (record, _, ctx) =>
        record.sessionToken ? ctx.proofUrls.urlFor(record.sessionToken, record.id) : null,
    }),
    status: t.field({ type: ReviewStatusEnum, resolve: (record) => reviewStatus(record.status) }),
    remark: t.exposeString('remark', {
      nullable: true,
      description: "The operator's reason for a rejection.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
  }),
});

const RechargeConnection = builder.connectionObject<typeof RechargeRef, { totalCount: number }>(
  {
    type: RechargeRef,
    name: 'RechargeConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'RechargeConnectionEdge' },
);

builder.objectField(ViewerRef, 'recharges', (t) =>
  t.connection(
    {
      type: RechargeRef,
      description: "The viewer's deposits, newest first.",
      args: { status: t.arg({ type: ReviewStatusEnum }) },
      resolve: (user, args, ctx) => {
        const caller = realCaller(user, ctx);
        return pageConnection(args, async (pageNum, pageSize) => {
          const query = { status: contractReviewStatus(args.status), pageNum, pageSize };
          const page = (await listRecharge(ctx.upstream, caller, query)).result;
          return { ...page, list: page.list.map((r) => ({ ...r, sessionToken: caller.authorization })) };
        });
      },
    },
    RechargeConnection,
  ),
);

const RechargeInput = builder.inputType('RechargeInput', {
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, required: true }),
    network: t.string({ required: true, description: 'One of depositChannels for the currency.' }),
    amount: t.field({
      type: 'Decimal',
      required: true,
      description: 'Credited when approved; at least the channel minimum, at most the currency places.',
    }),
    paymentAmount: t.field({ type: 'Decimal', required: true, description: 'What was paid on chain.' }),
    transactionHash: t.string({ required: true, description: '8-128 letters and digits.' }),
    lastSix: t.string({ required: true, description: 'The last 6 characters of the hash or address.' }),
    proof: t.field({
      type: 'File',
      required: true,
      description:
        'The proof image (JPG, JPEG 2000 or PNG by its bytes), a GraphQL multipart upload; at most the ' +
        "upstream's limit (2 MB by default), refused with IMAGE_TOO_LARGE as soon as it streams past it.",
    }),
    idempotencyKey: t.string({
      required: true,
      description:
        'Required: 1-255 printable ASCII characters, new for each deposit. Same key + same input (and ' +
        'proof bytes) = the same record, never a second one.',
    }),
  }),
});

type RechargeResult = { recharge: RechargeSource; notice: ReturnType<typeof noticeFor> };
const RechargePayload = builder.objectRef<RechargeResult>('RechargePayload').implement({
  fields: (t) => ({
    recharge: t.field({ type: RechargeRef, resolve: (payload) => payload.recharge }),
    notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    viewer: t.field({
      type: ViewerRef,
      nullable: true,
      description:
        'The depositor, read after the record is saved (null with an error beside it if that fails).',
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
  }),
});

typedMutation('recharge', {
  type: RechargePayload,
  description:
    'Submits a deposit for review (real account only: the demo account gets DEMO_ACCOUNT_DISABLED). Send ' +
    'it as a GraphQL multipart request with the x-graphql-yoga-csrf header.',
  args: (t) => ({ input: t.field({ type: RechargeInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const key = checkIdempotencyKey(input.idempotencyKey);
    await ctx.limit('money');
    const proof = input.proof as Upload;
    const fields = {
      currency: input.currency,
      network: input.network,
      amount: input.amount,
      paymentAmount: input.paymentAmount,
      transactionHash: input.transactionHash,
      lastSix: input.lastSix,
    };
    const answer = await recharge(
      ctx.upstream,
      ctx.caller,
      fields,
      limitedBytes(proof, ctx.proofMaxBytes),
      key,
    );
    return {
      recharge: { ...answer.result, sessionToken: ctx.caller.authorization },
      notice: noticeFor(answer.notice),
    };
  },
});
