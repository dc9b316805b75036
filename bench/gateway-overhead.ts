// What the GraphQL gateway costs (or saves) over calling the REST upstream directly, for the home
// page's market list. Both run in this process on loopback, same data, same concurrency, one run;
// the gateway answers from its live snapshot and response cache, the upstream from its simulator.
import { request } from 'undici';
import { startBenchStack } from './stack.ts';

const REQUESTS = 600;
const CONCURRENCY = 16;

async function drive(call: () => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        await call();
      }
    }),
  );
  return (REQUESTS / (performance.now() - started)) * 1000;
}

const CATEGORIES = ['FOREX', 'CRYPTO', 'STOCKS', 'FUTURES', 'METALS'] as const;
const ROW = 'id code name logo nowPrice change24hPercent recentPrices';

export async function gatewayOverhead(): Promise<void> {
  const stack = await startBenchStack();
  const rest = (path: string) => async () => {
    const response = await request(`${stack.upstream.url}/swx/customer${path}`);
    await response.body.json();
  };
  const graphql = (query: string) => {
    const body = JSON.stringify({ query });
    return async () => {
      const response = await request(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.body.json();
    };
  };
  const cases = [
    {
      title: 'one category (crypto, 100-point sparklines): 1 REST call vs 1 GraphQL request',
      direct: rest('/index/listMarketByType?type=2'),
      gateway: graphql(`{ markets(type: CRYPTO) { ${ROW} } }`),
    },
    {
      title: "the home page's five categories: 5 REST calls vs 1 GraphQL request",
      direct: async () => {
        await Promise.all([1, 2, 3, 4, 5].map((type) => rest(`/index/listMarketByType?type=${type}`)()));
      },
      gateway: graphql(
        `{ ${CATEGORIES.map((c) => `${c.toLowerCase()}: markets(type: ${c}) { ${ROW} }`).join(' ')} }`,
      ),
    },
  ];
  try {
    for (const { title, direct, gateway } of cases) {
      await drive(direct); // warm both paths (JIT, pools, snapshot, cache) before measuring
      await drive(gateway);
      const directRate = await drive(direct);
      const gatewayRate = await drive(gateway);
      console.log('market list, %s; %d requests, concurrency %d', title, REQUESTS, CONCURRENCY);
      console.log('  REST upstream directly : %s lists/s', directRate.toFixed(0));
      console.log('  through the gateway    : %s lists/s', gatewayRate.toFixed(0));
      console.log('  ratio gateway / direct : %s', (gatewayRate / directRate).toFixed(2));
    }
  } finally {
    await stack.close();
  }
}
