import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../upstream/src/accounts/sessions.ts';
import { lockAccount, postEntry } from '../../upstream/src/ledger/ledger.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

/*
 * Smart trading plans through the schema against the real upstream: products, buying, a cycle paid
 * on the upstream's (manual) clock, an early exit, and every refusal as a typed union member.
 */

const dayMs = 86_400_000;
const clock = new ManualClock(Date.UTC(2026, 0, 7, 15, 0, 0));
let stack: Stack;
let users = 0;

beforeAll(async () => {
  stack = await startStack({ clock, upstream: { operatorToken: 'ops-smart' } });
});
afterAll(() => stack.close());

type Trader = { userId: number; real: Record<string, string>; demo: Record<string, string> };

/** A new user whose real account holds `amount` USDT (one ledger entry, as an approved deposit). */
async function trader(amount = '2000.00', kycStatus = 0): Promise<Trader> {
  users += 1;
  const token = await registerUser(stack, `smart_${users}`);
  const real = { authorization: token, virtually: 'NO' };
  const { data } = await stack.graphql<{ viewer: { userId: number } }>('{ viewer { userId } }', {}, real);
  const userId = data?.viewer.userId ?? 0;
  await stack.upstream.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, 'real', clock.now());
    await postEntry(tx, account, 'recharge', 'RC-TEST', BigInt(amount.replace('.', '')), clock.now());
  });
  await stack.upstream.db.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [userId, kycStatus]);
  return { userId, real, demo: { authorization: token, virtually: 'YES' } };
}

const PRODUCTS = `{ smartProducts { id productId name currency dailyYieldMin dailyYieldMax minAmount maxAmount
  dayOptions cycleDays exitPenaltyRate kycRequired } }`;

const PLAN_FIELDS = `id planId orderNo productName amount days cycles cyclesPaid dailyYield profitPerCycle
  exitPenalty exitRefund income totalIncome penalty returned status running nextEarningsAt runTimeSeconds
  payouts { cycle profit dueAt }`;

const BUY = `mutation ($input: BuySmartPlanInput!) { buySmartPlan(input: $input) {
  __typename
  ... on BuySmartPlanPayload { notice plan { ${PLAN_FIELDS} } account { mode balance } }
  ... on Error { code message } ... on InputError { field } } }`;

const EXIT = `mutation ($input: ExitSmartPlanInput!) { exitSmartPlan(input: $input) {
  __typename
  ... on ExitSmartPlanPayload { plan { ${PLAN_FIELDS} } account { mode balance } }
  ... on Error { code message } ... on InputError { field } } }`;

const MINE = `query ($running: Boolean) { viewer { smartPlans(first: 10, running: $running) { totalCount
  edges { node { id status } } } account(mode: REAL) { balance transactions(first: 10) { edges { node { reason amount reference } } } } } }`;

type Plan = {
  id: string;
  orderNo: string;
  status: string;
  cyclesPaid: number;
  dailyYield: string;
  profitPerCycle: string;
  exitPenalty: string;
  income: string;
};
type Answer = {
  __typename: string;
  code?: string;
  field?: string | null;
  notice?: string;
  plan?: Plan;
  account?: { mode: string; balance: string };
};

async function buy(who: Trader, input: Record<string, unknown>, headers = who.real) {
  const { data, errors } = await stack.graphql<{ buySmartPlan: Answer }>(
    BUY,
    { input: { idempotencyKey: randomUUID(), ...input } },
    headers,
  );
  expect(errors).toBeUndefined();
  return data?.buySmartPlan as Answer;
}

async function exit(who: Trader, planId: string, headers = who.real) {
  const { data, errors } = await stack.graphql<{ exitSmartPlan: Answer }>(
    EXIT,
    { input: { planId } },
    headers,
  );
  expect(errors).toBeUndefined();
  return data?.exitSmartPlan as Answer;
}

