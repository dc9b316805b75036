// The load generator of bench/gateway-overhead.ts, on a thread of its own: the servers under test
// (upstream and gateway, on the main thread) keep their event loop to themselves, and the
// client's work (undici, reading the replies) is charged to neither side.
import { parentPort } from 'node:worker_threads';
import { request } from 'undici';

export type Call = { url: string; body?: string };
/** `count` iterations, `concurrency` at a time; an iteration makes all of its `calls` at once. */
export type LoadJob = { calls: Call[]; count: number; concurrency: number };
export type LoadResult = { ms: number; bytes: number } | { error: string };

async function call({ url, body }: Call): Promise<number> {
  const response = await request(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  // Every reply is read to its end; its content was checked once before the clock started.
  const bytes = (await response.body.bytes()).byteLength;
  if (response.statusCode !== 200) throw new Error(`${url} answered HTTP ${response.statusCode}`);
  return bytes;
}

async function run({ calls, count, concurrency }: LoadJob): Promise<LoadResult> {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        for (const size of await Promise.all(calls.map(call))) bytes += size;
      }
    }),
  );
  return { ms: performance.now() - started, bytes };
}

parentPort?.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  );
});
