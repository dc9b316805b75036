import type { NftBid, NftDonations, NftItem } from '@swx/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toUnits } from '../money/currencies.ts';
import { bidNft, fundUsdt, listTestNft } from '../test-support/nft-helpers.ts';
import { propertyRuns, propertyTimeoutMs } from '../test-support/property-runs.ts';
import {
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { charityBeneficiary } from './beneficiary.ts';

/**
 * The ledger property of the charity NFTs: random sequences of bids (at, above and below the
 * minimum, beyond the balance, raising one's own lead, repeated under an idempotency key) by three
 * users on two NFTs with short rounds, and the clock moving past round ends (winners settled, rounds
 * without bids restarted, NFTs selling out). After every step: each account's balance and held
 * funds equal the sums of its entries and are never negative; a user's held funds are exactly their
 * leading bids; every bid's entries are what its state says; the beneficiary's account, each NFT's
 * donation total and the platform's donation total all equal the donation entries, which equal the
 * won bids.
 */

type Step =
  | { kind: 'bid'; user: number; nft: number; over: number; key: string | null }
  | { kind: 'tick'; seconds: number }
  | { kind: 'repeat' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      user: fc.nat(2),
      nft: fc.nat(1),
      // Cents above the minimum: −1 is just below it; large ones go past the balance.
      over: fc.constantFrom(-1, 0, 0, 50, 300, 2_500, 40_000),
      key: fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), seconds: fc.constantFrom(5, 25, 45, 95) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'repeat' as const }) },
);

/** Two bidders compete, one outbids, the round ends: a sale; then an empty round restarts. */
const coveringRun: Step[] = [
  { kind: 'bid', user: 0, nft: 0, over: 0, key: 'k1' },
  { kind: 'repeat' },
  { kind: 'bid', user: 1, nft: 0, over: 50, key: null },
  { kind: 'bid', user: 1, nft: 0, over: 0, key: null },
  { kind: 'bid', user: 2, nft: 1, over: 40_000, key: null },
  { kind: 'tick', seconds: 45 },
  { kind: 'tick', seconds: 45 },
];

// Bounded in `npm test`, as long as it takes in `npm run soak` (property-runs.ts).
vi.setConfig({ testTimeout: propertyTimeoutMs });

// PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (as CI runs it).
describe.each(testBackends())('NFT ledger property on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  async function checkInvariants(userIds: number[], nftIds: number[]) {
    const accounts = await t.upstream.db.query(
      `SELECT a.id, a.user_id, a.balance_units::text AS balance, a.held_units::text AS held,
         COALESCE(sum(l.amount_units), 0)::text AS total, COALESCE(sum(l.held_units), 0)::text AS held_total
       FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
       WHERE a.user_id = ANY($1::bigint[]) OR a.beneficiary = $2 GROUP BY a.id`,
      [userIds, charityBeneficiary],
    );
    for (const a of accounts) {
      expect(toUnits(a.balance), `account ${a.id} balance`).toBe(toUnits(a.total));
      expect(toUnits(a.held), `account ${a.id} held`).toBe(toUnits(a.held_total));
      expect(toUnits(a.balance) >= 0n && toUnits(a.held) >= 0n).toBe(true);
      if (a.user_id !== null) {
        const leading = await t.upstream.db.query(
          "SELECT COALESCE(sum(amount_units), 0)::text AS s FROM nft_bids WHERE account_id = $1 AND status = 'leading'",
          [a.id],
        );
        expect(toUnits(a.held), `account ${a.id} held = its leading bids`).toBe(toUnits(leading[0]?.s));
      }
    }
    const bids = await t.upstream.db.query(
      `SELECT b.status, b.amount_units::text AS amount,
         (SELECT COALESCE(sum(l.amount_units), 0)::text FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
           WHERE l.reference = b.order_no AND a.user_id IS NOT NULL) AS moved,
         (SELECT COALESCE(sum(l.held_units), 0)::text FROM ledger_entries l WHERE l.reference = b.order_no) AS held,
         (SELECT COALESCE(sum(l.amount_units), 0)::text FROM ledger_entries l
           WHERE l.reference = b.order_no AND l.reason = 'nft_donation') AS donated
       FROM nft_bids b WHERE b.nft_id = ANY($1::bigint[])`,
      [nftIds],
    );
    for (const b of bids) {
      const amount = toUnits(b.amount);
      expect(toUnits(b.moved)).toBe(b.status === 'outbid' ? 0n : -amount);
      expect(toUnits(b.held)).toBe(b.status === 'leading' ? amount : 0n);
      expect(toUnits(b.donated)).toBe(b.status === 'won' ? amount : 0n);
    }
    for (const id of nftIds) {
      const nft = (await t.get(`/index/getNftById/${id}`)).body.result as NftItem;
      const won = await t.upstream.db.query(
        "SELECT COALESCE(sum(amount_units), 0)::text AS s, count(*)::int AS n FROM nft_bids WHERE nft_id = $1 AND status = 'won'",
        [id],
      );
      expect(toUnits(nft.donationTotal.replace('.', ''))).toBe(toUnits(won[0]?.s));
      expect(nft.editionsSold).toBe(won[0]?.n);
      const leading = await t.upstream.db.query(
        "SELECT count(*)::int AS n FROM nft_bids WHERE nft_id = $1 AND status = 'leading'",
        [id],
      );
      expect(leading[0]?.n).toBeLessThanOrEqual(nft.status === 'live' ? 1 : 0);
    }
    const donations = (await t.get('/index/nftDonations')).body.result as NftDonations;
    const given = await t.upstream.db.query(
      `SELECT COALESCE(sum(l.amount_units), 0)::text AS entries, count(l.id)::int AS n,
         (SELECT COALESCE(sum(amount_units), 0)::text FROM nft_bids WHERE status = 'won') AS won
       FROM ledger_entries l WHERE l.reason = 'nft_donation'`,
    );
    expect(toUnits(donations.total.replace('.', ''))).toBe(toUnits(given[0]?.entries));
    expect(toUnits(given[0]?.won)).toBe(toUnits(given[0]?.entries));
    expect(donations.sales).toBe(given[0]?.n);
  }

  it('keeps balances, holds and donations equal to their entries through bids, outbids and settlement', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 25 }), async (steps) => {
        const users = [
          await createTestUser(t, 'nftp'),
          await createTestUser(t, 'nftp'),
          await createTestUser(t, 'nftp'),
        ];
        for (const user of users) await fundUsdt(t, user.token, '300');
        const nfts = [
          await listTestNft(t, { startPrice: '10', minIncrement: '1', editions: 2, roundSeconds: 40 }),
          await listTestNft(t, { startPrice: '25', minIncrement: '5', editions: 1, roundSeconds: 60 }),
        ];
        /** (user, key) → the request and the bid it placed. */
        const keys = new Map<string, { request: string; id: number }>();
        let last: (() => Promise<void>) | undefined;

        const bid = async (s: Extract<Step, { kind: 'bid' }>) => {
          const user = users[s.user];
          const listed = nfts[s.nft];
          if (!user || !listed) return;
          const nft = (await t.get(`/index/getNftById/${listed.id}`)).body.result as NftItem;
          const cents = toUnits(nft.minimumBid.replace('.', '')) + BigInt(s.over);
          const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          const answer = await bidNft(
            t,
            user.token,
            listed.id,
            amount,
            s.key ? { 'idempotency-key': s.key } : {},
          );
          seen.set(answer.body.code, (seen.get(answer.body.code) ?? 0) + 1);
          expect([200, 10011, 30004, 30002, 10015, 10092]).toContain(answer.body.code);
          if (s.over < 0 && nft.status === 'live' && !s.key) expect(answer.body.code).toBe(30002);
          const id = answer.body.code === 200 ? (answer.body.result as NftBid).id : undefined;
          if (s.key) {
            const known = keys.get(`${user.id}:${s.key}`);
            const request = JSON.stringify([listed.id, amount]);
            if (known && known.request === request) expect(id).toBe(known.id);
            else if (known) expect(answer.body.code).not.toBe(200);
            else if (id) keys.set(`${user.id}:${s.key}`, { request, id });
          }
        };

        for (const s of steps) {
          if (s.kind === 'repeat') await last?.();
          else if (s.kind === 'bid') last = () => bid(s);
          else last = () => advanceAndTick(t, s.seconds * 1000).then(() => undefined);
          if (s.kind !== 'repeat') await last?.();
          await checkInvariants(
            users.map((u) => u.id),
            nfts.map((n) => n.id),
          );
        }
      }),
      { ...propertyRuns('NFT ledger', 4), examples: [[coveringRun]] },
    );
    for (const code of [200, 30002, 10011]) expect(seen.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
    const outcomes = await t.upstream.db.query(
      "SELECT (SELECT count(*) FROM nft_bids WHERE status = 'won')::int AS won, (SELECT count(*) FROM nft_bids WHERE status = 'outbid')::int AS outbid",
    );
    expect(outcomes[0]?.won).toBeGreaterThan(0);
    expect(outcomes[0]?.outbid).toBeGreaterThan(0);
  });
});
