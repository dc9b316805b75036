import type { LedgerEntry, UserInfoWithAccount } from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ServiceError } from '../errors/errors.ts';
import type { CallerHeaders } from '../upstream/client.ts';
import { listTransactions, resetDemo } from '../upstream/user.ts';
import { CurrencyEnum } from './currency.ts';
import { pageConnection } from './page-connection.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef, type ViewerSource, viewerCaller } from './viewer.ts';

export const AccountModeEnum = builder.enumType('AccountMode', {
  description:
    'DEMO (virtual money) or REAL. `Viewer.account(mode:)` names one; the mutations act on the one the ' +
    '`virtually` header picks.',
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
  'RECHARGE',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_FEE',
  'INVITE_REWARD',
  'SMART_PRINCIPAL',
  'SMART_PROFIT',
  'SMART_PRINCIPAL_RETURN',
  'SMART_REFUND',
  'SMART_EXIT_PENALTY',
  'NFT_BID_HOLD',
  'NFT_BID_RELEASE',
  'NFT_PURCHASE',
  'NFT_DONATION',
  'LOAN_COLLATERAL_HOLD',
  'LOAN_COLLATERAL_RELEASE',
  'LOAN_COLLATERAL_LIQUIDATION',
  'LOAN_DISBURSEMENT',
  'LOAN_REPAYMENT',
  'LOAN_INTEREST',
  'LOAN_DAMAGES',
] as const;
export const LedgerReasonEnum = builder.enumType('LedgerReason', { values: LEDGER_REASONS });

/** The contract's ledger reason as the schema's enum value. */
export function ledgerReason(reason: LedgerEntry['reason']): (typeof LEDGER_REASONS)[number] {
  return reason.toUpperCase() as (typeof LEDGER_REASONS)[number];
}

export type ContractMode = 'demo' | 'real';

/** The `virtually` header that selects `mode` upstream (`YES` = demo). */
export function virtuallyFor(mode: ContractMode): CallerHeaders['virtually'] {
  return mode === 'demo' ? 'YES' : 'NO';
}

/**
 * One of a user's two accounts: who owns it, which mode, and the session its data is read with.
 * Its data is read in its own mode whatever the caller's `virtually` header says.
 */
export type AccountSource = {
  userId: number;
  mode: ContractMode;
  authorization: string | null;
  /** getUserInfo in this account's mode, when already read (e.g. a reset's answer). */
  info?: UserInfoWithAccount;
};

/** The headers that read `account`: its session, its mode. */
export function accountCaller(account: AccountSource, ctx: GatewayContext): CallerHeaders {
  return { ...ctx.caller, authorization: account.authorization, virtually: virtuallyFor(account.mode) };
}

function accountInfo(account: AccountSource, ctx: GatewayContext): Promise<UserInfoWithAccount> {
  if (account.info && account.info.accountMode === account.mode) return Promise.resolve(account.info);
  return ctx.loaders.accountInfo.load({
    token: account.authorization,
    virtually: virtuallyFor(account.mode),
  });
}

const ACCOUNT_ID = /^(\d{1,15}):(DEMO|REAL)$/;

export const AccountRef = builder.objectRef<AccountSource>('Account');

export const LedgerEntryRef = builder.objectRef<LedgerEntry>('LedgerEntry').implement({
  description: 'One balance change of an account: every change is an entry, so balances add up.',
  fields: (t) => ({
    entryId: t.exposeInt('id'),
    accountMode: t.field({ type: AccountModeEnum, resolve: (entry) => accountMode(entry.mode) }),
    reason: t.field({
      type: LedgerReasonEnum,
      resolve: (entry) => ledgerReason(entry.reason),
    }),
    reference: t.exposeString('reference', { nullable: true }),
    amount: t.expose('amount', { type: 'Decimal', description: 'Signed: negative for a debit.' }),
    balanceAfter: t.expose('balanceAfter', { type: 'Decimal' }),
    currency: t.field({
      type: CurrencyEnum,
      description: 'The currency of the balance it changed (entries before the money slice are USDT).',
      resolve: (entry) => entry.currency ?? 'USDT',
    }),
    held: t.field({
      type: 'Decimal',
      description:
        'Change of the held funds: + on a withdrawal or loan-collateral hold, − on its release, payout or liquidation; 0 otherwise.',
      resolve: (entry) => entry.held ?? '0.00',
    }),
    heldAfter: t.field({
      type: 'Decimal',
      description: 'What the account holds after the entry.',
      resolve: (entry) => entry.heldAfter ?? '0.00',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const LedgerEntryConnection = builder.connectionObject<typeof LedgerEntryRef, { totalCount: number }>(
  {
    type: LedgerEntryRef,
    name: 'LedgerEntryConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'LedgerEntryConnectionEdge' },
);

builder.node(AccountRef, {
  description:
    "One of the viewer's two accounts (DEMO or REAL), with its own Relay id: both can sit in a client's " +
    'store side by side, and switching the account mode needs no refetch of the other.',
  id: { resolve: (account) => `${account.userId}:${accountMode(account.mode)}` },
  // Only the signed-in owner can load an account: anyone else's id answers null, as a viewer id does.
  loadOne: async (id, ctx) => {
    const match = ACCOUNT_ID.exec(id);
    const token = ctx.caller.authorization;
    if (!match || !token) return null;
    const owner = await ctx.loaders.userInfo.load(token);
    if (String(owner.id) !== match[1]) return null;
    const mode: ContractMode = match[2] === 'DEMO' ? 'demo' : 'real';
    return { userId: owner.id, mode, authorization: token };
  },
  fields: (t) => ({
    mode: t.field({ type: AccountModeEnum, resolve: (account) => accountMode(account.mode) }),
    balance: t.field({
      type: 'Decimal',
      description: "In USDT, read in this account's mode.",
      resolve: async (account, _, ctx) => (await accountInfo(account, ctx)).balance ?? '0.00',
    }),
    transactions: t.connection(
      {
        type: LedgerEntryRef,
        description: 'The ledger of this account, newest first: every currency, or the one named.',
        args: { currency: t.arg({ type: CurrencyEnum }) },
        resolve: (account, args, ctx) =>
          pageConnection(args, async (pageNum, pageSize) => {
            const query = { currency: args.currency ?? undefined, pageNum, pageSize };
            return (await listTransactions(ctx.upstream, accountCaller(account, ctx), query)).result;
          }),
      },
      LedgerEntryConnection,
    ),
  }),
});

/** The caller's real account (where money moves), read after a change for its balance. */
export async function callerRealAccount(ctx: GatewayContext): Promise<AccountSource> {
  const token = ctx.caller.authorization;
  const info = await ctx.loaders.accountInfo.load({ token, virtually: 'NO' });
  return { userId: info.id, mode: 'real', authorization: token, info };
}

/** The viewer's account of `mode`, read with the viewer's session. */
export function viewerAccount(user: ViewerSource, mode: ContractMode, ctx: GatewayContext): AccountSource {
  return { userId: user.id, mode, authorization: viewerCaller(user, ctx).authorization };
}

builder.objectFields(ViewerRef, (t) => ({
  account: t.field({
    type: AccountRef,
    nullable: true,
    description:
      "The viewer's account of `mode`, whatever the `virtually` header says. Null (with an error beside " +
      'the data) when it cannot be read.',
    args: { mode: t.arg({ type: AccountModeEnum, required: true }) },
    resolve: (user, args, ctx) => viewerAccount(user, args.mode === 'DEMO' ? 'demo' : 'real', ctx),
  }),
}));

const ResetDemoPayload = builder
  .objectRef<{ viewer: UserInfoWithAccount }>('ResetDemoAccountPayload')
  .implement({
    fields: (t) => ({
      viewer: t.field({ type: ViewerRef, resolve: (payload) => payload.viewer }),
      account: t.field({
        type: AccountRef,
        description: 'The demo account with its balance after the reset.',
        resolve: (payload, _, ctx): AccountSource => ({
          userId: payload.viewer.id,
          mode: 'demo',
          authorization: ctx.caller.authorization,
          info: payload.viewer,
        }),
      }),
    }),
  });

typedMutation('resetDemoAccount', {
  type: ResetDemoPayload,
  description: 'Sets the demo balance back to its starting amount (one ledger entry). Demo mode only.',
  errors: [ServiceError],
  resolve: async (_, ctx) => ({
    viewer: (await resetDemo(ctx.upstream, ctx.caller)).result,
  }),
});