describe('smart trading plans through the gateway', () => {
  it('lists the products to a visitor with their ranges, days, cycle, penalty and KYC flag', async () => {
    const { data } = await stack.graphql<{ smartProducts: Record<string, unknown>[] }>(PRODUCTS);
    expect(data?.smartProducts).toHaveLength(3);
    expect(data?.smartProducts[0]).toMatchObject({
      productId: 1,
      name: 'Trend Follower EA',
      currency: 'USDT',
      dailyYieldMin: '0.0030',
      dailyYieldMax: '0.0060',
      minAmount: '100.00',
      maxAmount: '5000.00',
      dayOptions: [7, 15, 30],
      cycleDays: 1,
      exitPenaltyRate: '0.10',
      kycRequired: false,
    });
    expect(data?.smartProducts[2]).toMatchObject({ productId: 3, kycRequired: true });
  });

  it('buys a plan, pays a cycle on the upstream clock into the ledger, then exits with principal − penalty + earned', async () => {
    const me = await trader('2000.00');
    const bought = await buy(me, { productId: 1, amount: '1000', days: 7 });
    expect(bought).toMatchObject({
      __typename: 'BuySmartPlanPayload',
      notice: 'PURCHASE_SUCCESS',
      account: { mode: 'REAL', balance: '1000.00' },
      plan: {
        status: 'EARNING',
        running: true,
        amount: '1000.00',
        cycles: 7,
        exitPenalty: '100.00',
        exitRefund: '900.00',
      },
    });
    const plan = bought.plan as Plan;
    const listed = await stack.graphql<{
      viewer: { smartPlans: { totalCount: number; edges: { node: { id: string } }[] } };
    }>(MINE, { running: true }, me.demo);
    expect(listed.data?.viewer.smartPlans).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: plan.id } }],
    });

    clock.advance(dayMs);
    await stack.upstream.simulator.tick();
    const { data } = await stack.graphql<{ node: Plan }>(
      `query ($id: ID!) { node(id: $id) { ... on SmartPlan { ${PLAN_FIELDS} } } }`,
      { id: plan.id },
      me.real,
    );
    expect(data?.node).toMatchObject({
      status: 'PROFIT_DISTRIBUTED',
      cyclesPaid: 1,
      income: plan.profitPerCycle,
    });
    const ledger = await stack.graphql<{
      viewer: {
        account: {
          transactions: { edges: { node: { reason: string; amount: string; reference: string } }[] };
        };
      };
    }>(MINE, {}, me.real);
    expect(ledger.data?.viewer.account.transactions.edges[0]?.node).toEqual({
      reason: 'SMART_PROFIT',
      amount: plan.profitPerCycle,
      reference: plan.orderNo,
    });

    const exited = await exit(me, plan.id);
    const earned = Number(plan.profitPerCycle);
    expect(exited).toMatchObject({
      __typename: 'ExitSmartPlanPayload',
      plan: {
        status: 'EARLY_EXIT',
        running: false,
        penalty: '100.00',
        returned: '900.00',
        income: plan.profitPerCycle,
        nextEarningsAt: null,
      },
      // 1000.00 left on the account + 900.00 back + the cycle's profit.
      account: { balance: (1900 + earned).toFixed(2) },
    });
    const after = await stack.graphql<{
      viewer: { account: { transactions: { edges: { node: { reason: string; amount: string } }[] } } };
    }>(MINE, {}, me.real);
    expect(after.data?.viewer.account.transactions.edges.slice(0, 2).map((e) => e.node.reason)).toEqual([
      'SMART_EXIT_PENALTY',
      'SMART_PRINCIPAL_RETURN',
    ]);
    expect(await exit(me, plan.id)).toMatchObject({ __typename: 'ServiceError', code: 'OPERATION_FAILED' });
  });

  it('answers every refusal of a purchase as a typed error', async () => {
    const me = await trader('1000.00');
    const cases: [Record<string, unknown>, string, string, string | null][] = [
      [{ productId: 42, amount: '100', days: 7 }, 'InputError', 'SMART_PRODUCT_WRONG', null],
      [{ productId: 1, amount: '100', days: 8 }, 'InputError', 'DAYS_NOT_FOUND', null],
      [{ productId: 1, amount: '50', days: 7 }, 'InputError', 'INVESTMENT_AMOUNT_WRONG', 'amount'],
      [{ productId: 1, amount: '5000.01', days: 7 }, 'InputError', 'INVESTMENT_AMOUNT_WRONG', 'amount'],
      [{ productId: 3, amount: '5000', days: 30 }, 'ServiceError', 'NOT_REAL_NAME_VERIFIED', null],
      [{ productId: 1, amount: '1500', days: 7 }, 'ServiceError', 'BALANCE_INSUFFICIENT_RECHARGE', null],
      [
        { productId: 1, amount: '100', days: 7, idempotencyKey: 'has space' },
        'InputError',
        'INPUT_INVALID',
        'idempotencyKey',
      ],
    ];
    for (const [input, typename, code, field] of cases) {
      const answer = await buy(me, input);
      expect(answer, JSON.stringify(input)).toMatchObject({ __typename: typename, code });
      if (field) expect(answer.field).toBe(field);
    }
    expect(await buy(me, { productId: 1, amount: '100', days: 7 }, me.demo)).toMatchObject({
      __typename: 'InputError',
      code: 'DEMO_ACCOUNT_DISABLED',
      field: 'virtually',
    });
    const first = await buy(me, { productId: 1, amount: '100', days: 7, idempotencyKey: 'same-key' });
    expect(first.__typename).toBe('BuySmartPlanPayload');
    const repeat = await buy(me, { productId: 1, amount: '100', days: 7, idempotencyKey: 'same-key' });
    expect(repeat.plan?.id).toBe(first.plan?.id);
    expect(await buy(me, { productId: 1, amount: '200', days: 7, idempotencyKey: 'same-key' })).toMatchObject(
      {
        __typename: 'ServiceError',
        code: 'OPERATION_FAILED',
      },
    );
    expect(await buy(me, { productId: 1, amount: '100', days: 7 })).toMatchObject({
      __typename: 'ConflictError',
      code: 'PRODUCT_ALREADY_BOUGHT',
    });
    // The rest is held by a pending withdrawal: there, but not spendable.
    await stack.upstream.db.transaction(async (tx) => {
      const account = await lockAccount(tx, me.userId, 'real', clock.now());
      await postEntry(tx, account, 'withdrawal_hold', 'WD-TEST', -800n * 100n, clock.now(), 800n * 100n);
    });
    expect(await buy(me, { productId: 9, amount: '100', days: 7 })).toMatchObject({
      code: 'SMART_PRODUCT_WRONG',
    });
    expect(await buy(me, { productId: 2, amount: '500', days: 14 })).toMatchObject({
      __typename: 'ServiceError',
      code: 'FUNDS_INSUFFICIENT',
    });
    const { data } = await stack.graphql<{ viewer: { account: { balance: string } } }>(MINE, {}, me.real);
    expect(data?.viewer.account.balance).toBe('100.00');
  });

  it('refuses an exit in demo mode, of a foreign plan, and of a malformed id, each typed', async () => {
    const owner = await trader('500.00');
    const stranger = await trader('0.00');
    const plan = (await buy(owner, { productId: 1, amount: '100', days: 7 })).plan as Plan;
    expect(await exit(owner, plan.id, owner.demo)).toMatchObject({
      __typename: 'InputError',
      code: 'DEMO_ACCOUNT_DISABLED',
    });
    expect(await exit(stranger, plan.id)).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
      field: 'id',
    });
    const notAPlan = Buffer.from('OptionsOrder:1').toString('base64');
    expect(await exit(owner, notAPlan)).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
      field: 'planId',
    });
    const { data } = await stack.graphql<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: plan.id },
      stranger.real,
    );
    expect(data?.node).toBeNull();
  });

  it('a plan that reaches its end pays the principal back and is listed as ended', async () => {
    const me = await trader('600.00', 2);
    const plan = (await buy(me, { productId: 2, amount: '500', days: 14 })).plan as Plan;
    clock.advance(14 * dayMs);
    await stack.upstream.simulator.tick();
    // Two weeks outlive the 7-day session: the user signs in again.
    const session = await createSession(stack.upstream.db, me.userId, clock.now());
    const ended = await stack.graphql<{
      viewer: {
        smartPlans: { edges: { node: { id: string; status: string } }[] };
        account: { balance: string };
      };
    }>(MINE, { running: false }, { authorization: session.token, virtually: 'NO' });
    expect(ended.data?.viewer.smartPlans.edges).toContainEqual({
      node: { id: plan.id, status: 'COMPLETED' },
    });
    const twoCycles = 2 * Number(plan.profitPerCycle);
    expect(ended.data?.viewer.account.balance).toBe((600 + twoCycles).toFixed(2));
  });
});
