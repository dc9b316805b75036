import type { Notification } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/sessions.ts';
import { insertUser } from '../accounts/users.ts';
import type { RechargeRecord } from '../money/recharges.ts';
import { depositForm, real } from '../test-support/money-helpers.ts';
import { pngProof } from '../test-support/proof-fixtures.ts';
import {
  advanceAndTick,
  createTestUser,
  startTestUpstream,
  type TestUpstream,
} from '../test-support/test-upstream.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream({ seed: 3, autoReviewSeconds: 30 });
  await advanceAndTick(t);
});
afterAll(() => t.close());

/** The first `notificationAdded` message of an event stream (after `ready`). */
async function nextNotification(token: string, act: () => Promise<unknown>) {
  const abort = new AbortController();
  const response = await fetch(`${t.upstream.url}/swx/customer/user/events`, {
    headers: { authorization: token },
    signal: abort.signal,
  });
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let acted = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
      if (!acted && buffer.includes('event: ready')) {
        acted = true;
        await act();
      }
      const match = /event: notificationAdded\ndata: (.*)\n\n/.exec(buffer);
      if (match?.[1]) return JSON.parse(match[1]) as { notification: Notification; unread: number };
    }
  } finally {
    abort.abort();
  }
}

const submitDeposit = async (token: string, amount = '150') =>
  (await t.upload('/user/recharge', depositForm({ amount }, await pngProof()), real(token))).body
    .result as RechargeRecord;

describe('notifications', () => {
  it('pushes a review outcome on the event stream and counts it unread until marked read', async () => {
    const user = await createTestUser(t);
    const record = await submitDeposit(user.token);
    const pushed = await nextNotification(user.token, () => t.ops('POST', `/recharges/${record.id}/approve`));
    expect(pushed).toMatchObject({
      unread: 1,
      notification: {
        type: 'rechargeApproved',
        reference: record.orderNo,
        currency: 'USDT',
        amount: '150.00',
        read: false,
      },
    });
    expect((await t.get('/user/unreadNotificationCount', real(user.token))).body.result).toEqual({
      unread: 1,
    });
    const list = (await t.get('/user/listNotification', real(user.token))).body.result as {
      list: Notification[];
    };
    expect(list.list).toHaveLength(1);
    const marked = await t.post(
      '/user/readNotification',
      { ids: [pushed.notification.id] },
      real(user.token),
    );
    expect(marked.body.result).toEqual({ unread: 0 });
    expect((await t.post('/user/readNotification', { ids: ['x'] }, real(user.token))).body.result).toEqual({
      reason: 'INPUT_INVALID',
      field: 'ids',
    });
  });

  it('notifies security events: fund password set, address added', async () => {
    const user = await createTestUser(t);
    await t.post('/user/setFundPassword', { fundPassword: '123456' }, real(user.token));
    await t.post(
      '/address/add',
      { currency: 'ETH', network: 'ERC20', address: '0xabcdef0123456789abcdef' },
      real(user.token),
    );
    const list = (await t.get('/user/listNotification?status=unread', real(user.token))).body.result as {
      list: Notification[];
    };
    expect(list.list.map((n) => n.type)).toEqual(['addressAdded', 'fundPasswordSet']);
    expect((await t.post('/user/readNotification', {}, real(user.token))).body.result).toEqual({ unread: 0 });
  });

  it('notifies an options settlement', async () => {
    const user = await createTestUser(t);
    const order = await t.post(
      '/order/buyOptions',
      { code: 'BTCUSDT', direction: 'up', amount: '10', limitTime: 30 },
      { authorization: user.token, virtually: 'YES' },
    );
    expect(order.body.code).toBe(200);
    for (let i = 0; i < 32; i += 1) await advanceAndTick(t);
    const list = (await t.get('/user/listNotification', real(user.token))).body.result as {
      list: Notification[];
    };
    expect(list.list[0]).toMatchObject({
      type: 'optionsOrderSettled',
      reference: (order.body.result as { orderNo: string }).orderNo,
    });
  });

  it('approves deposits and pays withdrawals by itself after DEMO_AUTO_REVIEW seconds', async () => {
    const user = await createTestUser(t);
    const record = await submitDeposit(user.token, '200');
    await advanceAndTick(t, 29_000);
    expect((await t.ops('GET', '/recharges?status=submitted')).body.result).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ id: record.id })]),
    });
    await advanceAndTick(t, 1_000);
    const after = (await t.get('/user/listRecharge', real(user.token))).body.result as {
      list: RechargeRecord[];
    };
    expect(after.list[0]).toMatchObject({ id: record.id, status: 'approved' });
  });
});

describe('invite', () => {
  it('links an invitee by code and credits the inviter once, on the first approved deposit', async () => {
    const inviter = await createTestUser(t, 'inviter');
    const summary = await t.get('/user/invite', real(inviter.token));
    const code = (summary.body.result as { inviteCode: string }).inviteCode;
    expect(summary.body.result).toMatchObject({
      inviteLink: `/pass/register?inviteCode=${code}`,
      inviteeCount: 0,
      rewards: [],
      rewardRate: '0.05',
    });
    // Registration through the HTTP route links by code (as accounts.test shows); here the row is inserted directly.
    const invitee = await insertUser(
      t.upstream.db,
      {
        userName: 'invitee_one',
        email: 'invitee_one@example.com',
        passwordHash: 'x',
        areaCode: null,
        phone: null,
        invitedBy: inviter.id,
      },
      t.clock.now(),
    );
    if (!invitee) throw new Error('no invitee');
    const token = (await createSession(t.upstream.db, invitee.id, t.clock.now())).token;
    const first = await submitDeposit(token, '200');
    const second = await submitDeposit(token, '300');
    await t.ops('POST', `/recharges/${second.id}/reject`, { remark: 'duplicate' });
    await t.ops('POST', `/recharges/${first.id}/approve`);
    const third = await submitDeposit(token, '400');
    await t.ops('POST', `/recharges/${third.id}/approve`);
    expect((await t.get('/user/invite', real(inviter.token))).body.result).toMatchObject({
      inviteeCount: 1,
      rewards: [{ currency: 'USDT', amount: '10.00' }],
    });
    expect((await t.get('/user/listInvitees', real(inviter.token))).body.result).toMatchObject({
      total: 1,
      list: [{ userName: 'in***e', reward: { currency: 'USDT', amount: '10.00' } }],
    });
    expect((await t.get('/user/listInviteRewards', real(inviter.token))).body.result).toMatchObject({
      list: [{ inviteeUserName: 'in***e', amount: '10.00', rechargeOrderNo: first.orderNo }],
    });
    const balances = (await t.get('/user/balances', real(inviter.token))).body.result;
    expect(balances).toContainEqual({ currency: 'USDT', available: '10.00', held: '0.00' });
    const types = (
      (await t.get('/user/listNotification', real(inviter.token))).body.result as { list: Notification[] }
    ).list.map((n) => n.type);
    expect(types).toEqual(['inviteReward']);
  });
});
