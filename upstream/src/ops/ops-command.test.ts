import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanRecord } from '../loans/loans.ts';
import type { RechargeRecord } from '../money/recharges.ts';
import { borrow, fund, recordPrices } from '../test-support/loan-helpers.ts';
import { balances, depositForm, real } from '../test-support/money-helpers.ts';
import { pngProof } from '../test-support/proof-fixtures.ts';
import {
  createTestUser,
  startTestUpstream,
  type TestUpstream,
  testOperatorToken,
} from '../test-support/test-upstream.ts';
import { runOps } from './ops-command.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

async function ops(args: string[], token = testOperatorToken) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(
    args,
    { UPSTREAM_URL: t.upstream.url, OPERATOR_TOKEN: token },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run ops', () => {
  it('lists submitted deposits, approves one and the balance rises by exactly its amount', async () => {
    const user = await createTestUser(t);
    const deposit = (
      await t.upload('/user/recharge', depositForm({ amount: '150' }, await pngProof()), real(user.token))
    ).body.result as RechargeRecord;
    const listed = await ops(['deposits', 'list', '--status', 'submitted']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${deposit.id} ${deposit.orderNo} submitted`);
    const approved = await ops(['deposits', 'approve', String(deposit.id)]);
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.out).toContain('approved');
    expect((await balances(t, user.token)).USDT?.available).toBe('150.00');
    const again = await ops(['deposits', 'approve', String(deposit.id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('WRONG_STATE');
  });

  it('rejects a withdrawal with a remark and needs one', async () => {
    const user = await createTestUser(t);
    const deposit = (
      await t.upload('/user/recharge', depositForm({ amount: '300' }, await pngProof()), real(user.token))
    ).body.result as RechargeRecord;
    await ops(['deposits', 'approve', String(deposit.id)]);
    await t.post('/user/setFundPassword', { fundPassword: '123456' }, real(user.token));
    const address = await t.post(
      '/address/add',
      { currency: 'USDT', network: 'TRC20', address: 'TXYZ1234567890abcdefGHJKLmnopqrs' },
      real(user.token),
    );
    const withdrawal = await t.post(
      '/user/withdrawal',
      {
        method: 'USDT-TRC20',
        addressId: (address.body.result as { id: number }).id,
        amount: '100',
        fundPassword: '123456',
      },
      real(user.token),
    );
    const id = String((withdrawal.body.result as { id: number }).id);
    expect((await ops(['withdrawals', 'reject', id])).code).toBe(2);
    const rejected = await ops(['withdrawals', 'reject', id, '--remark', 'address on a sanctions list']);
    expect(rejected.code).toBe(0);
    expect(rejected.out).toContain('remark: address on a sanctions list');
    expect((await balances(t, user.token)).USDT).toEqual({ available: '300.00', held: '0.00' });
  });

  it('lists pending loans, approves one (the principal is paid out) and rejects another with a remark', async () => {
    const user = await createTestUser(t);
    await fund(t, user.token, 'BTC', '0.1');
    await recordPrices(t);
    const first = (await borrow(t, user.token, { amount: '200', term: 14 })).loan as LoanRecord;
    const second = (await borrow(t, user.token, { amount: '100', term: 7 })).loan as LoanRecord;
    const listed = await ops(['loans', 'list', '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${first.id} ${first.orderNo} pending`);
    expect(listed.out).toContain(`200.00 USDT for 14 d, collateral ${first.collateralAmount} BTC`);
    const approved = await ops(['loans', 'approve', String(first.id)]);
    expect(approved.code).toBe(0);
    expect(approved.out).toMatch(/repaying .* due \d{4}-\d{2}-\d{2} owes 200\.00/);
    expect((await balances(t, user.token)).USDT?.available).toBe('200.00');
    expect((await ops(['loans', 'reject', String(second.id)])).code).toBe(2);
    const rejected = await ops(['loans', 'reject', String(second.id), '--remark', 'collateral flagged']);
    expect(rejected.out).toContain('rejected');
    expect(rejected.out).toContain('remark: collateral flagged');
    expect((await balances(t, user.token)).BTC?.held).toBe(first.collateralAmount);
  });

  it('answers customer service: lists conversations, shows one (marking it read) and replies', async () => {
    const visitor = { 'x-chat-visitor': 'v'.repeat(40) };
    const sent = await t.post(
      '/chat/messages',
      { body: 'Is my deposit there?', clientKey: 'question-1' },
      visitor,
    );
    expect(sent.body).toMatchObject({ code: 200 });
    const conversationId = (sent.body.result as { conversationId: number }).conversationId;
    const listed = await ops(['chat', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${conversationId} visitor`);
    expect(listed.out).toContain('1 unread');
    const shown = await ops(['chat', 'show', String(conversationId)]);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/user +Is my deposit there\?/);
    expect((await ops(['chat', 'list'])).out).toContain('0 unread');
    const replied = await ops(['chat', 'reply', String(conversationId), '--text', 'Yes, it was approved.']);
    expect(replied).toMatchObject({ code: 0 });
    const page = await t.get('/chat/messages', visitor);
    const bodies = (page.body.result as { list: { author: string; body: string }[] }).list;
    expect(bodies.at(-1)).toMatchObject({ author: 'operator', body: 'Yes, it was approved.' });
    expect((await ops(['chat', 'reply', String(conversationId)])).code).toBe(2);
    expect((await ops(['chat', 'show', '999999'])).code).toBe(1);
  });

  it('refuses without the operator credential, and explains its usage', async () => {
    expect((await ops(['deposits', 'list'], 'wrong-token')).code).toBe(2);
    expect((await ops(['deposits', 'list'], '')).err).toContain('OPERATOR_TOKEN');
    const usage = await ops(['mortgages', 'list']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('usage: npm run ops');
  });

  it('runs as the script npm run ops starts, reading UPSTREAM_URL and OPERATOR_TOKEN', async () => {
    const script = fileURLToPath(new URL('../../../scripts/ops/ops.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script, 'withdrawals', 'list'], {
      env: { ...process.env, UPSTREAM_URL: t.upstream.url, OPERATOR_TOKEN: testOperatorToken },
    });
    expect(stdout).toMatch(/\d+ of \d+ \(page 1\)/);
  });
});
