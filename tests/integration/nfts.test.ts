import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pngProof } from '../../upstream/src/test-support/proof-fixtures.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

/**
 * Charity NFTs through the gateway's schema: the public market, a bid with its hold, every refusal
 * as a typed member of PlaceNftBidResult, the settlement on the upstream clock (won editions, the
 * donation total), and the live event of an outbid bid.
 */
const OPERATOR_TOKEN = 'ops-secret-for-nft-tests';
const clock = new ManualClock(Date.UTC(2026, 0, 7, 15, 0, 0));
let stack: Stack;
let users = 0;

beforeAll(async () => {
  stack = await startStack({ clock, upstream: { operatorToken: OPERATOR_TOKEN } });
});
afterAll(() => stack?.close());

type User = { token: string; real: Record<string, string>; demo: Record<string, string> };

async function newUser(deposit: string | null = '200'): Promise<User> {
  users += 1;
  const token = await registerUser(stack, `nft_${users}`);
  if (deposit) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      currency: 'USDT',
      network: 'TRC20',
      amount: deposit,
      paymentAmount: deposit,
      transactionHash: `9f2c4e6a8b0d1f3e5a7c9e1b${users}`.padEnd(32, '0'),
      lastSix: 'a9c7f3',
    }))
      form.append(name, value);
    form.append('proof', new Blob([new Uint8Array(await pngProof())], { type: 'image/png' }), 'proof.png');
    const answer = await fetch(`${stack.upstream.url}/swx/customer/user/recharge`, {
      method: 'POST',
      headers: { authorization: token, virtually: 'NO' },
      body: form,
    });
    const id = ((await answer.json()) as { result: { id: number } }).result.id;
    await ops('POST', `/recharges/${id}/approve`);
  }
  return {
    token,
    real: { authorization: token, virtually: 'NO' },
    demo: { authorization: token, virtually: 'YES' },
  };
}

