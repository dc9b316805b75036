// The real stack for benchmarks: reference upstream (in memory, manual ticks) + gateway, on loopback.
import { MemoryCodeSender, startUpstream } from '@swx/upstream';
import { startGateway } from '../gateway/src/index.ts';

export async function startBenchStack() {
  const upstream = await startUpstream({
    dataDir: 'memory://',
    tickIntervalMs: 0,
    seed: 1,
    codeSender: new MemoryCodeSender(),
  });
  const gateway = await startGateway({ upstreamUrl: upstream.url, upstreamWsUrl: upstream.wsUrl });
  return {
    upstream,
    gateway,
    async close() {
      await gateway.close();
      await upstream.close();
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
