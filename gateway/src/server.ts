// `npm start`: the gateway on PORT (8080), with the reference upstream embedded unless
// UPSTREAM_URL points at another /swx/customer server.
import { configFromEnv } from './config.ts';
import { startGateway } from './index.ts';

const startedAt = performance.now();
const config = configFromEnv();

async function embedUpstream() {
  const { startUpstream, optionsFromEnv, FileCodeSender } = await import('@swx/upstream');
  // The upstream's own settings (DATABASE_URL, SIM_SEED, OPTIONS_PERIODS, …); PORT and HOST are the gateway's.
  const { PORT: _port, HOST: _host, ...upstreamEnv } = process.env;
  const env = optionsFromEnv(upstreamEnv);
  const upstream = await startUpstream({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    seed: env.seed,
    optionPeriods: env.optionPeriods,
    ...(env.codeOutboxFile ? { codeSender: new FileCodeSender(env.codeOutboxFile) } : {}),
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
