import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../upstream/src/accounts/sessions.ts';
import { lockAccount, postEntry } from '../../upstream/src/ledger/ledger.ts';
import { blankSignature, drawnSignature } from '../../upstream/src/test-support/loan-helpers.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

/*
 * Loans through the schema against the real upstream: the public parameters, borrowing under a
 * signed agreement, the operator's approval, repayment, expiry on the upstream's (manual) clock,
 * and every refusal of the loan rules as a typed union member.
 */

const dayMs = 86_400_000;
const operatorToken = 'ops-loans';
const clock = new ManualClock(Date.UTC(2026, 0, 7, 15, 0, 0));
let stack: Stack;
let users = 0;
let signature = '';

beforeAll(async () => {
  stack = await startStack({ clock, upstream: { operatorToken } });
  await stack.upstream.simulator.tick();
  signature = await drawnSignature();
});
afterAll(() => stack.close());

type Borrower = { userId: number; real: Record<string, string>; demo: Record<string, string> };

/** Units of a currency credited as one ledger entry, as an approved deposit would. */
async function credit(userId: number, currency: 'USDT' | 'BTC', units: bigint) {
  await stack.upstream.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId, 'real', clock.now(), currency);
    await postEntry(tx, account, 'recharge', 'RC-TEST', units, clock.now());
  });
}

/** A new user holding 0.1 BTC on the real account, with the given verification state. */
async function borrower(kycStatus = 0): Promise<Borrower> {
  users += 1;
  const token = await registerUser(stack, `loan_${users}`);
  const real = { authorization: token, virtually: 'NO' };
  const { data } = await stack.graphql<{ viewer: { userId: number } }>('{ viewer { userId } }', {}, real);
  const userId = data?.viewer.userId ?? 0;
  await credit(userId, 'BTC', 10_000_000n);
  await stack.upstream.db.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [userId, kycStatus]);
  return { userId, real, demo: { authorization: token, virtually: 'YES' } };
}

/** Days pass on the upstream's clock: a tick records prices and runs the expiry sweep; sign in again. */
async function passDays(who: Borrower, days: number) {
  clock.advance(days * dayMs);
  await stack.upstream.simulator.tick();
  const session = await createSession(stack.upstream.db, who.userId, clock.now());
  who.real.authorization = session.token;
  who.demo.authorization = session.token;
}

async function ops(path: string) {
  const response = await fetch(`${stack.upstream.url}/swx/ops${path}`, {
    method: 'POST',
    headers: { 'x-operator-token': operatorToken, 'content-type': 'application/json' },
    body: '{}',
  });
  return (await response.json()) as { code: number };
}

const LOAN_FIELDS = `id loanId orderNo amount term interestFreeDays totalInterest repaymentAmount repaidAmount collateralCurrency
  collateralAmount status repaymentDate overdue overdueDays interest damages amountDue liquidatedAmount`;

const BORROW = `mutation ($input: BorrowInput!) { borrow(input: $input) {
  __typename
  ... on BorrowPayload { notice loan { ${LOAN_FIELDS} } viewer { balances { currency available held } } }
  ... on Error { code message } ... on InputError { field minimum maximum } } }`;

const REPAY = `mutation ($input: RepayLoanInput!) { repayLoan(input: $input) {
  __typename
  ... on RepayLoanPayload { loan { ${LOAN_FIELDS} } viewer { balances { currency available held } } }
  ... on Error { code message } ... on InputError { field } } }`;

type Loan = { id: string; loanId: number; status: string; amountDue: string; collateralAmount: string };
type Answer = {
  __typename: string;
  code?: string;
  field?: string | null;
  minimum?: string | null;
  maximum?: string | null;
  notice?: string;
  loan?: Loan;
  viewer?: { balances: { currency: string; available: string; held: string }[] };
};

async function borrow(who: Borrower, input: Record<string, unknown>, headers = who.real) {
  const { data, errors } = await stack.graphql<{ borrow: Answer }>(
    BORROW,
    {
      input: {
        idempotencyKey: randomUUID(),
        amount: '200',
        term: 30,
        collateralCurrency: 'BTC',
        signature,
        ...input,
      },
    },
    headers,
  );
  expect(errors).toBeUndefined();
  return data?.borrow as Answer;
}

async function repay(who: Borrower, loanId: string, headers = who.real) {
  const { data, errors } = await stack.graphql<{ repayLoan: Answer }>(REPAY, { input: { loanId } }, headers);
  expect(errors).toBeUndefined();
  return data?.repayLoan as Answer;
}

const balance = (answer: Answer, currency: string) =>
  answer.viewer?.balances.find((b) => b.currency === currency);

