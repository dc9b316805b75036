// Live prices to many subscribers: N graphql-ws `marketTicks` subscribers on one
// gateway process against N raw clients of the upstream's own price websocket, side by side in one
// run. The servers are child processes; this script is the clients (one process, many sockets).
// Delay is each message's receipt minus the upstream's `sentAt` (same machine, same clock).
//
//   npm run bench:subscribers [-- 1000 5000 10000]
//
// Every socket is a file descriptor in the client and in the server: the script raises its soft
// limit to the hard one (re-running itself under `ulimit -n`), and sizes past what that allows are
// reported as not measurable here rather than run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { gatewayProcess, type Service, upstreamProcess } from '../tests/integration/processes.ts';

const DEFAULT_SIZES = [1_000, 5_000, 10_000, 25_000];
/** Ticks measured per case (the simulator ticks once a second), after WARMUP_TICKS. */
const TICKS = 8;
const WARMUP_TICKS = 2;
/** Descriptors the client needs besides its sockets (and each server besides its own). */
const SPARE_DESCRIPTORS = 200;
const QUERY = 'subscription { marketTicks { id nowPrice change24hPercent priceSentAt } }';

type Side = 'raw upstream websocket' | 'gateway (graphql-ws)' | 'two gateways (graphql-ws)';
type Figures = {
  side: Side;
  size: number;
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
  rssMb: number;
  cpuPercent: number;
  bytesPerMessage: number;
};

function descriptorLimit(): { soft: number; hard: number } {
  const read = (flag: string) =>
    Number(
      execFileSync('bash', ['-c', `ulimit ${flag}`])
        .toString()
        .trim(),
    );
  return { soft: read('-Sn'), hard: read('-Hn') };
}

/** /proc figures of one process: resident memory (MB) and CPU time so far (s). */
function usage(pid: number | undefined): { rssMb: number; cpuSeconds: number } {
  if (!pid) return { rssMb: 0, cpuSeconds: 0 };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: rssKb / 1024, cpuSeconds: ticks / 100 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The send time written after `key` in a message, read without parsing the JSON: epoch ms (13
 * digits) from the upstream, an ISO-8601 string (24 characters) from the gateway's DateTime.
 */
function sentAtIn(data: Buffer, key: Buffer): number | null {
  const at = data.indexOf(key);
  if (at < 0) return null;
  const start = at + key.length;
  if (data[start] === 0x22) return Date.parse(data.toString('latin1', start + 1, start + 25));
  return Number(data.toString('latin1', start, start + 13));
}

class Recorder {
  readonly delays: number[] = [];
  readonly perTick = new Map<number, number>();
  bytes = 0;
  messages = 0;
  recording = false;

  receive(data: Buffer, key: Buffer): void {
    const sentAt = sentAtIn(data, key);
    if (sentAt === null) return;
    this.perTick.set(sentAt, (this.perTick.get(sentAt) ?? 0) + 1);
    if (!this.recording) return;
    this.delays.push(Date.now() - sentAt);
    this.bytes += data.length;
    this.messages += 1;
  }
}

function rawClient(url: string, recorder: Recorder): Promise<WebSocket> {
  const key = Buffer.from('"sentAt":');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('message', (data: Buffer) => recorder.receive(data, key));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** graphql-transport-ws by hand: the clients must cost the client process as little as possible. */
function gatewayClient(url: string, recorder: Recorder): Promise<WebSocket> {
  const key = Buffer.from('"priceSentAt":');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
    let acknowledged = false;
    socket.on('message', (data: Buffer) => {
      if (acknowledged) return recorder.receive(data, key);
      acknowledged = true;
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY } }));
      resolve(socket);
    });
    socket.once('open', () => socket.send('{"type":"connection_init"}'));
    socket.once('error', reject);
  });
}

async function openAll(count: number, open: (n: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, n) => open(start + n));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

