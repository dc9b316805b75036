import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserSessions } from '../accounts/sessions.ts';
import { lockAccount, postEntry } from '../ledger/ledger.ts';
import { fund } from '../test-support/loan-helpers.ts';
import {
  advanceAndTick,
  createTestUser,
  startTestUpstream,
  type TestUpstream,
} from '../test-support/test-upstream.ts';
import { maxStreamsPerUser } from '../trading/account-events.ts';
import type { OptionsOrder } from '../trading/options-orders.ts';

let t: TestUpstream;

beforeAll(async () => {
  t = await startTestUpstream({ seed: 3 });
  await advanceAndTick(t);
});
afterAll(() => t.close());

type Message = { event: string; data: unknown };

/** Reads server-sent events off a fetch body, one message per blank-line-terminated block. */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<Message> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
      if (event && data !== undefined) yield { event, data: JSON.parse(data) };
      end = buffer.indexOf('\n\n');
    }
  }
}

async function openStream(token: string) {
  const abort = new AbortController();
  const response = await fetch(`${t.upstream.url}/swx/customer/user/events`, {
    headers: { authorization: token },
    signal: abort.signal,
  });
  if (!response.body) throw new Error('no body');
  return { response, stream: messages(response.body), abort };
}

const buy = async (token: string, mode: 'YES' | 'NO' = 'YES') =>
  (
    await t.post(
      '/order/buyOptions',
      { code: 'BTCUSDT', direction: 'up', amount: '10', limitTime: 30 },
      { authorization: token, virtually: mode },
    )
  ).body.result as OptionsOrder;

/** The next event is the balance change of a stake on the demo account (opened by it). */
async function stakeTold(stream: AsyncGenerator<Message>): Promise<boolean> {
  const { value } = await stream.next();
  return value?.event === 'balanceChanged' && (value.data as { reason: string }).reason === 'options_stake';
}

describe('GET /user/events', () => {
  it('refuses a missing or unknown token with the 401 envelope', async () => {
    const answer = await t.get('/user/events', { authorization: 'nope' });
    expect(answer).toMatchObject({ status: 401, body: { code: 401, result: null } });
  });

  it('says ready once registered, then pushes each settled order of the user exactly as stored', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const { response, stream, abort } = await openStream(user.token);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await stream.next()).value).toEqual({ event: 'ready', data: {} });

    const order = await buy(user.token);
    await buy(other.token);
    // The stake's balance change comes first; the other user's is not sent here.
    expect(await stakeTold(stream)).toBe(true);
    for (let s = 0; s < 31; s += 1) await advanceAndTick(t);
    const pushed = (await stream.next()).value as Message;
    const stored = (await t.get(`/order/getOptionsOrderById/${order.id}`, { authorization: user.token })).body
      .result as OptionsOrder;
    expect(stored.status).toBe('closed');
    expect(pushed).toEqual({ event: 'optionsOrderSettled', data: { order: stored } });

    abort.abort();
    await t.upstream.events.until((events) => events.listenerCount(user.id) === 0);
  });

  it('ends the stream when the session ends, sending nothing more to the old token', async () => {
    const user = await createTestUser(t);
    const { stream } = await openStream(user.token);
    expect((await stream.next()).value?.event).toBe('ready');
    await buy(user.token);
    expect(await stakeTold(stream)).toBe(true);
    await endUserSessions(t.upstream.db, user.id);
    for (let s = 0; s < 31; s += 1) await advanceAndTick(t);
    // The settlement is not sent to a signed-out token: the stream ends instead.
    expect((await stream.next()).done).toBe(true);
    expect(t.upstream.events.listenerCount(user.id)).toBe(0);
    expect((await t.get('/user/events', { authorization: user.token })).status).toBe(401);
  });

  it('tells each committed balance change once per account, after the commit, and a review as it concludes', async () => {
    const user = await createTestUser(t);
    const { stream, abort } = await openStream(user.token);
    expect((await stream.next()).value?.event).toBe('ready');
    const write = (entries: bigint[], fail: boolean) =>
      t.upstream.db.transaction(async (tx) => {
        const account = await lockAccount(tx, user.id, 'real', t.clock.now());
        for (const amount of entries)
          await postEntry(tx, account, 'invite_reward', 'R1', amount, t.clock.now());
        if (fail) throw new Error('rolled back');
      });
    // A rolled back write is never told: the next event is the committed one after it.
    await expect(write([70_00n], true)).rejects.toThrow('rolled back');
    await write([25_00n, 5_00n], false);
    expect((await stream.next()).value).toEqual({
      event: 'balanceChanged',
      data: {
        mode: 'real',
        currency: 'USDT',
        balance: '30.00',
        held: '0.00',
        reason: 'invite_reward',
        reference: 'R1',
      },
    });

    // An approved deposit: its balance, then the review's outcome, then the notification.
    await fund(t, user.token, 'USDT', '150');
    const next = async () => ((await stream.next()).value as Message).event;
    expect((await stream.next()).value).toMatchObject({
      event: 'balanceChanged',
      data: { mode: 'real', balance: '180.00', reason: 'recharge' },
    });
    expect((await stream.next()).value).toMatchObject({
      event: 'reviewConcluded',
      data: { subject: 'recharge', status: 'approved' },
    });
    expect(await next()).toBe('notificationAdded');
    abort.abort();
    await t.upstream.events.until((events) => events.listenerCount(user.id) === 0);
  });

  it('refuses more than its bound of open streams per user with 429 and Retry-After', async () => {
    const user = await createTestUser(t);
    const open = await Promise.all(Array.from({ length: maxStreamsPerUser }, () => openStream(user.token)));
    const refused = await t.request('GET', '/user/events', undefined, { authorization: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, result: { retryAfterSeconds: 5 } });
    expect(refused.headers.get('retry-after')).toBe('5');
    for (const stream of open) stream.abort.abort();
    await t.upstream.events.until((events) => events.listenerCount(user.id) === 0);
  });
});
