import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpstreamClient } from './client.ts';
import { PublicParameters } from './parameters.ts';

// A scripted upstream: home_fee_rate is set (and changes), anything else is not configured (10018).
let feeRate = '0.1%';
const asked: string[] = [];
let fake: Server;
let upstream: UpstreamClient;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    asked.push(key);
    res.writeHead(200, { 'content-type': 'application/json' });
    setTimeout(() => {
      res.end(
        JSON.stringify(
          key === 'home_fee_rate'
            ? { code: 200, msg: '', result: feeRate }
            : { code: 10018, msg: 'system parameter failed', result: null },
        ),
      );
    }, 30);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  upstream = new UpstreamClient({
    baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    timeoutMs: 2_000,
    connectTimeoutMs: 1_000,
  });
});
afterAll(async () => {
  await upstream.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe("the operator's parameters in the gateway", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a parameter once for concurrent and later readers, then again when it is old', async () => {
    // Only Date is fake: the age of a kept value moves when the test says, the sockets keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const parameters = new PublicParameters(upstream, { ttlMs: 300 });
    asked.length = 0;
    const values = await Promise.all(Array.from({ length: 10 }, () => parameters.get('home_fee_rate')));
    expect(values).toEqual(Array(10).fill('0.1%'));
    expect(await parameters.get('home_fee_rate')).toBe('0.1%');
    expect(asked).toEqual(['home_fee_rate']);
    feeRate = '0.08%';
    vi.advanceTimersByTime(299);
    expect(await parameters.get('home_fee_rate')).toBe('0.1%');
    expect(asked).toEqual(['home_fee_rate']);
    vi.advanceTimersByTime(1);
    expect(await parameters.get('home_fee_rate')).toBe('0.08%');
    expect(asked).toEqual(['home_fee_rate', 'home_fee_rate']);
  });

  it('keeps a key the operator has not set as null, without asking again', async () => {
    const parameters = new PublicParameters(upstream);
    asked.length = 0;
    expect(await parameters.get('no_such_key')).toBeNull();
    expect(await parameters.get('no_such_key')).toBeNull();
    expect(asked).toEqual(['no_such_key']);
  });
});
