// `npm start` (after the build): the gateway on PORT (8080), with the reference upstream embedded
// in this process unless UPSTREAM_URL points at another /swx/customer server. Embedding is a
// start-script concern: a production install of the gateway alone carries none of the upstream.
import { configFromEnv } from '../gateway/src/config.ts';
import { serveGateway } from '../gateway/src/server.ts';

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
  console.log(`[start] embedded reference upstream at ${upstream.url}`);
  return upstream;
}

const config = configFromEnv();
if (config.upstreamUrl) {
  await serveGateway({ ...config, upstreamUrl: config.upstreamUrl });
} else {
  const upstream = await embedUpstream();
  await serveGateway(
    { ...config, upstreamUrl: upstream.url, upstreamWsUrl: config.upstreamWsUrl ?? upstream.wsUrl },
    () => upstream.close(),
  );
}
