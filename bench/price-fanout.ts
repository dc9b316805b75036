// Live price fan-out: time from one simulator tick to the moment every subscriber has it, through
// the gateway's graphql-ws subscription versus straight off the upstream's price websocket.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { median, startBenchStack } from './stack.ts';

const SIZES = [1, 100, 1000];
const ROUNDS = 7;

type Stack = Awaited<ReturnType<typeof startBenchStack>>;

async function measure(stack: Stack, subscribe: (onTick: () => void) => Promise<() => void>, size: number) {
  let received = 0;
  let resolveRound: (() => void) | null = null;
  const onTick = () => {
    received += 1;
    if (received === size) resolveRound?.();
  };
  const closers = await Promise.all(Array.from({ length: size }, () => subscribe(onTick)));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    received = 0;
    const done = new Promise<void>((resolve) => (resolveRound = resolve));
    const started = performance.now();
    await stack.upstream.simulator.tick();
    await done;
    if (round > 0) times.push(performance.now() - started); // round 0 warms up
  }
  for (const close of closers) close();
  return median(times);
}

export async function priceFanout(): Promise<void> {
  const stack = await startBenchStack();
  const wsUrl = `${stack.gateway.url.replace('http', 'ws')}/graphql`;
  try {
    const raw = (onTick: () => void) =>
      new Promise<() => void>((resolve) => {
        const socket = new WebSocket(stack.upstream.wsUrl);
        socket.on('message', onTick);
        socket.on('open', () => resolve(() => socket.close()));
      });
    const viaGateway = (onTick: () => void) =>
      new Promise<() => void>((resolve) => {
        const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: false });
        const stop = client.subscribe(
          { query: 'subscription { marketTicks { id nowPrice change24hPercent } }' },
          { next: onTick, error: () => undefined, complete: () => undefined },
        );
        const close = () => {
          stop();
          void client.dispose();
        };
        client.on('connected', () => setTimeout(() => resolve(close), 50));
      });
    console.log('price fan-out, median of %d ticks (all markets per tick)', ROUNDS);
    for (const size of SIZES) {
      const direct = await measure(stack, raw, size);
      const gateway = await measure(stack, viaGateway, size);
      console.log(
        '  %s subscribers: upstream ws %s ms, gateway graphql-ws %s ms, ratio %s',
        String(size).padStart(4),
        direct.toFixed(1),
        gateway.toFixed(1),
        (gateway / direct).toFixed(1),
      );
    }
  } finally {
    await stack.close();
  }
}