async function ops(method: 'GET' | 'POST', path: string, body: unknown = {}) {
  const answer = await fetch(`${stack.upstream.url}/swx/ops${path}`, {
    method,
    headers: { 'x-operator-token': OPERATOR_TOKEN, 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return (await answer.json()) as { code: number; result: Record<string, unknown> };
}

/** Lists an NFT through the operator API and answers its Relay id. */
async function listNft(listing: Record<string, unknown> = {}): Promise<{ id: string; nftId: number }> {
  const answer = await ops('POST', '/nfts', {
    title: 'Schema Kite',
    creator: 'Test Studio',
    chain: 'POLYGON',
    startPrice: '10',
    minIncrement: '2',
    editions: 2,
    roundSeconds: 60,
    ...listing,
  });
  const nftId = Number(answer.result.id);
  return { id: Buffer.from(`Nft:${nftId}`).toString('base64'), nftId };
}

const BID = `mutation Bid($input: PlaceNftBidInput!) { placeNftBid(input: $input) {
  __typename
  ... on PlaceNftBidPayload { bid { id bidNo amount status edition } nft { id currentBid minimumBid bidCount }
    viewer { balances { currency available held } } account { mode balance } }
  ... on InputError { code field message }
  ... on ServiceError { code message } } }`;

type BidAnswer = {
  __typename: string;
  code?: string;
  field?: string | null;
  bid?: { id: string; bidNo: string; amount: string; status: string; edition: number };
  nft?: { id: string; currentBid: string | null; minimumBid: string; bidCount: number };
  viewer?: { balances: { currency: string; available: string; held: string }[] };
  account?: { mode: string; balance: string };
};

async function bid(
  headers: Record<string, string>,
  nftId: string,
  amount: string,
  idempotencyKey: string = randomUUID(),
): Promise<BidAnswer> {
  const { data, errors } = await stack.graphql<{ placeNftBid: BidAnswer }>(
    BID,
    { input: { nftId, amount, idempotencyKey } },
    headers,
  );
  if (!data) throw new Error(JSON.stringify(errors));
  return data.placeNftBid;
}

/** Moves the upstream clock and runs a simulator tick, which settles the rounds that ended. */
async function pass(ms: number) {
  clock.advance(ms);
  await stack.upstream.simulator.tick();
}

const NFT = `query Nft($id: ID!) { nft(id: $id) { id nftId title creator chain address simulated artworkUrl currency
  startPrice minIncrement currentBid minimumBid bidCount topBidder edition editions editionsSold roundSeconds endsAt
  remainingSeconds status donationTotal } }`;

describe('charity NFTs through the schema', () => {
  it('lists the public market with filters, one NFT by id, and the donation totals', async () => {
    const { data } = await stack.graphql<{
      nfts: { totalCount: number; edges: { node: { id: string; chain: string; status: string } }[] };
      nftDonations: {
        currency: string;
        total: string;
        kycThreshold: string | null;
        beneficiary: string | null;
      };
    }>(`{ nfts(first: 5, chain: TRON, sort: PRICE_ASC) { totalCount edges { node { id chain status } } }
         nftDonations { currency total kycThreshold beneficiary } }`);
    expect(data?.nfts.totalCount).toBeGreaterThan(0);
    expect(data?.nfts.edges.every((edge) => edge.node.chain === 'TRON')).toBe(true);
    expect(data?.nftDonations).toMatchObject({
      currency: 'USDT',
      kycThreshold: '1000.00',
      beneficiary: null,
    });
    const first = data?.nfts.edges[0]?.node.id;
    const one = await stack.graphql<{ nft: Record<string, unknown> }>(NFT, { id: first });
    expect(one.data?.nft).toMatchObject({
      id: first,
      chain: 'TRON',
      simulated: true,
      currency: 'USDT',
      currentBid: null,
      status: 'LIVE',
      donationTotal: '0.00',
    });
    expect(one.data?.nft.remainingSeconds).toBeGreaterThan(0);
    expect(String(one.data?.nft.artworkUrl)).toMatch(/^\/swx\/static\/nfts\/\d+\.svg$/);
    // The artwork passes through the gateway like the market logos.
    const art = await fetch(`${stack.gateway.url}${one.data?.nft.artworkUrl}`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('places a bid: the amount is held and the NFT shows it', async () => {
    const nft = await listNft();
    const user = await newUser();
    const answer = await bid(user.real, nft.id, '10');
    expect(answer).toMatchObject({
      __typename: 'PlaceNftBidPayload',
      bid: { amount: '10.00', status: 'LEADING', edition: 1 },
      nft: { id: nft.id, currentBid: '10.00', minimumBid: '12.00', bidCount: 1 },
      account: { mode: 'REAL', balance: '190.00' },
    });
    expect(answer.viewer?.balances.find((b) => b.currency === 'USDT')).toMatchObject({
      available: '190.00',
      held: '10.00',
    });
  });

  it('answers every refusal as a typed member of PlaceNftBidResult', async () => {
    const nft = await listNft({ startPrice: '100', minIncrement: '5' });
    const user = await newUser('120');
    const poor = await newUser(null);
    const cases: [Record<string, string>, string, string, string, string | null][] = [
      [user.demo, nft.id, '100', 'DEMO_ACCOUNT_DISABLED', 'InputError'],
      [user.real, nft.id, '0', 'PURCHASE_AMOUNT_WRONG', 'InputError'],
      [user.real, nft.id, '10.001', 'PURCHASE_AMOUNT_WRONG', 'InputError'],
      [user.real, nft.id, '99.99', 'BELOW_MINIMUM_PURCHASE', 'InputError'],
      [poor.real, nft.id, '100', 'BALANCE_INSUFFICIENT_RECHARGE', 'ServiceError'],
      [user.real, Buffer.from('Nft:999999999').toString('base64'), '100', 'INPUT_INVALID', 'InputError'],
      [user.real, nft.id, '1000', 'NOT_REAL_NAME_VERIFIED', 'ServiceError'],
    ];
    for (const [headers, nftId, amount, code, type] of cases) {
      const answer = await bid(headers, nftId, amount);
      expect(answer, code).toMatchObject({ __typename: type, code });
    }
    // The held case: 100 of the 120 sit in another NFT's bid.
    const other = await listNft({ startPrice: '100' });
    expect((await bid(user.real, other.id, '100')).__typename).toBe('PlaceNftBidPayload');
    expect(await bid(user.real, nft.id, '105')).toMatchObject({
      __typename: 'ServiceError',
      code: 'FUNDS_INSUFFICIENT',
    });
    // One key, another request: refused; the same request: the same bid.
    const key = randomUUID();
    const again = await listNft({ startPrice: '5' });
    const first = await bid(user.real, again.id, '5', key);
    expect((await bid(user.real, again.id, '5', key)).bid?.id).toBe(first.bid?.id);
    expect(await bid(user.real, again.id, '9', key)).toMatchObject({
      __typename: 'ServiceError',
      code: 'OPERATION_FAILED',
    });
    expect(await bid(user.real, nft.id, '100', 'bad key with spaces')).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
      field: 'idempotencyKey',
    });
    // Without a session the whole request is UNAUTHENTICATED, as every signed-in mutation.
    const anonymous = await stack.graphql(BID, {
      input: { nftId: nft.id, amount: '100', idempotencyKey: 'k' },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('settles on the clock: the winner owns the edition, the donation total rises by the price, later bids are NOT_TRADABLE', async () => {
    const nft = await listNft({ startPrice: '15', editions: 1, roundSeconds: 30 });
    const winner = await newUser();
    const loser = await newUser();
    // Read signed in: anonymous public reads may be answered from the gateway's 1-second cache.
    const totalsNow = async () =>
      (
        await stack.graphql<{ nftDonations: { total: string; sales: number } }>(
          '{ nftDonations { total sales } }',
          {},
          winner.real,
        )
      ).data?.nftDonations;
    const before = await totalsNow();
    expect((await bid(loser.real, nft.id, '15')).__typename).toBe('PlaceNftBidPayload');
    expect((await bid(winner.real, nft.id, '40')).__typename).toBe('PlaceNftBidPayload');
    await pass(31_000);
    const after = await stack.graphql<{ nft: Record<string, unknown> }>(NFT, { id: nft.id }, winner.real);
    expect(after.data?.nft).toMatchObject({
      status: 'SOLD_OUT',
      donationTotal: '40.00',
      editionsSold: 1,
      endsAt: null,
    });
    const totals = await totalsNow();
    expect(Number(totals?.total) - Number(before?.total)).toBeCloseTo(40, 2);
    expect(totals?.sales).toBe((before?.sales ?? 0) + 1);

    const MINE = `{ viewer { ownedNfts(first: 5) { totalCount edges { node { id status amount edition nft { id } } } }
      nftBids(first: 5) { totalCount edges { node { status amount } } }
      balances { currency available held } } }`;
    type Mine = {
      viewer: {
        ownedNfts: {
          totalCount: number;
          edges: { node: { id: string; status: string; nft: { id: string } } }[];
        };
        nftBids: { totalCount: number; edges: { node: { status: string; amount: string } }[] };
        balances: { currency: string; available: string; held: string }[];
      };
    };
    const mine = (await stack.graphql<Mine>(MINE, {}, winner.real)).data?.viewer;
    expect(mine?.ownedNfts.totalCount).toBe(1);
    expect(mine?.ownedNfts.edges[0]?.node).toMatchObject({ status: 'WON', nft: { id: nft.id } });
    expect(mine?.balances.find((b) => b.currency === 'USDT')).toMatchObject({
      available: '160.00',
      held: '0.00',
    });
    const theirs = (await stack.graphql<Mine>(MINE, {}, loser.real)).data?.viewer;
    expect(theirs?.nftBids.edges[0]?.node).toMatchObject({ status: 'OUTBID', amount: '15.00' });
    expect(theirs?.balances.find((b) => b.currency === 'USDT')).toMatchObject({
      available: '200.00',
      held: '0.00',
    });
    // A won bid is a node its owner can load again.
    const node = await stack.graphql<{ node: { status: string } | null }>(
      'query ($id: ID!) { node(id: $id) { ... on NftBid { status } } }',
      { id: mine?.ownedNfts.edges[0]?.node.id },
      winner.real,
    );
    expect(node.data?.node).toEqual({ status: 'WON' });
    expect(await bid(winner.real, nft.id, '50')).toMatchObject({
      __typename: 'ServiceError',
      code: 'NOT_TRADABLE',
    });
  });

  it('tells an outbid bidder at once on accountEvents, with the released balance', async () => {
    const nft = await listNft({ startPrice: '10' });
    const first = await newUser();
    const second = await newUser();
    expect((await bid(first.real, nft.id, '10')).__typename).toBe('PlaceNftBidPayload');
    const client = createClient({
      url: `${stack.gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: first.token },
    });
    const heard: unknown[] = [];
    const arrived = new Promise<void>((resolve) => {
      client.subscribe(
        {
          query: `subscription { accountEvents { __typename account { mode balance }
            ... on NftBidChanged { bid { status amount nft { id currentBid } } } } }`,
        },
        {
          next: (message) => {
            // The released balance is told first (AccountBalanceChanged), then the bid's news.
            const event = message.data?.accountEvents as { __typename?: string } | undefined;
            if (event?.__typename !== 'NftBidChanged') return;
            heard.push(message.data);
            resolve();
          },
          error: (error) => heard.push(error),
          complete: () => undefined,
        },
      );
    });
    // The gateway's upstream stream is registered before the outbid happens.
    const me = await stack.graphql<{ viewer: { userId: number } }>('{ viewer { userId } }', {}, first.real);
    const userId = me.data?.viewer.userId ?? 0;
    await stack.upstream.events.until((events) => events.listenerCount(userId) > 0);
    expect((await bid(second.real, nft.id, '12')).__typename).toBe('PlaceNftBidPayload');
    await arrived;
    await client.dispose();
    expect(heard[0]).toEqual({
      accountEvents: {
        __typename: 'NftBidChanged',
        account: { mode: 'REAL', balance: '200.00' },
        bid: { status: 'OUTBID', amount: '10.00', nft: { id: nft.id, currentBid: '12.00' } },
      },
    });
  });
});
