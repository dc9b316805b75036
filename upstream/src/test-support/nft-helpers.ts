import type { NftBid, NftItem } from '@swx/contract';
import type { RechargeRecord } from '../money/recharges.ts';
import { depositForm, real } from './money-helpers.ts';
import { pngProof } from './proof-fixtures.ts';
import type { TestUpstream } from './test-upstream.ts';

/** Credits `amount` USDT to the user's real account the way money arrives: a deposit the operator approves. */
export async function fundUsdt(t: TestUpstream, token: string, amount: string): Promise<void> {
  const deposit = await t.upload(
    '/user/recharge',
    depositForm({ amount, paymentAmount: amount }, await pngProof()),
    real(token),
  );
  const record = deposit.body.result as RechargeRecord | null;
  if (!record) throw new Error(`deposit refused: ${deposit.body.code}`);
  const approved = await t.ops('POST', `/recharges/${record.id}/approve`);
  if (approved.body.code !== 200) throw new Error(`approval refused: ${approved.body.code}`);
}

/** Lists an NFT through the operator API (its first round starts on the test clock now). */
export async function listTestNft(
  t: TestUpstream,
  listing: Partial<Record<'startPrice' | 'minIncrement' | 'chain' | 'title', string>> &
    Partial<Record<'editions' | 'roundSeconds', number>> = {},
): Promise<NftItem> {
  const answer = await t.ops('POST', '/nfts', {
    title: 'Test Kite',
    creator: 'Test Studio',
    chain: 'ETH',
    startPrice: '10',
    minIncrement: '1',
    editions: 2,
    roundSeconds: 60,
    style: 'bloom',
    ...listing,
  });
  if (answer.body.code !== 200) throw new Error(`listing refused: ${JSON.stringify(answer.body)}`);
  return answer.body.result as NftItem;
}

/** POST /user/buyNft on the real account. */
export function bidNft(
  t: TestUpstream,
  token: string,
  nftId: number,
  amount: string,
  headers: Record<string, string> = {},
) {
  return t.post('/user/buyNft', { nftId, amount }, { ...real(token), ...headers });
}

export async function nftById(t: TestUpstream, id: number): Promise<NftItem> {
  const answer = await t.get(`/index/getNftById/${id}`);
  const nft = answer.body.result as NftItem | null;
  if (!nft) throw new Error(`no NFT ${id}`);
  return nft;
}

export async function userBids(t: TestUpstream, token: string, type: 'owned' | 'bids'): Promise<NftBid[]> {
  const answer = await t.get(`/user/listNft?type=${type}`, real(token));
  return (answer.body.result as { list: NftBid[] }).list;
}

/** The user's ledger entries of NFT reasons, oldest first. */
export async function nftEntries(t: TestUpstream, userId: number) {
  return t.upstream.db.query(
    `SELECT l.reason, l.reference, l.amount_units::text AS amount, l.held_units::text AS held
     FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
     WHERE a.user_id = $1 AND l.reason LIKE 'nft_%' ORDER BY l.id`,
    [userId],
  );
}
