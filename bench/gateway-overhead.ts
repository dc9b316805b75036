// What the GraphQL gateway costs (or saves) over calling the REST upstream directly, for the home
// page's market list. Both servers run on this process's main thread, on loopback; the load comes
// from a worker thread (bench/load-worker.ts), so the client's own work (undici, reading 12 KB
// replies) is charged to neither side. Same data (checked before the clock starts), same number of
// lists in flight, one run: the two sides take turns in short rounds (direct, gateway, gateway,
// direct, …) so a build starting on the machine midway weighs on both alike, and each side's rate
// is its lists over its summed time. Beside the rate, the main thread's CPU time per list: what a
// list costs the servers, which other work on the machine disturbs far less than a rate.
import { threadCpuUsage } from 'node:process';
import { Worker } from 'node:worker_threads';
import { parse, validate } from 'graphql';
import { request } from 'undici';
import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../gateway/src/config.ts';
import { loadPersistedOperations } from '../gateway/src/plugins/use-persisted-operations.ts';
import { schema } from '../gateway/src/schema/index.ts';
import type { Call, LoadJob, LoadResult } from './load-worker.ts';
import { startBenchStack } from './stack.ts';

const CONCURRENCY = 16;
// Steady state, not start-up: a side's first thousands of requests pay for JIT tiering and the
// cache's first misses (a few ms each), which at 200 per round decided a ratio of two ~30 µs costs.
const WARM_UP = 5000;
const ROUNDS = 10;
const PER_ROUND = 1000;

const CATEGORIES = ['FOREX', 'CRYPTO', 'STOCKS', 'FUTURES', 'METALS'] as const;
const ROW = 'id code name logo nowPrice change24hPercent recentPrices';

type Side = { calls: Call[]; ms: number; cpuUs: number; bytes: number };
type Case = { title: string; unit: string; direct: Call[]; gateway: Call[] };

class Load {
  readonly #worker = new Worker(new URL('./load-worker.ts', import.meta.url));

  /** Runs `count` iterations of `side`'s calls and adds its wall and main-thread CPU time. */
  async drive(side: Side, count: number): Promise<number> {
    const cpu = threadCpuUsage();
    const job: LoadJob = { calls: side.calls, count, concurrency: CONCURRENCY };
    const result = await new Promise<LoadResult>((resolve) => {
      this.#worker.once('message', resolve);
      this.#worker.postMessage(job);
    });
    const used = threadCpuUsage(cpu);
    if ('error' in result) throw new Error(result.error);
    side.ms += result.ms;
    side.cpuUs += used.user + used.system;
    side.bytes += result.bytes;
    return result.ms;
  }

  close(): Promise<number> {
    return this.#worker.terminate();
  }
}

async function compare(load: Load, { direct, gateway }: Case) {
  await load.drive(fresh(direct), WARM_UP); // warm both paths (JIT, pools, snapshot, cache)
  await load.drive(fresh(gateway), WARM_UP);
  const sides = { direct: fresh(direct), gateway: fresh(gateway) };
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [sides.direct, sides.gateway] : [sides.gateway, sides.direct];
    const times = new Map<Side, number>();
    for (const side of order) times.set(side, await load.drive(side, PER_ROUND));
    ratios.push((times.get(sides.direct) ?? 0) / (times.get(sides.gateway) ?? 1));
  }
  return { ...sides, ratios };
}

function fresh(calls: Call[]): Side {
  return { calls, ms: 0, cpuUs: 0, bytes: 0 };
}

/**
 * The doc_id relay-compiler gave the web app's operation `name`, if the app was compiled: the
 * version this schema runs (the file keeps the ids of earlier versions of an operation too).
 */
function persistedId(name: string): string | null {
  try {
    for (const [id, text] of loadPersistedOperations(DEFAULT_PERSISTED_OPERATIONS_FILE))
      if (new RegExp(`^query ${name}\\b`).test(text) && validate(schema, parse(text)).length === 0) return id;
  } catch {
    // no persisted operations: that case is left out
  }
  return null;
}

