// `npm start`: the gateway on PORT (8080), with the reference upstream embedded unless
// UPSTREAM_URL points at another /swx/customer server.
import { configFromEnv } from './config.ts';
import { startGateway } from './index.ts';

const startedAt = performance.now();
const config = configFromEnv();

async function embedUpstream() {
  // Loaded only when embedding, so an API-only deployment never needs the reference server.
  const { startUpstream, FileCodeSender } = await import('@swx/upstream');
  const seed = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : undefined;
  const outbox = process.env.CODE_OUTBOX_FILE;
  const upstream = await startUpstream({
    databaseUrl: process.env.DATABASE_URL || undefined,
    seed,
    ...(outbox ? { codeSender: new FileCodeSender(outbox) } : {}),
  });
  console.log(`[gateway] embedded reference upstream at ${upstream.url}`);
  return upstream;
}

const embedded = config.upstreamUrl ? null : await embedUpstream();
const upstreamUrl = config.upstreamUrl ?? embedded?.url ?? '';
const upstreamWsUrl = config.upstreamWsUrl ?? embedded?.wsUrl;

const gateway = await startGateway({ ...config, upstreamUrl, upstreamWsUrl });
console.log(
  `[gateway] serving http://localhost:${gateway.port} (GraphQL at /graphql) in ${Math.round(performance.now() - startedAt)} ms`,
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[gateway] ${signal}: closing`);
  await gateway.close();
  await embedded?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
