// What a hostile query costs the gateway now: each bomb of the hardening issues, sent a number of
// times, with the median answer time and the gateway's memory before and after, measured side by
// side with a plain market-list query in this one run.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { request } from 'undici';
import { median, startBenchStack } from './stack.ts';

const ROUNDS = 30;

// A full collection before each reading, so the numbers are what stays alive, not garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

type Bomb = { name: string; body: string };

function bombs(): Bomb[] {
  const klines = Array.from(
    { length: 2_000 },
    (_, i) => `k${i}: klines(code: "BTCUSDT", interval: DAY) { time }`,
  );
  // Short aliases, so the document stays under the 128 KiB body limit and meets the alias limit.
  const markets = Array.from({ length: 3_000 }, (_, i) => `m${i}:markets(type:CRYPTO){recentPrices}`);
  return [
    {
      name: 'plain market list (for comparison)',
      body: JSON.stringify({ query: '{ markets(type: CRYPTO) { code } }' }),
    },
    { name: '2,000 aliases of klines', body: JSON.stringify({ query: `{ ${klines.join(' ')} }` }) },
    { name: '3,000 aliases of markets', body: JSON.stringify({ query: `{ ${markets.join(' ')} }` }) },
    { name: 'depth 5,000', body: JSON.stringify({ query: `${'{ a '.repeat(5_000)}${'}'.repeat(5_000)}` }) },
    { name: '20,000 tokens', body: JSON.stringify({ query: `{ ${'a '.repeat(20_000)}}` }) },
    {
      name: '20 MB of tokens (body limit)',
      body: JSON.stringify({ query: `{ ${'a '.repeat(10_000_000)}}` }),
    },
  ];
}

export async function hostileQueries(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const url = `${stack.gateway.url}/graphql`;
    console.log(
      'hostile queries against the gateway, %d rounds each (median answer time, reply size)',
      ROUNDS,
    );
    const list = bombs(); // built first: the 20 MB bomb itself must not count as the gateway's growth
    const heapBefore = heapMb();
    for (const bomb of list) {
      const times: number[] = [];
      let size = 0;
      let code = '';
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const response = await request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bomb.body,
        });
        const text = await response.body.text();
        times.push(performance.now() - started);
        size = text.length;
        code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? `HTTP ${response.statusCode}`;
      }
      console.log(
        '  %s: %s ms, %s bytes, %s; live heap %s MB',
        bomb.name.padEnd(36),
        median(times).toFixed(1).padStart(6),
        String(size).padStart(6),
        code,
        heapMb().toFixed(1),
      );
    }
    console.log(
      '  live heap of this process (gateway + upstream + client) after all rounds: %s MB more than before them',
      (heapMb() - heapBefore).toFixed(1),
    );
  } finally {
    await stack.close();
  }
}
