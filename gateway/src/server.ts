// The gateway as a process: `UPSTREAM_URL=… node gateway/src/server.ts` in production. `npm start`
// (scripts/start.ts) embeds the reference upstream first and then calls serveGateway the same way.
import { configFromEnv, type GatewayConfig } from './config.ts';
import { startGateway } from './index.ts';

/** Listens on config.port until SIGINT/SIGTERM, then closes the gateway and `alsoClose`. */
export async function serveGateway(
  config: GatewayConfig & { upstreamUrl: string },
  alsoClose: () => Promise<void> = async () => undefined,
): Promise<void> {
  const startedAt = performance.now();
  const gateway = await startGateway(config);
  const mode = config.production ? 'production' : 'development';
  console.log(
    `[gateway] serving http://localhost:${gateway.port} (GraphQL at /graphql, ${mode} mode) in ${Math.round(performance.now() - startedAt)} ms`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first, then new connections are refused, websockets close with 1001 and
    // requests in flight drain (config.shutdown bounds both waits).
    console.log(`[gateway] ${signal}: stopping (readiness fails now; draining requests in flight)`);
    await gateway.close();
    await alsoClose();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.main) {
  const config = configFromEnv();
  if (!config.upstreamUrl) {
    console.error(
      '[gateway] set UPSTREAM_URL to a /swx/customer API host (npm start embeds the reference upstream).',
    );
    process.exit(1);
  }
  await serveGateway({ ...config, upstreamUrl: config.upstreamUrl });
}