/** Opens `size` clients, skips the warm-up ticks, records TICKS ticks, closes them. */
async function measure(
  side: Side,
  size: number,
  servers: Service[],
  open: (n: number, recorder: Recorder) => Promise<WebSocket>,
): Promise<Figures> {
  const before = servers.map((server) => usage(server.pid()));
  const recorder = new Recorder();
  const sockets = await openAll(size, (n) => open(n, recorder));
  // Warm-up: until every client has had WARMUP_TICKS ticks.
  const fullTicks = () => [...recorder.perTick.values()].filter((count) => count === size).length;
  const warmDeadline = Date.now() + 60_000;
  while (fullTicks() < WARMUP_TICKS && Date.now() < warmDeadline) await sleep(50);
  const seen = new Set(recorder.perTick.keys());
  recorder.recording = true;
  const started = servers.map((server) => usage(server.pid()));
  const startedAt = performance.now();
  const measuredTicks = () => [...recorder.perTick.keys()].filter((tick) => !seen.has(tick));
  const deadline = Date.now() + (TICKS + 10) * 1_000;
  while (Date.now() < deadline) {
    const ticks = measuredTicks();
    if (ticks.length >= TICKS && ticks.every((tick) => recorder.perTick.get(tick) === size)) break;
    await sleep(50);
  }
  recorder.recording = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  const ended = servers.map((server) => usage(server.pid()));
  for (const socket of sockets) socket.terminate();
  await sleep(3_000);
  const sorted = [...recorder.delays].sort((a, b) => a - b);
  const ticks = measuredTicks().slice(0, TICKS);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    side,
    size,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    delivered: sum(ticks.map((tick) => Math.min(size, recorder.perTick.get(tick) ?? 0))),
    expected: ticks.length * size,
    rssMb: sum(ended.map((end, n) => end.rssMb - (before[n]?.rssMb ?? 0))),
    cpuPercent: (100 * sum(ended.map((end, n) => end.cpuSeconds - (started[n]?.cpuSeconds ?? 0)))) / elapsed,
    bytesPerMessage: recorder.messages ? recorder.bytes / recorder.messages : 0,
  };
}

function print(figures: Figures): void {
  console.log(
    `${String(figures.size).padStart(6)}  ${figures.side.padEnd(27)} p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  max ${String(figures.max).padStart(5)} ms  ` +
      `delivered ${figures.delivered}/${figures.expected}  server +${figures.rssMb.toFixed(0)} MB  CPU ${figures.cpuPercent.toFixed(0)} %  ${figures.bytesPerMessage.toFixed(0)} B/message`,
  );
}

export async function subscriberScale(sizes: number[] = DEFAULT_SIZES): Promise<void> {
  const limit = descriptorLimit();
  const most = limit.soft - SPARE_DESCRIPTORS;
  const upstream = await upstreamProcess('', { UPSTREAM_DATA_DIR: 'memory://', DATABASE_URL: '' });
  await upstream.start();
  const gateways = [
    await gatewayProcess(upstream, { NODE_ENV: 'development' }),
    await gatewayProcess(upstream, { NODE_ENV: 'development' }),
  ];
  await Promise.all(gateways.map((gateway) => gateway.start()));
  const [one, two] = gateways as [Service, Service];
  const rawUrl = `${upstream.url.replace('http', 'ws')}/swx/customer/ws/market`;
  const wsUrl = (gateway: Service) => `${gateway.url.replace('http', 'ws')}/graphql`;
  console.log(
    `live prices to N subscribers: ${TICKS} ticks of every market after ${WARMUP_TICKS} of warm-up; delay = receipt - upstream sentAt; ` +
      `server = the upstream (raw) or the gateway process(es); descriptors per process: ${limit.soft} (hard ${limit.hard})`,
  );
  try {
    for (const size of sizes) {
      if (size > most) {
        console.log(
          `${String(size).padStart(6)}  not measurable here: one process may hold ${limit.hard} descriptors (hard limit, not raisable in this container), and both the client and a single gateway would need ${size} sockets`,
        );
        continue;
      }
      const raw = await measure('raw upstream websocket', size, [upstream], (_n, recorder) =>
        rawClient(rawUrl, recorder),
      );
      print(raw);
      const gateway = await measure('gateway (graphql-ws)', size, [one], (_n, recorder) =>
        gatewayClient(wsUrl(one), recorder),
      );
      print(gateway);
      console.log(
        `        gateway / raw: p50 ${(gateway.p50 / raw.p50).toFixed(2)}×  p99 ${(gateway.p99 / raw.p99).toFixed(2)}×`,
      );
      if (size >= 5_000) {
        const split = await measure('two gateways (graphql-ws)', size, gateways, (n, recorder) =>
          gatewayClient(wsUrl(n % 2 === 0 ? one : two), recorder),
        );
        print(split);
      }
    }
  } finally {
    await Promise.all(gateways.map((gateway) => gateway.kill()));
    await upstream.kill();
  }
}

if (import.meta.main) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((size) => size > 0);
  const { soft, hard } = descriptorLimit();
  if (soft < hard && !process.env.SUBSCRIBER_SCALE_RAISED) {
    // Node cannot raise its own limit: run again under a shell that has.
    const again = spawnSync(
      'bash',
      ['-c', `ulimit -Sn ${hard} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)],
      {
        stdio: 'inherit',
        env: { ...process.env, SUBSCRIBER_SCALE_RAISED: '1' },
      },
    );
    process.exit(again.status ?? 1);
  }
  await subscriberScale(sizes.length > 0 ? sizes : DEFAULT_SIZES);
  process.exit(0);
}
