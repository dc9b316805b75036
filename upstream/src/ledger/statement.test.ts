import type { Statement } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { real } from '../test-support/money-helpers.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { lockAccount, postEntry } from './ledger.ts';

const HOUR = 3_600_000;
// Midnight of 2026-01-05 in Tokyo (UTC+9).
const from = Date.UTC(2026, 0, 4, 15);

describe.each(testBackends())('the statement on $name', (backend) => {
  let t: TestUpstream;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  it('sums a range by kind from the balance before it, counts results by the user\u2019s days, and filters entries', async () => {
    const user = await createTestUser(t, 'stmt');
    await t.upstream.db.transaction(async (tx) => {
      const account = await lockAccount(tx, user.id, 'real', from - HOUR);
      await postEntry(tx, account, 'recharge', 'RC1', 50_000, from - 1);
      await postEntry(tx, account, 'options_stake', 'OP1', -1_000, from);
      await postEntry(tx, account, 'options_payout', 'OP1', 1_800, from + 23 * HOUR);
      // 2026-01-06 00:30 in Tokyo, still the 5th in UTC.
      await postEntry(tx, account, 'smart_profit', 'SP1', 120, from + 24 * HOUR + HOUR / 2);
      await postEntry(tx, account, 'withdrawal_hold', 'WD1', -2_000, from + 25 * HOUR, 2_000n);
      await postEntry(tx, account, 'options_stake', 'OP2', -500, from + 48 * HOUR);
    });
    const query = `from=${from}&to=${from + 48 * HOUR}&timeZone=Asia/Tokyo`;
    const answer = await t.get(`/user/statement?${query}&kinds=orders,plans&pageSize=2`, real(user.token));
    expect(answer.body.code).toBe(200);
    const statement = answer.body.result as Statement;
    expect(statement).toMatchObject({ opening: '500.00', closing: '489.20', timeZone: 'Asia/Tokyo' });
    expect(statement.totals.filter((total) => total.count > 0)).toEqual([
      { kind: 'orders', amount: '8.00', count: 2 },
      { kind: 'withdrawals', amount: '-20.00', count: 1 },
      { kind: 'plans', amount: '1.20', count: 1 },
    ]);
    expect(statement.profit).toEqual([
      { day: '2026-01-05', amount: '8.00' },
      { day: '2026-01-06', amount: '1.20' },
    ]);
    expect(statement.entries.total).toBe(3);
    expect(statement.entries.list.map((entry) => entry.reference)).toEqual(['OP1', 'OP1']);
  });

  it('refuses a range that ends before it starts or spans more than a year, an unknown kind or time zone', async () => {
    const user = await createTestUser(t, 'stmt');
    const refused = async (query: string) =>
      (await t.get(`/user/statement?${query}`, real(user.token))).body.result as { field: string };
    expect(await refused(`from=${from}&to=${from}`)).toMatchObject({ field: 'to' });
    expect(await refused(`from=${from}&to=${from + 367 * 24 * HOUR}`)).toMatchObject({ field: 'to' });
    expect(await refused(`from=${from}&to=${from + HOUR}&kinds=fees`)).toMatchObject({ field: 'kinds' });
    expect(await refused(`from=${from}&to=${from + HOUR}&timeZone=Mars/Olympus`)).toMatchObject({
      field: 'timeZone',
    });
  });
});