describe('loans through the gateway', () => {
  it('shows the parameters and collateral prices to a visitor, and the quota to a signed-in user', async () => {
    const { data } = await stack.graphql<{ loanConfig: Record<string, unknown> }>(
      '{ loanConfig { currency termOptions interestFreeDays dailyRate lateDailyRate graceDays minAmount maxUnverified maxVerified collateralRatio minCreditScore collaterals { currency marketCode price } } }',
    );
    expect(data?.loanConfig).toMatchObject({
      currency: 'USDT',
      termOptions: [7, 14, 30, 60, 90],
      interestFreeDays: 7,
      dailyRate: '0.0005',
      maxUnverified: '500.00',
      maxVerified: '20000.00',
      collateralRatio: '1.5',
      collaterals: [
        { currency: 'BTC', marketCode: 'BTCUSDT', price: expect.stringMatching(/^\d+(\.\d+)?$/) },
        { currency: 'ETH', marketCode: 'ETHUSDT', price: expect.stringMatching(/^\d+(\.\d+)?$/) },
      ],
    });
    const me = await borrower(1);
    const quota = await stack.graphql<{ viewer: { loanQuota: Record<string, unknown> } }>(
      '{ viewer { loanQuota { kycStatus creditScore outstanding limit available availableVerified } } }',
      {},
      me.real,
    );
    expect(quota.data?.viewer.loanQuota).toEqual({
      kycStatus: 'PENDING',
      creditScore: 100,
      outstanding: '0.00',
      limit: '500.00',
      available: '500.00',
      availableVerified: '20000.00',
    });
  });

  it('borrows with the collateral held, is paid out on approval, and repays: balances and records follow', async () => {
    const me = await borrower(2);
    const asked = await borrow(me, { amount: '1000', term: 14 });
    expect(asked).toMatchObject({
      __typename: 'BorrowPayload',
      notice: 'SUBMITTED_FOR_REVIEW',
      loan: {
        status: 'PENDING',
        orderNo: expect.stringMatching(/^LN\d{20}$/),
        amount: '1000.00',
        totalInterest: '3.50',
        repaymentAmount: '1003.50',
        repaidAmount: null,
      },
    });
    const loan = asked.loan as Loan;
    expect(balance(asked, 'BTC')?.held).toBe(loan.collateralAmount);
    expect((await ops(`/loans/${loan.loanId}/approve`)).code).toBe(200);
    const mine = await stack.graphql<{ viewer: { loans: { totalCount: number; edges: { node: Loan }[] } } }>(
      `{ viewer { loans(first: 5, status: REPAYING) { totalCount edges { node { ${LOAN_FIELDS} } } } } }`,
      {},
      me.real,
    );
    expect(mine.data?.viewer.loans).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: loan.id, status: 'REPAYING', amountDue: '1000.00' } }],
    });
    const repaid = await repay(me, loan.id);
    expect(repaid).toMatchObject({
      __typename: 'RepayLoanPayload',
      // Repaid inside the interest-free days: what it took is the principal, not the agreed 1003.50.
      loan: { status: 'REPAID', interest: '0.00', damages: '0.00', repaidAmount: '1000.00' },
    });
    expect(balance(repaid, 'USDT')).toEqual({ currency: 'USDT', available: '0.00', held: '0.00' });
    expect(balance(repaid, 'BTC')).toEqual({ currency: 'BTC', available: '0.10000000', held: '0.00000000' });
    expect(await repay(me, loan.id)).toMatchObject({ __typename: 'ServiceError', code: 'OPERATION_FAILED' });
  });

  it('types the verification refusals above the unverified limit: 10022, 30003, 10019', async () => {
    for (const [status, code] of [
      [0, 'NOT_REAL_NAME_VERIFIED'],
      [1, 'NOT_VERIFIED'],
      [3, 'VERIFICATION_STATUS_WRONG'],
    ] as const) {
      const me = await borrower(status);
      expect(await borrow(me, { amount: '600' })).toMatchObject({ __typename: 'ServiceError', code });
    }
  });

  it('types the input refusals: term (10023), amount range with both bounds, signature, image, demo', async () => {
    const me = await borrower(2);
    expect(await borrow(me, { term: 8 })).toMatchObject({
      __typename: 'InputError',
      code: 'LOAN_TERM_WRONG',
      field: 'term',
    });
    expect(await borrow(me, { amount: '50' })).toMatchObject({
      __typename: 'InputError',
      code: 'LOAN_AMOUNT_OUT_OF_RANGE',
      field: 'amount',
      minimum: '100',
      maximum: '20000',
    });
    expect(await borrow(me, { signature: '' })).toMatchObject({
      __typename: 'InputError',
      code: 'LOAN_SIGNATURE_REQUIRED',
      field: 'signature',
    });
    expect(await borrow(me, { signature: await blankSignature() })).toMatchObject({
      code: 'LOAN_SIGNATURE_REQUIRED',
    });
    expect(await borrow(me, { signature: 'data:image/png;base64,aGVsbG8=' })).toMatchObject({
      __typename: 'InputError',
      code: 'IMAGE_FORMAT_INCORRECT',
      field: 'signature',
    });
    expect(await borrow(me, {}, me.demo)).toMatchObject({
      __typename: 'InputError',
      code: 'DEMO_ACCOUNT_DISABLED',
    });
    expect(await borrow(me, { collateralCurrency: 'ETH' })).toMatchObject({
      __typename: 'ServiceError',
      code: 'BALANCE_INSUFFICIENT',
    });
    expect(await repay(me, Buffer.from('Withdrawal:1').toString('base64'))).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
    });
  });

  it('expires an unpaid loan on the clock, liquidating collateral, and then refuses for the credit score (30001)', async () => {
    const me = await borrower(0);
    const asked = await borrow(me, { amount: '300', term: 7 });
    const loan = asked.loan as Loan;
    await ops(`/loans/${loan.loanId}/approve`);
    await passDays(me, 7 + 7 + 1);
    const mine = await stack.graphql<{
      viewer: { loans: { edges: { node: Loan & { liquidatedAmount: string } }[] } };
    }>(`{ viewer { loans(first: 1) { edges { node { ${LOAN_FIELDS} } } } } }`, {}, me.real);
    const expired = mine.data?.viewer.loans.edges[0]?.node;
    expect(expired).toMatchObject({ status: 'EXPIRED', damages: '4.20' });
    expect(Number(expired?.liquidatedAmount)).toBeGreaterThan(0);
    expect(await borrow(me, { amount: '100' })).toMatchObject({
      __typename: 'ServiceError',
      code: 'CREDIT_SCORE_INSUFFICIENT',
    });
    await credit(me.userId, 'USDT', 100_000n);
    expect(await repay(me, loan.id)).toMatchObject({ __typename: 'ServiceError', code: 'OPERATION_FAILED' });
  });
});
