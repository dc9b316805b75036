import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords.ts';
import { balances, demo, depositForm, moneyRowCounts, real } from '../test-support/money-helpers.ts';
import { pngProof } from '../test-support/proof-fixtures.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { fundPasswordLockMs } from './fund-password.ts';
import type { RechargeRecord } from './recharges.ts';
import type { WithdrawalRecord } from './withdrawals.ts';

const trc20 = 'TXYZ1234567890abcdefGHJKLmnopqrs';

describe.each(testBackends())('withdrawals, addresses and the fund password on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  /** A user with 500 USDT deposited and approved, fund password 123456, and one TRC20 address. */
  async function fundedUser() {
    const user = await createTestUser(t, 'payer');
    const deposit = await t.upload(
      '/user/recharge',
      depositForm({ amount: '500' }, await pngProof()),
      real(user.token),
    );
    await t.ops('POST', `/recharges/${(deposit.body.result as RechargeRecord).id}/approve`);
    expect(
      (await t.post('/user/setFundPassword', { fundPassword: '123456' }, real(user.token))).body.code,
    ).toBe(200);
    const address = await t.post(
      '/address/add',
      { currency: 'USDT', network: 'TRC20', address: trc20, label: 'my wallet' },
      real(user.token),
    );
    return { ...user, addressId: (address.body.result as { id: number }).id };
  }

  const withdraw = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.post('/user/withdrawal', body, { ...real(token), ...headers });

  it('holds the amount on submit, releases it on rejection with the remark, each a ledger entry', async () => {
    const user = await fundedUser();
    const answer = await withdraw(user.token, {
      method: 'USDT-TRC20',
      addressId: user.addressId,
      amount: '100',
      fundPassword: '123456',
    });
    expect(answer.body).toMatchObject({ code: 200, notice: 20003 });
    const record = answer.body.result as WithdrawalRecord;
    expect(record).toMatchObject({
      method: 'USDT-TRC20',
      currency: 'USDT',
      network: 'TRC20',
      address: trc20,
      amount: '100.00',
      fee: '1.00',
      received: '99.00',
      status: 'submitted',
    });
    expect((await balances(t, user.token)).USDT).toEqual({ available: '400.00', held: '100.00' });
    const rejected = await t.ops('POST', `/withdrawals/${record.id}/reject`, { remark: 'address flagged' });
    expect(rejected.body.result).toMatchObject({ status: 'rejected', remark: 'address flagged' });
    expect((await balances(t, user.token)).USDT).toEqual({ available: '500.00', held: '0.00' });
    const ledger = (await t.get('/user/listTransactions', real(user.token))).body.result as {
      list: { reason: string; amount: string; held: string }[];
    };
    expect(ledger.list.slice(0, 2)).toMatchObject([
      { reason: 'withdrawal_release', amount: '100.00', held: '-100.00' },
      { reason: 'withdrawal_hold', amount: '-100.00', held: '100.00' },
    ]);
    expect((await t.get('/user/listWithdrwal?status=rejected', real(user.token))).body.result).toMatchObject({
      total: 1,
      list: [{ id: record.id }],
    });
  });

  it('pays on completion after approval: the held amount leaves as payout and fee', async () => {
    const user = await fundedUser();
    const record = (
      await withdraw(user.token, {
        method: 'USDT-TRC20',
        addressId: user.addressId,
        amount: '200',
        fundPassword: '123456',
      })
    ).body.result as WithdrawalRecord;
    // Completion needs approval first.
    expect((await t.ops('POST', `/withdrawals/${record.id}/complete`)).body.result).toEqual({
      reason: 'WRONG_STATE',
      status: 'submitted',
    });
    expect((await t.ops('POST', `/withdrawals/${record.id}/approve`)).body.result).toMatchObject({
      status: 'approved',
    });
    expect((await balances(t, user.token)).USDT).toEqual({ available: '300.00', held: '200.00' });
    const completed = await t.ops('POST', `/withdrawals/${record.id}/complete`);
    expect(completed.body.result).toMatchObject({ status: 'completed', completedAt: t.clock.now() });
    expect((await balances(t, user.token)).USDT).toEqual({ available: '300.00', held: '0.00' });
    expect((await t.ops('POST', `/withdrawals/${record.id}/reject`, { remark: 'late' })).body.code).toBe(
      10092,
    );
    const ledger = (await t.get('/user/listTransactions?pageSize=3', real(user.token))).body.result as {
      list: { reason: string; amount: string; held: string }[];
    };
    expect(ledger.list).toMatchObject([
      { reason: 'withdrawal_fee', amount: '0.00', held: '-2.00' },
      { reason: 'withdrawal_paid', amount: '0.00', held: '-198.00' },
      { reason: 'withdrawal_hold', amount: '-200.00', held: '200.00' },
    ]);
  });

  it('answers each rule with its code and leaves every row as it was', async () => {
    const user = await fundedUser();
    const ok = { method: 'USDT-TRC20', addressId: user.addressId, amount: '100', fundPassword: '123456' };
    const before = await moneyRowCounts(t);
    const other = await createTestUser(t);
    const foreign = await t.post(
      '/address/add',
      { currency: 'USDT', network: 'TRC20', address: trc20 },
      real(other.token),
    );
    const countsAfterForeign = await moneyRowCounts(t);
    const cases: [Record<string, unknown>, number, unknown?][] = [
      [{ ...ok, method: '' }, 10025],
      [{ ...ok, method: 'DOGE' }, 10025],
      [{ ...ok, addressId: undefined }, 10021],
      [{ ...ok, addressId: (foreign.body.result as { id: number }).id }, 10021],
      [{ ...ok, method: 'USDT-ERC20' }, 10021],
      [{ ...ok, amount: '10.001' }, 400, { reason: 'INPUT_INVALID', field: 'amount' }],
      [{ ...ok, amount: '19.99' }, 30005],
      [{ ...ok, amount: '600' }, 10026],
      [{ ...ok, fundPassword: '12345' }, 400, { reason: 'FUND_PASSWORD_FORMAT', field: 'fundPassword' }],
      [{ ...ok, fundPassword: '654321' }, 10004],
    ];
    for (const [body, code, result] of cases) {
      const answer = await withdraw(user.token, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
      if (result) expect(answer.body.result).toEqual(result);
    }
    expect(await moneyRowCounts(t)).toEqual(countsAfterForeign);
    expect(before?.withdrawals).toBe(countsAfterForeign?.withdrawals);
    // 30004: the funds exist but a pending withdrawal holds them.
    expect((await withdraw(user.token, { ...ok, amount: '450' })).body.code).toBe(200);
    expect((await withdraw(user.token, { ...ok, amount: '100' })).body.code).toBe(30004);
    // KYC where the operator says so.
    await t.upstream.db.query("UPDATE params SET value = 'true' WHERE key = 'withdraw_kyc_required'");
    expect((await withdraw(user.token, { ...ok, amount: '20' })).body.code).toBe(10022);
    await t.upstream.db.query("UPDATE params SET value = 'false' WHERE key = 'withdraw_kyc_required'");
    // The demo account cannot withdraw.
    expect((await t.post('/user/withdrawal', ok, demo(user.token))).body.result).toEqual({
      reason: 'DEMO_ACCOUNT_DISABLED',
      field: 'virtually',
    });
  });

  it('locks the fund password after five misses in a row, for 15 minutes, even for the right one', async () => {
    const user = await fundedUser();
    const ok = { method: 'USDT-TRC20', addressId: user.addressId, amount: '100', fundPassword: '123456' };
    for (let i = 0; i < 5; i += 1)
      expect((await withdraw(user.token, { ...ok, fundPassword: '000000' })).body.code).toBe(10004);
    const locked = await t.request('POST', '/user/withdrawal', ok, real(user.token));
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, result: { retryAfterSeconds: 900 } });
    expect(locked.headers.get('retry-after')).toBe('900');
    t.clock.advance(fundPasswordLockMs);
    expect((await withdraw(user.token, ok)).body.code).toBe(200);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal, holding once', async () => {
    const user = await fundedUser();
    const body = { method: 'USDT-TRC20', addressId: user.addressId, amount: '100', fundPassword: '123456' };
    const key = { 'idempotency-key': 'wd-1' };
    const first = (await withdraw(user.token, body, key)).body.result as WithdrawalRecord;
    const again = (await withdraw(user.token, body, key)).body.result as WithdrawalRecord;
    expect(again.id).toBe(first.id);
    expect((await withdraw(user.token, { ...body, amount: '101' }, key)).body.code).toBe(10092);
    expect((await balances(t, user.token)).USDT).toEqual({ available: '400.00', held: '100.00' });
  });

  it('sets the fund password once; changing it needs the login password', async () => {
    const user = await createTestUser(t);
    await t.upstream.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword('login-pass'),
    ]);
    expect(
      (await t.post('/user/setFundPassword', { fundPassword: '12ab56' }, real(user.token))).body.result,
    ).toEqual({
      reason: 'FUND_PASSWORD_FORMAT',
      field: 'fundPassword',
    });
    expect(
      (await t.post('/user/setFundPassword', { fundPassword: '111111' }, real(user.token))).body.code,
    ).toBe(200);
    expect((await t.post('/user/getUserInfo', undefined, real(user.token))).body.result).toMatchObject({
      fundPasswordSet: true,
    });
    expect(
      (await t.post('/user/setFundPassword', { fundPassword: '222222' }, real(user.token))).body.code,
    ).toBe(10004);
    expect(
      (await t.post('/user/setFundPassword', { fundPassword: '222222', password: 'wrong' }, real(user.token)))
        .body.code,
    ).toBe(10004);
    expect(
      (
        await t.post(
          '/user/setFundPassword',
          { fundPassword: '222222', password: 'login-pass' },
          real(user.token),
        )
      ).body,
    ).toMatchObject({ code: 200, notice: 20005 });
    const stored = await t.upstream.db.query('SELECT fund_password_hash AS h FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(String(stored[0]?.h)).toMatch(/^scrypt\$/);
  });

  it('changes the login password while signed in and keeps only the asking session', async () => {
    const user = await createTestUser(t);
    await t.upstream.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword('old-pass'),
    ]);
    const other = await t.post('/login/login', {
      userName: (await t.upstream.db.query('SELECT user_name FROM users WHERE id = $1', [user.id]))[0]
        ?.user_name,
      password: 'old-pass',
    });
    const otherToken = (other.body.result as { token: string }).token;
    expect(
      (await t.post('/user/repassword', { oldPassword: 'nope', password: 'new-pass' }, real(user.token))).body
        .code,
    ).toBe(10004);
    expect(
      (await t.post('/user/repassword', { oldPassword: 'old-pass', password: '123' }, real(user.token))).body
        .code,
    ).toBe(10004);
    expect((await t.post('/user/repassword', { oldPassword: 'old-pass', password: 'new-pass' })).status).toBe(
      401,
    );
    const changed = await t.post(
      '/user/repassword',
      { oldPassword: 'old-pass', password: 'new-pass' },
      real(user.token),
    );
    expect(changed.body).toMatchObject({ code: 200, notice: 20005 });
    expect((await t.post('/user/getUserInfo', undefined, real(user.token))).body.code).toBe(200);
    expect((await t.post('/user/getUserInfo', undefined, real(otherToken))).status).toBe(401);
  });

  it('adds, updates and deletes addresses of the caller only', async () => {
    const user = await createTestUser(t);
    const add = (body: Record<string, unknown>) => t.post('/address/add', body, real(user.token));
    expect((await add({ currency: 'USDT', network: 'TRC20', address: '' })).body.code).toBe(10021);
    expect((await add({ currency: 'XRP', network: 'TRC20', address: trc20 })).body.result).toEqual({
      reason: 'INPUT_INVALID',
      field: 'currency',
    });
    expect((await add({ currency: 'USDT', network: 'SOL', address: trc20 })).body.result).toMatchObject({
      field: 'network',
    });
    expect(
      (await add({ currency: 'USDT', network: 'TRC20', address: 'bad address!' })).body.result,
    ).toMatchObject({
      field: 'address',
    });
    const added = (
      await add({ currency: 'btc', network: 'BTC', address: 'bc1qexampleaddress0000000000', label: 'cold' })
    ).body.result as { id: number };
    expect(added).toMatchObject({ currency: 'BTC', network: 'BTC', label: 'cold' });
    const updated = await t.post(
      '/address/update',
      {
        id: added.id,
        currency: 'BTC',
        network: 'BTC',
        address: 'bc1qotheraddress11111111111',
        label: 'warm',
      },
      real(user.token),
    );
    expect(updated.body.result).toMatchObject({
      id: added.id,
      address: 'bc1qotheraddress11111111111',
      label: 'warm',
    });
    const stranger = await createTestUser(t);
    expect(
      (await t.request('DELETE', `/address/delete/${added.id}`, undefined, real(stranger.token))).body.result,
    ).toEqual({
      reason: 'INPUT_INVALID',
      field: 'id',
    });
    expect((await t.get('/address/list', real(user.token))).body.result).toHaveLength(1);
    expect(
      (await t.request('DELETE', `/address/delete/${added.id}`, undefined, real(user.token))).body.code,
    ).toBe(200);
    expect((await t.get('/address/list', real(user.token))).body.result).toEqual([]);
  });
});
