import type { BalanceChanged, NftBid, OptionsOrder, ReviewConcluded } from '@swx/contract';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { asGraphQLError, InputError, unauthenticated } from '../errors/errors.ts';
import type { AccountStreamEvent } from '../upstream/account-events.ts';
import { UpstreamFailure, UpstreamUnauthorized } from '../upstream/client.ts';
import { getOptionsOrderById } from '../upstream/order.ts';
import { AccountRef, type AccountSource, LedgerReasonEnum, ledgerReason } from './account.ts';
import { CurrencyEnum } from './currency.ts';
import { NftBidRef } from './nft.ts';
import { OptionsOrderRef } from './options.ts';
import { isRecordId } from './record-id.ts';

/** Most orders one subscription may follow (each is read once per (re)connect of the stream). */
export const MAX_FOLLOWED_ORDERS = 20;

type OptionsOrderSettledSource = { kind: 'optionsOrderSettled'; order: OptionsOrder; account: AccountSource };
type NftBidChangedSource = { kind: 'nftBidChanged'; bid: NftBid; account: AccountSource };
type BalanceChangedSource = { kind: 'balanceChanged'; change: BalanceChanged; account: AccountSource };
type ReviewConcludedSource = { kind: 'reviewConcluded'; review: ReviewConcluded; account: AccountSource };
type AccountEventSource =
  | OptionsOrderSettledSource
  | NftBidChangedSource
  | BalanceChangedSource
  | ReviewConcludedSource;
/** What the subscription's source yields: an event, or the failure that ends it (resolved as an error). */
type StreamItem = AccountEventSource | { kind: 'failure'; error: Error };

const AccountEventRef = builder.interfaceRef<AccountEventSource>('AccountEvent').implement({
  description:
    "Something that happened to one of the viewer's accounts: a balance that moved (whatever moved it), " +
    'an options order settled, an NFT bid outbid or won, a review concluded.',
  resolveType: (event) => {
    switch (event.kind) {
      case 'optionsOrderSettled':
        return 'OptionsOrderSettled';
      case 'nftBidChanged':
        return 'NftBidChanged';
      case 'balanceChanged':
        return 'AccountBalanceChanged';
      case 'reviewConcluded':
        return 'AccountReviewConcluded';
    }
  },
  fields: (t) => ({
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        'The account concerned (its own Relay id), read when the event is sent: select `balance` to get the ' +
        'balance after the event. Null (with an error beside it) when that read fails; the event still arrives.',
      resolve: (event) => event.account,
    }),
  }),
});

builder.objectRef<OptionsOrderSettledSource>('OptionsOrderSettled').implement({
  description: 'An options order left OPEN: closed with its result, or FAILED and refunded.',
  interfaces: [AccountEventRef],
  fields: (t) => ({
    order: t.field({
      type: OptionsOrderRef,
      description:
        'The order as settled: same Relay id as everywhere else, so a client store updates it in place.',
      resolve: (event) => event.order,
    }),
  }),
});

builder.objectRef<NftBidChangedSource>('NftBidChanged').implement({
  description:
    "One of the viewer's NFT bids was OUTBID (its amount released) or WON (paid and donated) when its round " +
    'ended. `account` is the real account.',
  interfaces: [AccountEventRef],
  fields: (t) => ({
    bid: t.field({
      type: NftBidRef,
      description:
        'The bid as it is now, with its NFT (same Relay ids: a client store updates both in place).',
      resolve: (event) => event.bid,
    }),
  }),
});

builder.objectRef<BalanceChangedSource>('AccountBalanceChanged').implement({
  description:
    'Ledger entries changed the account (once per account per committed change): deposits approved, ' +
    'withdrawals held, paid or released, orders, payouts, plans, loans, NFT bids, invite rewards, a demo ' +
    "reset. Select `account { balance }`: a client store updates the account's one record in place.",
  interfaces: [AccountEventRef],
  fields: (t) => ({
    reason: t.field({
      type: LedgerReasonEnum,
      description: 'The reason of the first ledger entry of the change.',
      resolve: (event) => ledgerReason(event.change.reason),
    }),
    currency: t.field({ type: CurrencyEnum, resolve: (event) => event.change.currency }),
  }),
});

const ReviewSubjectEnum = builder.enumType('ReviewSubject', {
  description: 'What an operator reviews.',
  values: ['IDENTIFICATION', 'LOAN', 'RECHARGE', 'WITHDRAWAL'] as const,
});

builder.objectRef<ReviewConcludedSource>('AccountReviewConcluded').implement({
  description:
    "An operator moved one of the viewer's records under review (approved, rejected, paid, verified): a page " +
    'that shows such records reads them again. `account` is the real account.',
  interfaces: [AccountEventRef],
  fields: (t) => ({
    subject: t.field({
      type: ReviewSubjectEnum,
      resolve: (event) =>
        event.review.subject.toUpperCase() as 'IDENTIFICATION' | 'LOAN' | 'RECHARGE' | 'WITHDRAWAL',
    }),
    reference: t.string({
      description: "The record's order number (an identity check's id).",
      resolve: (event) => event.review.reference,
    }),
  }),
});

