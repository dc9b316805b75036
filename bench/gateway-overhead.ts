// What the GraphQL gateway costs over calling the REST upstream directly, for the home page's
// market list. Both run in this process on loopback, same data, same concurrency, one run.
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

export async function gatewayOverhead(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const direct = async () => {
      const response = await request(`${stack.upstream.url}/swx/customer/index/listMarketByType?type=2`);
      await response.body.json();
    };
    const body = JSON.stringify({
      query: '{ markets(type: CRYPTO) { id code name logo nowPrice zdf hundred } }',
    });
    const viaGateway = async () => {
      const response = await request(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.body.json();
    };
    await drive(direct); // warm both paths (JIT, pools) before measuring
    await drive(viaGateway);
    const directRate = await drive(direct);
    const gatewayRate = await drive(viaGateway);
    console.log(
      'market list (crypto, 100-point sparklines), %d requests, concurrency %d',
      REQUESTS,
      CONCURRENCY,
    );
    console.log('  REST upstream directly : %s req/s', directRate.toFixed(0));
    console.log('  through the gateway    : %s req/s', gatewayRate.toFixed(0));
    console.log('  ratio gateway / direct : %s', (gatewayRate / directRate).toFixed(2));
  } finally {
    await stack.close();
  }
}
