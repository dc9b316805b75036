import type { LoanRecord } from '@swx/contract';
import { dayMs } from '@swx/contract/loan-terms';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toUnits } from '../money/currencies.ts';
import { borrow, fund, passTime, recordPrices, setKycStatus } from '../test-support/loan-helpers.ts';
import { real } from '../test-support/money-helpers.ts';
import { propertyRuns, propertyTimeoutMs } from '../test-support/property-runs.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';

/**
 * The ledger property of the money slice, extended to loans: random sequences of loan requests
 * (amounts around the unverified limit and the minimum, every term and a wrong one, BTC and ETH
 * collateral, repeated idempotency keys), operator approvals and rejections, repayments, deposits
 * that make repayment possible, and days passing (loans fall overdue, then expire). After every
 * step: each account's balance and held funds equal the sums of its entries and are never
 * negative; each loan's entries are exactly what its state says; nobody owes past the limits.
 */

const amounts = ['100', '250', '499.99', '500', '600', '99.99', '1200'];
const terms = [7, 14, 30, 8];

type Step =
  | {
      kind: 'borrow';
      user: number;
      amount: number;
      term: number;
      currency: 'BTC' | 'ETH';
      key: string | null;
    }
  | { kind: 'review'; pick: number; action: 'approve' | 'reject' }
  | { kind: 'repay'; pick: number }
  | { kind: 'deposit'; user: number }
  | { kind: 'days'; days: number }
  | { kind: 'repeat' };

/**
 * Repays one loan early (interest for the days used) and one late (damages); another loan is
 * rejected, a third expires.
 */
const coveringRun: Step[] = [
  { kind: 'borrow', user: 0, amount: 1, term: 1, currency: 'BTC', key: 'k1' },
  { kind: 'repeat' },
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'days', days: 9 },
  { kind: 'deposit', user: 0 },
  { kind: 'repay', pick: 0 },
  { kind: 'borrow', user: 0, amount: 0, term: 0, currency: 'BTC', key: null },
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'days', days: 9 },
  { kind: 'repay', pick: 0 },
  { kind: 'borrow', user: 1, amount: 0, term: 1, currency: 'ETH', key: null },
  { kind: 'review', pick: 0, action: 'reject' },
  { kind: 'borrow', user: 1, amount: 0, term: 0, currency: 'ETH', key: null },
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'days', days: 15 },
];

/**
 * CI's counterexample (seed 332546446): the verified user asks twice for 1,200 USDT against BTC; the
 * second finds the BTC held by the first loan and is refused 30004, which the property did not list.
 */
const heldCollateralRun: Step[] = [
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'borrow', user: 0, amount: 0, term: 0, currency: 'BTC', key: null },
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'deposit', user: 0 },
  { kind: 'borrow', user: 2, amount: 6, term: 0, currency: 'BTC', key: null },
  { kind: 'deposit', user: 0 },
  { kind: 'review', pick: 0, action: 'approve' },
  { kind: 'borrow', user: 2, amount: 6, term: 0, currency: 'BTC', key: null },
  { kind: 'borrow', user: 0, amount: 0, term: 0, currency: 'BTC', key: null },
  { kind: 'review', pick: 0, action: 'approve' },
];

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('borrow' as const),
      user: fc.nat(2),
      amount: fc.nat(amounts.length - 1),
      term: fc.nat(terms.length - 1),
      currency: fc.constantFrom('BTC' as const, 'ETH' as const),
      key: fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      pick: fc.nat(2),
      action: fc.constantFrom('approve' as const, 'approve' as const, 'reject' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('repay' as const), pick: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 12 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'repeat' as const }) },
);

// Bounded in `npm test`, as long as it takes in `npm run soak` (property-runs.ts).
vi.setConfig({ testTimeout: propertyTimeoutMs });

// PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (as CI runs it).
describe.each(testBackends())('loan ledger property on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  async function checkInvariants(userIds: number[]) {
    const accounts = await t.upstream.db.query(
      `SELECT a.id, a.balance_units::text AS balance, a.held_units::text AS held,
         COALESCE(sum(l.amount_units), 0)::text AS total, COALESCE(sum(l.held_units), 0)::text AS held_total,
         (SELECT balance_after_units::text FROM ledger_entries x WHERE x.account_id = a.id ORDER BY x.id DESC LIMIT 1) AS last
       FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
       WHERE a.user_id = ANY($1::bigint[]) GROUP BY a.id`,
      [userIds],
    );
    for (const a of accounts) {
      expect(toUnits(a.balance), `account ${a.id} balance`).toBe(toUnits(a.total));
      expect(toUnits(a.held), `account ${a.id} held`).toBe(toUnits(a.held_total));
      expect(toUnits(a.balance) >= 0n && toUnits(a.held) >= 0n).toBe(true);
      if (a.last !== null) expect(toUnits(a.last)).toBe(toUnits(a.balance));
    }
    const loans = await t.upstream.db.query(
      `SELECT n.order_no, n.status, n.principal_units::text AS principal, n.collateral_units::text AS collateral,
         COALESCE(n.interest_paid_units, 0)::text AS interest, COALESCE(n.damages_paid_units, 0)::text AS damages,
         COALESCE(n.liquidated_units, 0)::text AS liquidated,
         (SELECT COALESCE(sum(l.amount_units), 0)::text FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
           WHERE l.reference = n.order_no AND a.currency = 'USDT') AS usdt_moved,
         (SELECT COALESCE(sum(l.amount_units), 0)::text FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
           WHERE l.reference = n.order_no AND a.currency = n.collateral_currency) AS collateral_moved,
         (SELECT COALESCE(sum(l.held_units), 0)::text FROM ledger_entries l WHERE l.reference = n.order_no) AS held,
         (SELECT count(*) FROM ledger_entries l WHERE l.reference = n.order_no AND l.reason = 'loan_disbursement')::int
           AS payouts
       FROM loans n WHERE n.user_id = ANY($1::bigint[])`,
      [userIds],
    );
    for (const n of loans) {
      const principal = toUnits(n.principal);
      const collateral = toUnits(n.collateral);
      const label = `${n.order_no} ${n.status}`;
      const open = n.status === 'pending' || n.status === 'repaying';
      expect(toUnits(n.held), label).toBe(open ? collateral : 0n);
      expect(n.payouts, label).toBe(['repaying', 'repaid', 'expired'].includes(String(n.status)) ? 1 : 0);
      const collateralMoved = toUnits(n.collateral_moved);
      const usdtMoved = toUnits(n.usdt_moved);
      if (open) expect(collateralMoved, label).toBe(-collateral);
      if (n.status === 'pending' || n.status === 'rejected') expect(usdtMoved, label).toBe(0n);
      if (n.status === 'rejected' || n.status === 'repaid') expect(collateralMoved, label).toBe(0n);
      if (n.status === 'repaying' || n.status === 'expired') expect(usdtMoved, label).toBe(principal);
      if (n.status === 'repaid') expect(usdtMoved, label).toBe(-(toUnits(n.interest) + toUnits(n.damages)));
      if (n.status === 'expired') {
        expect(collateralMoved, label).toBe(-toUnits(n.liquidated));
        expect(toUnits(n.liquidated) <= collateral).toBe(true);
      }
    }
    const owed = await t.upstream.db.query(
      `SELECT u.id, u.kyc_status, COALESCE(sum(n.principal_units) FILTER (WHERE n.status IN ('pending', 'repaying')), 0)::text AS owed
       FROM users u LEFT JOIN loans n ON n.user_id = u.id WHERE u.id = ANY($1::bigint[]) GROUP BY u.id`,
      [userIds],
    );
    for (const o of owed) expect(toUnits(o.owed) <= (o.kyc_status === 2 ? 2_000_000n : 50_000n)).toBe(true);
  }

  it('keeps every balance and hold equal to its entries through borrowing, reviews, repayments and expiry', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 25 }), async (steps) => {
        const users = [
          await createTestUser(t, 'lp'),
          await createTestUser(t, 'lp'),
          await createTestUser(t, 'lp'),
        ];
        await setKycStatus(t, users[2]?.id ?? 0, 2);
        for (const user of users) {
          await fund(t, user.token, 'BTC', '0.05');
          await fund(t, user.token, 'ETH', '1');
        }
        await recordPrices(t);
        const loanIds: number[] = [];
        const keys = new Map<string, { request: string; id: number }>();
        let last: (() => Promise<void>) | undefined;
        const tally = (code: number) => seen.set(code, (seen.get(code) ?? 0) + 1);
        const pickLoan = (pick: number) => loanIds[loanIds.length - 1 - (pick % Math.max(loanIds.length, 1))];

        for (const s of steps) {
          if (s.kind === 'borrow') {
            last = async () => {
              const user = users[s.user % users.length];
              if (!user) return;
              const amount = amounts[s.amount] ?? '100';
              const term = terms[s.term] ?? 7;
              const answer = await borrow(
                t,
                user.token,
                { amount, term, collateralCurrency: s.currency },
                s.key ? { 'idempotency-key': s.key } : {},
              );
              tally(answer.body.code);
              // 30004: the collateral is there but another open loan holds it (loan-service's shortfall).
              expect([200, 400, 10022, 10023, 10026, 10092, 30001, 30004]).toContain(answer.body.code);
              const id = answer.body.code === 200 ? (answer.body.result as LoanRecord).id : undefined;
              if (s.key) {
                const known = keys.get(`${user.id}:${s.key}`);
                const request = JSON.stringify([amount, term, s.currency]);
                if (known && known.request === request) expect(id).toBe(known.id);
                else if (known) expect(answer.body.code).not.toBe(200);
                else if (id) keys.set(`${user.id}:${s.key}`, { request, id });
              }
              if (id && !loanIds.includes(id)) loanIds.push(id);
            };
          } else if (s.kind === 'review') {
            last = async () => {
              const id = pickLoan(s.pick);
              if (id === undefined) return;
              const answer = await t.ops('POST', `/loans/${id}/${s.action}`, { remark: 'property' });
              expect([200, 10092]).toContain(answer.body.code);
            };
          } else if (s.kind === 'repay') {
            last = async () => {
              const id = pickLoan(s.pick);
              if (id === undefined) return;
              const owner = await t.upstream.db.query('SELECT user_id FROM loans WHERE id = $1', [id]);
              const user = users.find((u) => u.id === Number(owner[0]?.user_id));
              if (!user) return;
              const answer = await t.post('/user/repayLoan', { id }, real(user.token));
              tally(answer.body.code);
              expect([200, 10026, 10092]).toContain(answer.body.code);
            };
          } else if (s.kind === 'deposit') {
            last = async () => {
              const user = users[s.user % users.length];
              if (user) await fund(t, user.token, 'USDT', '150');
            };
          } else if (s.kind === 'days') {
            last = async () => {
              await passTime(t, s.days * dayMs, ...users);
              // The tick records prices and runs the expiry sweep.
              await recordPrices(t);
            };
          }
          await last?.();
          await checkInvariants(users.map((u) => u.id));
        }
      }),
      { ...propertyRuns('loan ledger', 4), examples: [[coveringRun], [heldCollateralRun]] },
    );
    for (const code of [200, 10022, 10023, 30004])
      expect(seen.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
    const ends = await t.upstream.db.query(
      `SELECT count(*) FILTER (WHERE status = 'repaid')::int AS repaid, count(*) FILTER (WHERE status = 'expired')::int AS expired,
         count(*) FILTER (WHERE status = 'rejected')::int AS rejected FROM loans`,
    );
    for (const state of ['repaid', 'expired', 'rejected'] as const)
      expect(Number(ends[0]?.[state]), state).toBeGreaterThan(0);
    const charged = await t.upstream.db.query(
      `SELECT count(*) FILTER (WHERE reason = 'loan_interest')::int AS interest,
         count(*) FILTER (WHERE reason = 'loan_damages')::int AS damages,
         count(*) FILTER (WHERE reason = 'loan_collateral_liquidation')::int AS liquidations FROM ledger_entries`,
    );
    for (const reason of ['interest', 'damages', 'liquidations'] as const)
      expect(Number(charged[0]?.[reason]), reason).toBeGreaterThan(0);
  });
});
