import type { LedgerEntry, UserInfoWithAccount } from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ServiceError } from '../errors/errors.ts';
import { withTypedErrors } from '../errors/narrow.ts';
import { listTransactions, resetDemo } from '../upstream/user.ts';
import { pageConnection } from './page-connection.ts';
import { ViewerRef, type ViewerSource, viewerCaller } from './viewer.ts';

export const AccountModeEnum = builder.enumType('AccountMode', {
  description: 'DEMO (virtual money) or REAL; the client picks it with the `virtually` header.',
  values: ['DEMO', 'REAL'] as const,
});

export function accountMode(mode: 'demo' | 'real'): 'DEMO' | 'REAL' {
  return mode === 'demo' ? 'DEMO' : 'REAL';
}

const LEDGER_REASONS = [
  'DEMO_OPEN',
  'DEMO_RESET',
  'OPTIONS_STAKE',
  'OPTIONS_PAYOUT',
  'OPTIONS_REFUND',
] as const;
const LedgerReasonEnum = builder.enumType('LedgerReason', { values: LEDGER_REASONS });

const LedgerEntryRef = builder.objectRef<LedgerEntry>('LedgerEntry').implement({
  description: 'One balance change of an account: every change is an entry, so balances add up.',
  fields: (t) => ({
    entryId: t.exposeInt('id'),
    accountMode: t.field({ type: AccountModeEnum, resolve: (entry) => accountMode(entry.mode) }),
    reason: t.field({
      type: LedgerReasonEnum,
      resolve: (entry) => entry.reason.toUpperCase() as (typeof LEDGER_REASONS)[number],
    }),
    reference: t.exposeString('reference', { nullable: true }),
    amount: t.expose('amount', { type: 'Decimal', description: 'Signed: negative for a debit.' }),
    balanceAfter: t.expose('balanceAfter', { type: 'Decimal' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The account fields come with getUserInfo; a viewer from a login answer fetches them once. */
async function account(user: UserInfoWithAccount & ViewerSource, ctx: GatewayContext) {
  if (user.balance !== undefined && user.accountMode !== undefined) return user;
  return ctx.loaders.userInfo.load(viewerCaller(user, ctx).authorization);
}

builder.objectFields(ViewerRef, (t) => ({
  accountMode: t.field({
    type: AccountModeEnum,
    description: 'The account this request acted on (the `virtually` header).',
    resolve: async (user, _, ctx) => accountMode((await account(user, ctx)).accountMode ?? 'real'),
  }),
  balance: t.field({
    type: 'Decimal',
    description: 'Balance of the current account mode, in USDT.',
    resolve: async (user, _, ctx) => (await account(user, ctx)).balance ?? '0.00',
  }),
  transactions: t.connection(
    {
      type: LedgerEntryRef,
      description: 'The ledger of the current account mode, newest first.',
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          return (await listTransactions(ctx.upstream, viewerCaller(user, ctx), { pageNum, pageSize }))
            .result;
        }),
    },
    { name: 'LedgerEntryConnection', fields: (c) => ({ totalCount: c.exposeInt('totalCount') }) },
  ),
}));

const ResetDemoPayload = builder
  .objectRef<{ viewer: UserInfoWithAccount }>('ResetDemoAccountPayload')
  .implement({
    fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }) }),
  });

const resetErrors = [ServiceError];
builder.mutationField('resetDemoAccount', (t) =>
  t.field({
    type: ResetDemoPayload,
    description: 'Sets the demo balance back to its starting amount (one ledger entry). Demo mode only.',
    errors: { types: resetErrors, union: { name: 'ResetDemoAccountResult' } },
    resolve: (_, __, ctx) =>
      withTypedErrors(resetErrors, async () => ({
        viewer: (await resetDemo(ctx.upstream, ctx.caller)).result,
      })),
  }),
);
