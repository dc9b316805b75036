import type { LoanConfig, LoanQuota, LoanRecord } from '@swx/contract';
import { collateralFor, dayMs } from '@swx/contract/loan-terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../money/currencies.ts';
import {
  blankSignature,
  borrow,
  fund,
  passTime,
  recordPrice,
  recordPrices,
  setKycStatus,
} from '../test-support/loan-helpers.ts';
import { balances, demo, moneyRowCounts, real } from '../test-support/money-helpers.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';

type Entry = { reason: string; currency: string; amount: string; held: string; reference: string };

describe.each(testBackends())('loans on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
    await recordPrices(t);
  });
  afterAll(() => stop?.());

  /** A user holding 0.1 BTC on the real account (collateral for a few hundred USDT). */
  async function borrower(prefix = 'borrower') {
    const user = await createTestUser(t, prefix);
    await fund(t, user.token, 'BTC', '0.1');
    // Earlier tests move the clock by days: a fresh price values the collateral.
    await recordPrices(t);
    return user;
  }

  async function entries(token: string, reference: string): Promise<Entry[]> {
    const page = (await t.get('/user/listTransactions?pageSize=50', real(token))).body.result as {
      list: Entry[];
    };
    return page.list.filter((e) => e.reference === reference).reverse();
  }

  const quota = async (token: string) =>
    (await t.get('/user/loanQuota', real(token))).body.result as LoanQuota;

  it('answers the seeded parameters and the recorded collateral prices to anyone (the calculator)', async () => {
    const answer = await t.get('/user/loanConfig');
    expect(answer.body.code).toBe(200);
    const config = answer.body.result as LoanConfig;
    expect(config).toMatchObject({
      currency: 'USDT',
      terms: [7, 14, 30, 60, 90],
      interestFreeDays: 7,
      dailyRate: '0.0005',
      lateDailyRate: '0.002',
      graceDays: 7,
      minAmount: '100.00',
      maxUnverified: '500.00',
      maxVerified: '20000.00',
      collateralRatio: '1.5',
      minCreditScore: 60,
    });
    expect(config.collaterals.map((c) => [c.currency, c.marketCode])).toEqual([
      ['BTC', 'BTCUSDT'],
      ['ETH', 'ETHUSDT'],
    ]);
    expect(config.collaterals[0]?.price).toBe(await recordPrice(t, 'BTCUSDT'));
  });

  it('holds the collateral, pays out on approval, and repays principal plus the days used past the free ones', async () => {
    const user = await borrower();
    const price = await recordPrice(t, 'BTCUSDT');
    const answer = await borrow(t, user.token, { amount: '200', term: 30 });
    expect(answer.body).toMatchObject({ code: 200, notice: 20001 });
    const collateral = formatUnits(collateralFor(20000n, '1.5', price, 8) ?? 0n, 'BTC');
    expect(answer.loan).toMatchObject({
      amount: '200.00',
      term: 30,
      interestFreeDays: 7,
      totalInterest: '2.30',
      repaymentAmount: '202.30',
      collateralCurrency: 'BTC',
      collateralAmount: collateral,
      collateralPrice: price,
      status: 'pending',
      repaymentDate: null,
    });
    expect(answer.loan.orderNo).toMatch(/^LN\d{20}$/);
    const btcLeft = formatUnits(10_000_000n - (collateralFor(20000n, '1.5', price, 8) ?? 0n), 'BTC');
    expect((await balances(t, user.token)).BTC).toEqual({ available: btcLeft, held: collateral });

    const approvedAt = t.clock.now();
    const approved = await t.ops('POST', `/loans/${answer.loan.id}/approve`);
    expect(approved.body.result).toMatchObject({
      status: 'repaying',
      repaymentDate: approvedAt + 30 * dayMs,
      expiresAt: approvedAt + 37 * dayMs,
      amountDue: '200.00',
    });
    expect((await balances(t, user.token)).USDT?.available).toBe('200.00');

    // Day 10 (a started day counts): 3 days past the 7 free ones, 0.05 % a day on 200 = 0.30.
    await passTime(t, 9 * dayMs + 1, user);
    const listed = (await t.get('/user/listLoanRecord', real(user.token))).body.result as {
      list: LoanRecord[];
    };
    expect(listed.list[0]).toMatchObject({ status: 'repaying', interest: '0.30', amountDue: '200.30' });
    await fund(t, user.token, 'USDT', '150');
    const repaid = await t.post('/user/repayLoan', { id: answer.loan.id }, real(user.token));
    expect(repaid.body.result).toMatchObject({
      status: 'repaid',
      interest: '0.30',
      damages: '0.00',
      amountDue: '0.00',
    });
    expect(await balances(t, user.token)).toMatchObject({
      USDT: { available: '149.70', held: '0.00' },
      BTC: { available: '0.10000000', held: '0.00000000' },
    });
    expect((await entries(user.token, answer.loan.orderNo)).map((e) => [e.reason, e.amount, e.held])).toEqual(
      [
        ['loan_collateral_hold', `-${collateral}`, collateral],
        ['loan_disbursement', '200.00', '0.00'],
        ['loan_repayment', '-200.00', '0.00'],
        ['loan_interest', '-0.30', '0.00'],
        ['loan_collateral_release', collateral, `-${collateral}`],
      ],
    );
    const again = await t.post('/user/repayLoan', { id: answer.loan.id }, real(user.token));
    expect(again.body).toMatchObject({ code: 10092, result: { reason: 'WRONG_STATE', status: 'repaid' } });
  });

  it('refuses above the unverified limit by verification state: 10022, 30003, 10019; verified may borrow more', async () => {
    const user = await borrower();
    const before = await moneyRowCounts(t);
    expect((await borrow(t, user.token, { amount: '600' })).body.code).toBe(10022);
    await setKycStatus(t, user.id, 1);
    expect((await borrow(t, user.token, { amount: '600' })).body.code).toBe(30003);
    await setKycStatus(t, user.id, 3);
    expect((await borrow(t, user.token, { amount: '600' })).body.code).toBe(10019);
    expect(await moneyRowCounts(t)).toEqual(before);
    expect(await quota(user.token)).toMatchObject({ kycStatus: 3, limit: '500.00', available: '500.00' });
    await setKycStatus(t, user.id, 2);
    expect(await quota(user.token)).toMatchObject({ limit: '20000.00', available: '20000.00' });
    expect((await borrow(t, user.token, { amount: '600' })).body.code).toBe(200);
    expect(await quota(user.token)).toMatchObject({ outstanding: '600.00', available: '19400.00' });
  });

  it('counts what the user already owes against the limit', async () => {
    const user = await borrower();
    expect((await borrow(t, user.token, { amount: '400' })).body.code).toBe(200);
    expect((await borrow(t, user.token, { amount: '150' })).body.code).toBe(10022);
    expect((await borrow(t, user.token, { amount: '100' })).body.code).toBe(200);
  });

  it('refuses an amount outside the range with both bounds, a wrong term with 10023, and the demo account', async () => {
    const user = await borrower();
    await setKycStatus(t, user.id, 2);
    const before = await moneyRowCounts(t);
    expect((await borrow(t, user.token, { amount: '99.99' })).body).toMatchObject({
      code: 400,
      result: { reason: 'LOAN_AMOUNT_OUT_OF_RANGE', field: 'amount', minimum: '100', maximum: '20000' },
    });
    expect((await borrow(t, user.token, { amount: '20000.01' })).body.result).toMatchObject({
      reason: 'LOAN_AMOUNT_OUT_OF_RANGE',
    });
    expect((await borrow(t, user.token, { amount: '12.345' })).body.result).toMatchObject({
      reason: 'INPUT_INVALID',
      field: 'amount',
    });
    for (const term of [8, 0, '30.5', 'x', 100000])
      expect((await borrow(t, user.token, { term })).body.code).toBe(10023);
    expect((await borrow(t, user.token, { collateralCurrency: 'USDT' })).body.result).toMatchObject({
      field: 'collateralCurrency',
    });
    const fromDemo = await t.post(
      '/user/loan',
      { amount: '200', term: 30, collateralCurrency: 'BTC' },
      demo(user.token),
    );
    expect(fromDemo.body).toMatchObject({ code: 400, result: { reason: 'DEMO_ACCOUNT_DISABLED' } });
    expect((await t.post('/user/repayLoan', { id: 1 }, demo(user.token))).body.result).toMatchObject({
      reason: 'DEMO_ACCOUNT_DISABLED',
    });
    expect(await moneyRowCounts(t)).toEqual(before);
  });

  it('needs a signature with something drawn on it, in an image format, and keeps nothing when refused', async () => {
    const user = await borrower();
    const before = await moneyRowCounts(t);
    for (const signature of ['', await blankSignature()])
      expect((await borrow(t, user.token, { signature })).body.result).toMatchObject({
        reason: 'LOAN_SIGNATURE_REQUIRED',
        field: 'signature',
      });
    for (const signature of ['data:image/png;base64,aGVsbG8gd29ybGQ=', 'not base64!'])
      expect((await borrow(t, user.token, { signature })).body.result).toMatchObject({
        reason: 'IMAGE_FORMAT_INCORRECT',
        field: 'signature',
      });
    expect(await moneyRowCounts(t)).toEqual(before);
  });

  it('refuses without enough collateral (10026) and without a recent price to value it (10015)', async () => {
    const user = await createTestUser(t, 'nocoin');
    await recordPrices(t);
    expect((await borrow(t, user.token, { amount: '200' })).body.code).toBe(10026);
    await fund(t, user.token, 'ETH', '1');
    await t.upstream.db.query("DELETE FROM market_ticks WHERE market_code = 'ETHUSDT'");
    expect((await borrow(t, user.token, { collateralCurrency: 'ETH' })).body.code).toBe(10015);
    await recordPrices(t);
    expect((await borrow(t, user.token, { collateralCurrency: 'ETH' })).body.code).toBe(200);
  });

  it('answers a repeated key with the first loan, holding the collateral once, and refuses another body under it', async () => {
    const user = await borrower();
    const key = { 'idempotency-key': 'loan-key-1' };
    const first = await borrow(t, user.token, { amount: '150' }, key);
    const second = await borrow(t, user.token, { amount: '150' }, key);
    expect(second.loan.id).toBe(first.loan.id);
    expect((await balances(t, user.token)).BTC?.held).toBe(first.loan.collateralAmount);
    expect((await borrow(t, user.token, { amount: '160' }, key)).body.code).toBe(10092);
  });

  it('rejects with a remark (audit not passed) and returns the collateral; a second review moves nothing', async () => {
    const user = await borrower();
    const { loan } = await borrow(t, user.token, {});
    const rejected = await t.ops('POST', `/loans/${loan.id}/reject`, { remark: 'signature does not match' });
    expect(rejected.body.result).toMatchObject({ status: 'rejected', remark: 'signature does not match' });
    expect((await balances(t, user.token)).BTC).toEqual({ available: '0.10000000', held: '0.00000000' });
    expect((await t.ops('POST', `/loans/${loan.id}/approve`)).body.code).toBe(10092);
    expect((await t.ops('POST', `/loans/${loan.id}/reject`, {})).body.result).toMatchObject({
      field: 'remark',
    });
    expect((await t.ops('POST', '/loans/1/approve')).status).toBe(404);
  });

  it('charges damages past the due date, lowers the credit score while overdue and after a late repayment', async () => {
    const user = await borrower();
    const { loan } = await borrow(t, user.token, { amount: '200', term: 7 });
    await t.ops('POST', `/loans/${loan.id}/approve`);
    await passTime(t, 9 * dayMs, user);
    const overdue = (
      (await t.get('/user/listLoanRecord', real(user.token))).body.result as { list: LoanRecord[] }
    ).list[0];
    // 7 days, all interest-free; 2 days overdue at 0.2 % of 200 = 0.80.
    expect(overdue).toMatchObject({
      overdue: true,
      overdueDays: 2,
      interest: '0.00',
      damages: '0.80',
      amountDue: '200.80',
    });
    expect((await quota(user.token)).creditScore).toBe(85);
    expect((await t.post('/user/repayLoan', { id: loan.id }, real(user.token))).body.code).toBe(10026);
    await fund(t, user.token, 'USDT', '120');
    const repaid = await t.post('/user/repayLoan', { id: loan.id }, real(user.token));
    expect(repaid.body.result).toMatchObject({ status: 'repaid', damages: '0.80' });
    expect((await balances(t, user.token)).USDT?.available).toBe('119.20');
    expect((await t.post('/user/getUserInfo', {}, real(user.token))).body.result).toMatchObject({
      creditScore: 85,
    });
  });

  it('expires a loan unpaid past the grace days: liquidates the collateral covering the debt, releases the rest, then 30001', async () => {
    const user = await borrower();
    const { loan } = await borrow(t, user.token, { amount: '300', term: 14 });
    await t.ops('POST', `/loans/${loan.id}/approve`);
    await passTime(t, 21 * dayMs, user);
    await recordPrices(t);
    const price = await recordPrice(t, 'BTCUSDT');
    const [expired] = (
      (await t.get('/user/listLoanRecord', real(user.token))).body.result as { list: LoanRecord[] }
    ).list;
    // Debt: 300 + 7 charged days × 0.15 = 1.05 interest + 7 overdue days × 0.60 = 4.20 damages.
    const kept = collateralFor(30525n, '1', price, 8) ?? 0n;
    expect(expired).toMatchObject({
      status: 'expired',
      interest: '1.05',
      damages: '4.20',
      liquidatedAmount: formatUnits(kept, 'BTC'),
      liquidationPrice: price,
    });
    const reasons = (await entries(user.token, loan.orderNo)).map((e) => e.reason);
    expect(reasons).toEqual([
      'loan_collateral_hold',
      'loan_disbursement',
      'loan_collateral_liquidation',
      'loan_collateral_release',
    ]);
    expect((await balances(t, user.token)).BTC).toEqual({
      available: formatUnits(10_000_000n - kept, 'BTC'),
      held: '0.00000000',
    });
    expect((await quota(user.token)).creditScore).toBe(50);
    expect((await borrow(t, user.token, { amount: '100' })).body.code).toBe(30001);
    expect((await t.post('/user/repayLoan', { id: loan.id }, real(user.token))).body.result).toMatchObject({
      reason: 'WRONG_STATE',
      status: 'expired',
    });
  });

  it("never repays or shows another user's loan", async () => {
    const owner = await borrower();
    const other = await createTestUser(t, 'other');
    const { loan } = await borrow(t, owner.token, {});
    await t.ops('POST', `/loans/${loan.id}/approve`);
    expect((await t.post('/user/repayLoan', { id: loan.id }, real(other.token))).body.result).toMatchObject({
      reason: 'INPUT_INVALID',
      field: 'id',
    });
    expect((await t.get('/user/listLoanRecord', real(other.token))).body.result).toMatchObject({ total: 0 });
    expect((await t.get('/user/listLoanRecord')).status).toBe(401);
  });
});