/** Every market (code and live price) in a set of replies, REST envelopes or GraphQL data alike. */
function marketsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) marketsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.code === 'string' && typeof record.nowPrice === 'string')
      found.push(`${record.code} ${record.nowPrice}`);
    else for (const item of Object.values(record)) marketsIn(item, found);
  }
  return found;
}

/** Before any clock starts: both sides answer, without errors, with the same markets and prices. */
async function checkSameData({ title, direct, gateway }: Case): Promise<number> {
  const answers = async (calls: Call[]) =>
    Promise.all(
      calls.map(async ({ url, body }) => {
        const response = await request(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body,
        });
        const answer = (await response.body.json()) as { errors?: unknown };
        if (response.statusCode !== 200 || answer.errors)
          throw new Error(`${url} answered ${response.statusCode}: ${JSON.stringify(answer).slice(0, 300)}`);
        return answer;
      }),
    );
  const [rest, graphql] = [marketsIn(await answers(direct)).sort(), marketsIn(await answers(gateway)).sort()];
  if (rest.length === 0 || rest.join() !== graphql.join())
    throw new Error(`${title}: the two sides answer different markets or prices`);
  return rest.length;
}

export async function gatewayOverhead(): Promise<void> {
  const stack = await startBenchStack();
  const load = new Load();
  const rest = (path: string): Call => ({ url: `${stack.upstream.url}/swx/customer${path}` });
  const graphql = (payload: object): Call => ({
    url: `${stack.gateway.url}/graphql`,
    body: JSON.stringify(payload),
  });
  const lists = [1, 2, 3, 4, 5].map((type) => rest(`/index/listMarketByType?type=${type}`));
  const homeDocId = persistedId('HomeRouteQuery');
  const cases: Case[] = [
    {
      title: 'market list, one category (crypto, 100-point sparklines): 1 REST call vs 1 GraphQL request',
      unit: 'lists',
      direct: [rest('/index/listMarketByType?type=2')],
      gateway: [graphql({ query: `{ markets(type: CRYPTO) { ${ROW} } }` })],
    },
    {
      title: "market list, the home page's five categories: 5 REST calls vs 1 GraphQL request",
      unit: 'lists',
      direct: lists,
      gateway: [
        graphql({
          query: `{ ${CATEGORIES.map((c) => `${c.toLowerCase()}: markets(type: ${c}) { ${ROW} }`).join(' ')} }`,
        }),
      ],
    },
  ];
  if (homeDocId)
    cases.push({
      title:
        'home page as the web app asks for it (persisted HomeRouteQuery by doc_id: the crypto list ' +
        'it opens on and the figures): 2 REST calls vs 1 GraphQL request',
      unit: 'pages',
      direct: [lists[1] as Call, rest('/index/homeFigures')],
      gateway: [graphql({ doc_id: homeDocId, variables: {} })],
    });
  try {
    for (const item of cases) {
      const markets = await checkSameData(item);
      const { direct, gateway, ratios } = await compare(load, item);
      const count = ROUNDS * PER_ROUND;
      const rate = (side: Side) => (count * 1000) / side.ms;
      const cpu = (side: Side) => side.cpuUs / count;
      const kb = (side: Side) => (side.bytes / count / 1024).toFixed(1);
      console.log('%s', item.title);
      console.log(
        '  %d markets, same prices on both sides; %d × %d %s per side, taking turns, %d in flight',
        markets,
        ROUNDS,
        PER_ROUND,
        item.unit,
        CONCURRENCY,
      );
      for (const [label, side] of [
        ['REST upstream directly', direct],
        ['through the gateway   ', gateway],
      ] as const) {
        console.log(
          `  ${label} : %s %s/s  %s µs server CPU each  %s KB`,
          rate(side).toFixed(0).padStart(5),
          item.unit,
          cpu(side).toFixed(0).padStart(4),
          kb(side),
        );
      }
      console.log(
        '  ratio gateway / direct : %s by rate (rounds %s–%s), %s by server CPU',
        (rate(gateway) / rate(direct)).toFixed(2),
        Math.min(...ratios).toFixed(2),
        Math.max(...ratios).toFixed(2),
        (cpu(direct) / cpu(gateway)).toFixed(2),
      );
    }
  } finally {
    await load.close();
    await stack.close();
  }
}
