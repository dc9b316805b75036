import { type Currency, type Statement, type StatementKind, statementKinds } from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { getStatement, type StatementQuery } from '../upstream/statement.ts';
import {
  AccountRef,
  type AccountSource,
  accountCaller,
  LedgerEntryConnection,
  LedgerEntryRef,
} from './account.ts';
import { CurrencyEnum } from './currency.ts';
import { pageConnection } from './page-connection.ts';

type StatementKindName = Uppercase<StatementKind>;

const StatementKindEnum = builder.enumType('StatementKind', {
  description: "The groups of the ledger's reasons a statement filters and totals by.",
  values: statementKinds.map((kind) => kind.toUpperCase() as StatementKindName),
});

type StatementSource = { account: AccountSource; query: Omit<StatementQuery, 'pageNum' | 'pageSize'> };

/** The range's figures, read once per statement (one entry rides along: the figures are what is wanted). */
const summaries = new WeakMap<StatementSource, Promise<Statement>>();
function summaryOf(source: StatementSource, ctx: GatewayContext): Promise<Statement> {
  let summary = summaries.get(source);
  if (!summary) {
    const query = { ...source.query, pageNum: 1, pageSize: 1 };
    summary = getStatement(ctx.upstream, accountCaller(source.account, ctx), query).then((a) => a.result);
    summaries.set(source, summary);
  }
  return summary;
}

const StatementTotalRef = builder.objectRef<Statement['totals'][number]>('StatementTotal').implement({
  fields: (t) => ({
    kind: t.field({
      type: StatementKindEnum,
      resolve: (total) => total.kind.toUpperCase() as StatementKindName,
    }),
    amount: t.expose('amount', { type: 'Decimal', description: 'The sum of its entries: signed.' }),
    count: t.exposeInt('count', { description: 'How many entries.' }),
  }),
});

const DailyProfitRef = builder.objectRef<Statement['profit'][number]>('DailyProfit').implement({
  description: "One day's results (orders' stakes, payouts and refunds; plans' profits and exit penalties).",
  fields: (t) => ({
    day: t.exposeString('day', { description: "YYYY-MM-DD in the statement's time zone." }),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

const StatementRef = builder.objectRef<StatementSource>('Statement').implement({
  description:
    "An account's ledger over a range: the balance before it, every entry in it (of the kinds asked for), " +
    'the totals of every kind and the balance at its end. closingBalance = openingBalance + the sum of totals.',
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (source) => source.query.currency }),
    from: t.field({ type: 'DateTime', resolve: (source) => source.query.from }),
    to: t.field({ type: 'DateTime', resolve: (source) => source.query.to }),
    timeZone: t.string({ resolve: (source) => source.query.timeZone }),
    openingBalance: t.field({
      type: 'Decimal',
      resolve: async (source, _, ctx) => (await summaryOf(source, ctx)).opening,
    }),
    closingBalance: t.field({
      type: 'Decimal',
      resolve: async (source, _, ctx) => (await summaryOf(source, ctx)).closing,
    }),
    totals: t.field({
      type: [StatementTotalRef],
      description: 'Every kind, whatever `kinds` filtered the entries by.',
      resolve: async (source, _, ctx) => (await summaryOf(source, ctx)).totals,
    }),
    dailyProfit: t.field({
      type: [DailyProfitRef],
      description: 'Days with results only, oldest first.',
      resolve: async (source, _, ctx) => (await summaryOf(source, ctx)).profit,
    }),
    entries: t.connection(
      {
        type: LedgerEntryRef,
        description: 'The entries of the kinds asked for, oldest first.',
        resolve: (source, args, ctx) =>
          pageConnection(args, async (pageNum, pageSize) => {
            const query = { ...source.query, pageNum, pageSize };
            return (await getStatement(ctx.upstream, accountCaller(source.account, ctx), query)).result
              .entries;
          }),
      },
      LedgerEntryConnection,
    ),
  }),
});

builder.objectFields(AccountRef, (t) => ({
  statement: t.field({
    type: StatementRef,
    description:
      'The statement of this account from `from` (inclusive) to `to` (exclusive), at most 366 days; ' +
      '`timeZone` (IANA, UTC by default) counts the daily profit. Its files: GET /statement/export.',
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      kinds: t.arg({ type: [StatementKindEnum] }),
      currency: t.arg({ type: CurrencyEnum }),
      timeZone: t.arg.string(),
    },
    resolve: (account, args): StatementSource => ({
      account,
      query: {
        from: Date.parse(args.from as string),
        to: Date.parse(args.to as string),
        kinds: (args.kinds ?? []).map((kind) => kind.toLowerCase() as StatementKind),
        currency: (args.currency ?? 'USDT') as Currency,
        timeZone: args.timeZone ?? 'UTC',
      },
    }),
  }),
}));
