import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops/ops-command.ts';
import { depositForm, real } from '../test-support/money-helpers.ts';
import { pngProof } from '../test-support/proof-fixtures.ts';
import {
  createTestUser,
  startTestUpstream,
  type TestUpstream,
  testOperatorToken,
} from '../test-support/test-upstream.ts';
import { type ChannelAddress, rechargeChannels } from './money-params.ts';

const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('receive addresses of a default start', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    // As `npm start` leaves them: no address configured.
    t = await startTestUpstream({ receiveAddresses: [] });
  });
  afterAll(() => t.close());

  const channel = async (currency: string, network: string) =>
    ((await t.get('/index/listRechargeChannels')).body.result as ChannelAddress[]).find(
      (c) => c.currency === currency && c.network === network,
    );
  const ops = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const env = { UPSTREAM_URL: t.upstream.url, OPERATOR_TOKEN: testOperatorToken };
    const code = await runOps(args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('offers no address and takes no deposit until the operator sets a well-formed one', async () => {
    expect(await channel('USDT', 'TRC20')).toEqual({
      currency: 'USDT',
      network: 'TRC20',
      address: null,
      minAmount: '120.00',
    });
    const user = await createTestUser(t);
    const refused = await t.upload('/user/recharge', depositForm({ amount: '150' }, await pngProof()), {
      ...real(user.token),
    });
    expect(refused.body).toMatchObject({ code: 400, result: { field: 'network' } });

    const set = await ops(['deposit-addresses', 'set', 'USDT', 'TRC20', tron]);
    expect(set).toMatchObject({ code: 0, out: `USDT/TRC20 configured ${tron}` });
    expect((await channel('USDT', 'TRC20'))?.address).toBe(tron);
    const accepted = await t.upload('/user/recharge', depositForm({ amount: '150' }, await pngProof()), {
      ...real(user.token),
    });
    expect(accepted.body.code).toBe(200);

    expect((await ops(['deposit-addresses', 'list'])).out).toContain('USDT/ERC20 not configured');
    expect(await ops(['deposit-addresses', 'clear', 'USDT', 'TRC20'])).toMatchObject({ code: 0 });
    expect((await channel('USDT', 'TRC20'))?.address).toBeNull();
  });

  it.each([
    ['USDT', 'TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'a Tron address'],
    ['USDT', 'ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'an Ethereum address'],
    ['BTC', 'BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'a Bitcoin mainnet address'],
    ['ETH', 'ERC20', 'SET-ETH-ERC20-RECEIVE-ADDRESS-IN-PARAMS', 'an Ethereum address'],
  ])(
    'refuses a malformed %s %s address with the format it expects, changing nothing',
    async (currency, network, address, expected) => {
      const refused = await ops(['deposit-addresses', 'set', currency, network, address]);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`malformed ${network} receive address: expected ${expected}`);
      expect((await channel(currency, network))?.address).toBeNull();
    },
  );

  it('answers a malformed stored address as none and reports it', async () => {
    const stored = JSON.stringify([{ currency: 'BTC', network: 'BTC', address: 'SET-BTC-RECEIVE-ADDRESS' }]);
    await t.upstream.db.query("UPDATE params SET value = $1 WHERE key = 'recharge_channels'", [stored]);
    const reported: ChannelAddress[] = [];
    const channels = await rechargeChannels(t.upstream.db, (c) => reported.push(c));
    expect(channels).toEqual([{ currency: 'BTC', network: 'BTC', address: null, minAmount: '0.01500000' }]);
    expect(reported).toEqual([{ currency: 'BTC', network: 'BTC', address: 'SET-BTC-RECEIVE-ADDRESS' }]);
    expect((await channel('BTC', 'BTC'))?.address).toBeNull();
  });
});
