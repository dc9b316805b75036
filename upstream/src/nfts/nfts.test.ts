import type { NftBid, NftDonations, NftItem } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, demo, real } from '../test-support/money-helpers.ts';
import { bidNft, fundUsdt, listTestNft, nftById, nftEntries, userBids } from '../test-support/nft-helpers.ts';
import {
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import type { AccountEvent } from '../trading/account-events.ts';

describe.each(testBackends())('charity NFT auctions on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  async function funded(amount = '200') {
    const user = await createTestUser(t, 'collector');
    await fundUsdt(t, user.token, amount);
    return user;
  }

  const donations = async () => (await t.get('/index/nftDonations')).body.result as NftDonations;

  it('lists the seeded NFTs publicly with chain, creator, address, bid, remaining time and donations', async () => {
    const answer = await t.get('/index/listNft?pageSize=50');
    expect(answer.body.code).toBe(200);
    const page = answer.body.result as { list: NftItem[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(10);
    const harbour = page.list.find((nft) => nft.title === 'Harbour Tides');
    expect(harbour).toMatchObject({
      chain: 'POLYGON',
      creator: 'SWX Generative Lab · Tides',
      simulated: true,
      currentBid: null,
      minimumBid: '20.00',
      status: 'live',
      edition: 1,
      editions: 25,
      donationTotal: '0.00',
      artworkUrl: `/swx/static/nfts/${harbour?.id}.svg`,
    });
    expect(harbour?.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(harbour?.remainingMs).toBeGreaterThan(0);
    // Sorted by the soonest end: running rounds in order of their end.
    const ends = page.list.filter((nft) => nft.status === 'live').map((nft) => nft.endsAt ?? 0);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('filters the market by chain, status and price, and refuses an unknown filter with INPUT_INVALID', async () => {
    const tron = (await t.get('/index/listNft?chain=TRON')).body.result as { list: NftItem[] };
    expect(tron.list.length).toBeGreaterThan(0);
    expect(tron.list.every((nft) => nft.chain === 'TRON')).toBe(true);
    const cheap = (await t.get('/index/listNft?maxPrice=25&sort=priceAsc')).body.result as {
      list: NftItem[];
    };
    expect(cheap.list.length).toBeGreaterThan(0);
    expect(cheap.list.every((nft) => Number(nft.currentBid ?? nft.startPrice) <= 25)).toBe(true);
    const prices = cheap.list.map((nft) => Number(nft.currentBid ?? nft.startPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const soldOut = (await t.get('/index/listNft?status=sold_out')).body.result as { list: NftItem[] };
    expect(soldOut.list.every((nft) => nft.status === 'sold_out')).toBe(true);
    for (const [query, field] of [
      ['chain=DOGE', 'chain'],
      ['status=open', 'status'],
      ['sort=random', 'sort'],
      ['minPrice=abc', 'minPrice'],
    ]) {
      expect((await t.get(`/index/listNft?${query}`)).body).toMatchObject({
        code: 400,
        result: { reason: 'INPUT_INVALID', field },
      });
    }
  });

  it('holds a bid, releases it when outbid, and tells the outbid bidder', async () => {
    const nft = await listTestNft(t, { startPrice: '10', minIncrement: '2' });
    const first = await funded();
    const second = await funded();
    const heard: AccountEvent[] = [];
    const unsubscribe = t.upstream.events.subscribe(first.id, { event: (e) => heard.push(e), end: () => {} });
    const placed = await bidNft(t, first.token, nft.id, '10');
    expect(placed.body.code).toBe(200);
    const bid = placed.body.result as NftBid;
    expect(bid).toMatchObject({ status: 'leading', amount: '10.00', edition: 1, nftId: nft.id });
    expect(bid.bidNo).toMatch(/^NB\d{20}$/);
    expect(bid.nft).toMatchObject({ currentBid: '10.00', minimumBid: '12.00', bidCount: 1 });
    expect(await balances(t, first.token)).toMatchObject({ USDT: { available: '190.00', held: '10.00' } });

    expect((await bidNft(t, second.token, nft.id, '11.99')).body.code).toBe(30002);
    const higher = await bidNft(t, second.token, nft.id, '12');
    expect(higher.body.code).toBe(200);
    expect(await balances(t, first.token)).toMatchObject({ USDT: { available: '200.00', held: '0.00' } });
    expect(await balances(t, second.token)).toMatchObject({ USDT: { available: '188.00', held: '12.00' } });
    expect(await nftEntries(t, first.id)).toEqual([
      { reason: 'nft_bid_hold', reference: bid.bidNo, amount: '-1000', held: '1000' },
      { reason: 'nft_bid_release', reference: bid.bidNo, amount: '1000', held: '-1000' },
    ]);
    // Each balance change (the hold, the release) and then the bid's news.
    const change = (balance: string, held: string, reason: string) => ({
      type: 'balanceChanged',
      mode: 'real',
      currency: 'USDT',
      balance,
      held,
      reason,
      reference: bid.bidNo,
    });
    expect(heard).toEqual([
      change('190.00', '10.00', 'nft_bid_hold'),
      change('200.00', '0.00', 'nft_bid_release'),
      { type: 'nftBidChanged', bid: expect.objectContaining({ id: bid.id, status: 'outbid' }) },
    ]);
    unsubscribe?.();
    expect((await t.get(`/user/getNftBidById/${bid.id}`, real(first.token))).body.result).toMatchObject({
      id: bid.id,
      status: 'outbid',
    });
    expect((await t.get(`/user/getNftBidById/${bid.id}`, real(second.token))).body.result).toBeNull();
    const mine = await userBids(t, first.token, 'bids');
    expect(mine.find((b) => b.id === bid.id)).toMatchObject({
      status: 'outbid',
      nft: { currentBid: '12.00' },
    });
    expect((await nftById(t, nft.id)).topBidder).toMatch(/\*\*\*/);
  });

  it('lets the leader raise their own bid: the earlier hold is released, the new one held', async () => {
    const nft = await listTestNft(t, { startPrice: '10', minIncrement: '1' });
    const user = await funded('150');
    const first = (await bidNft(t, user.token, nft.id, '10')).body.result as NftBid;
    // 150 available covers 145 only because the own 10 held are released first.
    expect((await bidNft(t, user.token, nft.id, '150')).body.code).toBe(200);
    expect(await balances(t, user.token)).toMatchObject({ USDT: { available: '0.00', held: '150.00' } });
    const entries = await nftEntries(t, user.id);
    expect(entries.map((e) => e.reason)).toEqual(['nft_bid_hold', 'nft_bid_release', 'nft_bid_hold']);
    expect(entries[1]?.reference).toBe(first.bidNo);
  });

  it('settles on the clock whether or not anyone looks: the winner pays, the price is donated, the next edition starts', async () => {
    const nft = await listTestNft(t, { startPrice: '25', editions: 2, roundSeconds: 60 });
    const winner = await funded();
    const bid = (await bidNft(t, winner.token, nft.id, '30')).body.result as NftBid;
    const heard: AccountEvent[] = [];
    const unsubscribe = t.upstream.events.subscribe(winner.id, {
      event: (e) => heard.push(e),
      end: () => {},
    });
    // Only the simulator's ticks run: no read triggers the settlement.
    await advanceAndTick(t, 61_000);
    const stored = await t.upstream.db.query('SELECT status FROM nft_bids WHERE id = $1', [bid.id]);
    expect(stored[0]?.status).toBe('won');
    unsubscribe?.();
    expect(heard).toEqual([
      expect.objectContaining({
        type: 'balanceChanged',
        balance: '170.00',
        held: '0.00',
        reason: 'nft_purchase',
      }),
      { type: 'nftBidChanged', bid: expect.objectContaining({ id: bid.id, status: 'won' }) },
    ]);

    expect(await balances(t, winner.token)).toMatchObject({ USDT: { available: '170.00', held: '0.00' } });
    expect((await nftEntries(t, winner.id)).map((e) => [e.reason, e.amount, e.held])).toEqual([
      ['nft_bid_hold', '-3000', '3000'],
      ['nft_purchase', '0', '-3000'],
    ]);
    const after = await nftById(t, nft.id);
    expect(after).toMatchObject({
      donationTotal: '30.00',
      editionsSold: 1,
      edition: 2,
      currentBid: null,
      bidCount: 0,
      status: 'live',
      endsAt: (nft.endsAt ?? 0) + 60_000,
    });
    // The platform's total is every NFT's donations together, and one sale per won bid.
    const total = await donations();
    const all = (await t.get('/index/listNft?pageSize=100')).body.result as { list: NftItem[] };
    const cents = all.list.reduce((sum, item) => sum + BigInt(item.donationTotal.replace('.', '')), 0n);
    expect(BigInt(total.total.replace('.', ''))).toBe(cents);
    const won = await t.upstream.db.query("SELECT count(*)::int AS n FROM nft_bids WHERE status = 'won'");
    expect(total.sales).toBe(won[0]?.n);
    const owned = await userBids(t, winner.token, 'owned');
    expect(owned).toEqual([
      expect.objectContaining({ id: bid.id, status: 'won', edition: 1, amount: '30.00' }),
    ]);
  });

  it('sells out after the last edition and refuses later bids with 10015', async () => {
    const nft = await listTestNft(t, { startPrice: '10', editions: 1, roundSeconds: 30 });
    const user = await funded();
    expect((await bidNft(t, user.token, nft.id, '10')).body.code).toBe(200);
    await advanceAndTick(t, 31_000);
    const after = await nftById(t, nft.id);
    expect(after).toMatchObject({ status: 'sold_out', endsAt: null, remainingMs: 0, donationTotal: '10.00' });
    expect((await bidNft(t, user.token, nft.id, '50')).body.code).toBe(10015);
  });

  it('starts a round without bids again, moving no money', async () => {
    const nft = await listTestNft(t, { roundSeconds: 30 });
    // 95 s pass at once (the server was down): rounds would have ended at 30, 60 and 90 s, so the
    // running one ends at 120 s, the first end still ahead.
    await advanceAndTick(t, 95_000);
    const after = await nftById(t, nft.id);
    expect(after).toMatchObject({ edition: 1, editionsSold: 0, status: 'live', donationTotal: '0.00' });
    expect(after.endsAt).toBe((nft.endsAt ?? 0) + 90_000);
    expect(after.remainingMs).toBe(25_000);
  });

  it('refuses bids with the catalogue codes and moves nothing', async () => {
    const nft = await listTestNft(t, { startPrice: '100', minIncrement: '5' });
    const poor = await funded('120');
    const visitor = await t.post('/user/buyNft', { nftId: nft.id, amount: '100' });
    expect(visitor.status).toBe(401);
    expect(
      (await t.post('/user/buyNft', { nftId: nft.id, amount: '100' }, demo(poor.token))).body,
    ).toMatchObject({
      code: 400,
      result: { reason: 'DEMO_ACCOUNT_DISABLED' },
      msg: expect.stringContaining('NFT'),
    });
    expect((await bidNft(t, poor.token, Number.NaN, '100')).body).toMatchObject({
      code: 400,
      result: { reason: 'INPUT_INVALID', field: 'nftId' },
    });
    expect((await bidNft(t, poor.token, 999_999_999, '100')).body).toMatchObject({
      code: 400,
      result: { field: 'nftId' },
    });
    for (const amount of ['0', '-5', '10.001', 'ten', ''])
      expect((await bidNft(t, poor.token, nft.id, amount)).body.code, amount).toBe(10016);
    expect((await bidNft(t, poor.token, nft.id, '99.99')).body.code).toBe(30002);
    expect((await bidNft(t, poor.token, nft.id, '125')).body.code).toBe(10011);
    // 120 available: a 100 bid elsewhere holds 100, so 110 here is covered only by held funds.
    const other = await listTestNft(t, { startPrice: '100' });
    expect((await bidNft(t, poor.token, other.id, '100')).body.code).toBe(200);
    expect((await bidNft(t, poor.token, nft.id, '110')).body.code).toBe(30004);
    expect(await balances(t, poor.token)).toMatchObject({ USDT: { available: '20.00', held: '100.00' } });
    expect((await nftById(t, nft.id)).bidCount).toBe(0);
  });

  it('asks for a verified identity at the KYC threshold (10022) and accepts a verified bidder', async () => {
    const nft = await listTestNft(t, { startPrice: '1000' });
    const user = await funded('1500');
    expect((await bidNft(t, user.token, nft.id, '1000')).body.code).toBe(10022);
    await t.upstream.db.query('UPDATE users SET kyc_status = 2 WHERE id = $1', [user.id]);
    expect((await bidNft(t, user.token, nft.id, '1000')).body.code).toBe(200);
    expect((await donations()).kycThreshold).toBe('1000.00');
  });

  it('answers a repeated Idempotency-Key with its first bid and refuses another request under it', async () => {
    const nft = await listTestNft(t, { startPrice: '10' });
    const user = await funded();
    const key = { 'idempotency-key': 'nft-bid-1' };
    const first = await bidNft(t, user.token, nft.id, '10', key);
    const again = await bidNft(t, user.token, nft.id, '10.00', key);
    expect((again.body.result as NftBid).id).toBe((first.body.result as NftBid).id);
    expect((await bidNft(t, user.token, nft.id, '20', key)).body.code).toBe(10092);
    expect((await nftEntries(t, user.id)).length).toBe(1);
  });

  it('serves each NFT its own small generated SVG, the same every time', async () => {
    const nft = await listTestNft(t);
    const url = `${t.upstream.url}${nft.artworkUrl}`;
    const first = await fetch(url);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="320"/);
    expect(svg).toContain('aria-label="Test Kite"');
    expect(svg.length).toBeLessThan(8_000);
    expect(await (await fetch(url)).text()).toBe(svg);
    expect((await fetch(`${t.upstream.url}/swx/static/nfts/999999999.svg`)).status).toBe(404);
  });

  it("lists an operator's NFT and refuses a listing without its fields", async () => {
    const nft = await listTestNft(t, { title: 'Operator Kite', chain: 'TRON' });
    expect(nft).toMatchObject({ title: 'Operator Kite', chain: 'TRON', simulated: true });
    expect(nft.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const refused = await t.ops('POST', '/nfts', { title: '', creator: 'x', chain: 'ETH' });
    expect(refused.body).toMatchObject({ code: 400, result: { field: 'title' } });
  });
});