builder.subscriptionField('accountEvents', (t) =>
  t.field({
    type: AccountEventRef,
    description:
      "Events of the viewer's accounts (both modes), authenticated by the connection's token. With " +
      '`optionsOrderIds`: only those orders, each exactly once, with the current state first for any that ' +
      'already settled (nothing is lost between placing and subscribing), completing when all have settled; ids ' +
      "that name none of the viewer's orders are ignored. Without: every event as it happens, balance changes, " +
      'reviews and NFT bids outbid or won included (an event during ' +
      "a reconnect of the gateway's upstream stream can be missed; pass ids for outcomes that matter). " +
      'UNAUTHENTICATED without a live session.',
    args: {
      optionsOrderIds: t.arg.globalIDList({
        for: OptionsOrderRef,
        description: `Orders to follow (at most ${MAX_FOLLOWED_ORDERS}).`,
      }),
    },
    subscribe: (_, args, ctx) => accountEvents(ctx, args.optionsOrderIds?.map((id) => id.id) ?? null),
    resolve: (item: StreamItem) => {
      if (item.kind === 'failure') throw item.error;
      return item;
    },
  }),
);

function orderIds(ids: readonly string[]): number[] {
  if (ids.length > MAX_FOLLOWED_ORDERS || ids.some((id) => !isRecordId(id)))
    throw asGraphQLError(
      new InputError(
        'INPUT_INVALID',
        `At most ${MAX_FOLLOWED_ORDERS} order ids, each an options order's id.`,
        'optionsOrderIds',
      ),
    );
  return ids.map(Number);
}

async function accountEvents(
  ctx: GatewayContext,
  ids: readonly string[] | null,
): Promise<Repeater<StreamItem>> {
  const followed = ids ? new Set(orderIds(ids)) : null;
  const token = ctx.caller.authorization;
  if (!token) throw unauthenticated();
  // The session must be live now (UNAUTHENTICATED otherwise); the account ids need the user's id.
  const userId = (await ctx.loaders.userInfo.load(token)).id;
  const caller = { ...ctx.caller, authorization: token };

  return new Repeater<StreamItem>(async (push, stop) => {
    const send = (order: OptionsOrder) => {
      if (followed && !followed.delete(order.id)) return;
      // This context lives as long as the subscription: a balance must be read fresh for each event.
      ctx.loaders.accountInfo.clearAll();
      ctx.loaders.userInfo.clearAll();
      void push({
        kind: 'optionsOrderSettled',
        order,
        account: { userId, mode: order.mode, authorization: token },
      });
    };
    const finish = (error?: Error) => {
      if (error) void push({ kind: 'failure', error });
      stop();
    };
    /** After every (re)connect: the followed orders that settled meanwhile. */
    const catchUp = async () => {
      if (!followed) return;
      for (const id of [...followed]) {
        const order = (await getOptionsOrderById(ctx.upstream, caller, id)).result;
        if (!order) followed.delete(id);
        else if (order.status !== 'open') send(order);
      }
    };
    const handle = async (event: AccountStreamEvent) => {
      if (event.type === 'ready') await catchUp();
      else if (event.type === 'optionsOrderSettled') send(event.order);
      else if (!followed) {
        const unfollowed = unfollowedEvent(event, { userId, mode: 'real', authorization: token });
        if (unfollowed) {
          ctx.loaders.accountInfo.clearAll();
          ctx.loaders.userInfo.clearAll();
          void push(unfollowed);
        }
      }
      if (followed?.size === 0) finish();
    };
    // Events are handled one at a time and in order; a catch-up read may not overtake an event.
    let queue = Promise.resolve();
    const unwatch = ctx.accountEvents.watch(caller, {
      event: (event) => {
        queue = queue.then(() => handle(event)).catch((error: unknown) => finish(failureOf(error)));
      },
      fail: (error) => finish(error),
    });
    if (followed?.size === 0) finish();
    await stop;
    unwatch();
  });
}

/** The events a subscription without followed orders sends besides settlements (`real`: the real account). */
function unfollowedEvent(event: AccountStreamEvent, real: AccountSource): AccountEventSource | null {
  switch (event.type) {
    case 'nftBidChanged':
      return { kind: 'nftBidChanged', bid: event.bid, account: real };
    case 'balanceChanged': {
      const { type: _, ...change } = event;
      return { kind: 'balanceChanged', change, account: { ...real, mode: change.mode } };
    }
    case 'reviewConcluded': {
      const { type: _, ...review } = event;
      return { kind: 'reviewConcluded', review, account: real };
    }
    default:
      return null;
  }
}

function failureOf(error: unknown): Error {
  if (error instanceof UpstreamFailure || error instanceof UpstreamUnauthorized) return error;
  return error instanceof Error ? error : new Error(String(error));
}
