import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compile as compileTrust } from 'proxy-addr';
import {
  DEFAULT_MAX_REQUEST_BODY_BYTES,
  DEFAULT_PERSISTED_OPERATIONS_FILE,
  DEFAULT_PROOF_MAX_BYTES,
  defaultWsUrl,
  type GatewayConfig,
} from './config.ts';
import { answerCacheHitsFirst } from './http/answer-cache-hits-first.ts';
import { followClusterState } from './http/cluster-state.ts';
import { compressReplies } from './http/compress-replies.ts';
import type { ExecutePageQuery } from './http/data-pages.ts';
import { guardListener } from './http/edge.ts';
import { type SocketAdmission, serveGraphqlSockets } from './http/graphql-sockets.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { PROOF_URL_PREFIX, ProofUrls } from './http/proof-urls.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveProof } from './http/serve-proof.ts';
import { STATEMENT_EXPORT_PATH, serveStatementExport } from './http/serve-statement.ts';
import { StaticAssets } from './http/static-assets.ts';
import { webAppHandler } from './http/web-app.ts';
import { PublicResponseCache } from './plugins/public-response-cache.ts';
import { type RateBudgets, RateLimits } from './plugins/rate-limits.ts';
import {
  loadPersistedOperations,
  type PersistedOperations,
  reloadingPersistedOperations,
} from './plugins/use-persisted-operations.ts';
import { connectSharedState } from './shared-state.ts';
import { AccountEventStreams, type AccountEventStreamsOptions } from './upstream/account-events.ts';
import type { CircuitOptions } from './upstream/circuit.ts';
import { UpstreamClient } from './upstream/client.ts';
import { MarketSnapshot, type MarketSnapshotOptions } from './upstream/market-snapshot.ts';
import { PublicParameters } from './upstream/parameters.ts';
import { PriceFeed, type PriceFeedOptions } from './upstream/price-feed.ts';
import { createGatewayYoga, type GatewayYoga } from './yoga.ts';

export type GatewayOptions = Partial<Omit<GatewayConfig, 'upstreamUrl'>> & {
  upstreamUrl: string;
  /** Heartbeat and backoff of the upstream price websocket (tests shorten them). */
  priceFeed?: Omit<PriceFeedOptions, 'url'>;
  /** Refresh interval of the live market snapshot (tests shorten it). */
  marketSnapshot?: MarketSnapshotOptions;
  /** Mutation budgets per address and token (tests that register many users raise them). */
  rateBudgets?: RateBudgets;
  /** Reconnect backoff and silence limit of the upstream account event streams (tests shorten them). */
  accountEvents?: AccountEventStreamsOptions;
  /** The circuit breaker around the upstream calls (tests shorten its reset time). */
  upstreamCircuit?: CircuitOptions;
};

export type RunningGateway = {
  url: string;
  port: number;
  feed: PriceFeed;
  /** The live market snapshot (tests read its upstream call counts). */
  markets: MarketSnapshot;
  close(): Promise<void>;
};

/** Starts the gateway: GraphQL over HTTP and graphql-ws at /graphql, logos, the web app, /healthz, /readyz. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const services = startServices(options);
  const admission = admissionFor(options);
  const { yoga, graphql, proofUrls } = graphqlOverHttp(options, services, admission);
  const { server, lifecycle } = routeRequests(options, services, { yoga, graphql, proofUrls });
  const { wsServer, wsHandle } = serveGraphqlSockets(server, yoga, admission);
  const { upstream, feed, markets, accountEvents, redis } = services;
  try {
    await listen(server, options);
  } catch (error) {
    markets.close();
    feed.close();
    accountEvents.close();
    await wsHandle.dispose();
    await upstream.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost';
  return {
    url: `http://${host}:${port}`,
    port,
    feed,
    markets,
    async close() {
      // Readiness fails first; sockets close with 1001 (graphql-ws's dispose); requests drain.
      await lifecycle.stop(server, async () => await wsHandle.dispose(), options.shutdown);
      markets.close();
      feed.close();
      accountEvents.close();
      wsServer.close();
      await upstream.close();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

type Services = ReturnType<typeof startServices>;

/** The shared state and the upstream's side: its client, the price feed, the market snapshot, account events. */
function startServices(options: GatewayOptions) {
  const redis = options.redisUrl ? connectSharedState(options.redisUrl) : null;
  const upstream = new UpstreamClient({
    baseUrl: options.upstreamUrl,
    timeoutMs: options.upstreamTimeoutMs ?? 90_000,
    connectTimeoutMs: options.upstreamConnectTimeoutMs ?? 3_000,
    circuit: options.upstreamCircuit,
  });
  const feed = new PriceFeed({
    url: options.upstreamWsUrl ?? defaultWsUrl(options.upstreamUrl),
    ...options.priceFeed,
  });
  const markets = new MarketSnapshot(upstream, options.marketSnapshot);
  markets.start(feed);
  const accountEvents = new AccountEventStreams(upstream, options.accountEvents);
  feed.start();
  return { redis, upstream, feed, markets, accountEvents };
}

type Admission = SocketAdmission & { production: boolean; corsOrigins: string[] };

/** What a request may carry and run, the same over HTTP and the websocket. */
function admissionFor(options: GatewayOptions): Admission {
  const production = options.production ?? false;
  return {
    maxBody: options.maxRequestBodyBytes ?? DEFAULT_MAX_REQUEST_BODY_BYTES,
    production,
    allowArbitrary: !production || (options.allowArbitraryOperations ?? false),
    persisted: persistedOperationsFor(
      options.persistedOperationsFile ?? DEFAULT_PERSISTED_OPERATIONS_FILE,
      production,
    ),
    corsOrigins: options.corsOrigins ?? [],
  };
}

/** The Yoga server, and its HTTP handler behind the public answer cache and compression. */
function graphqlOverHttp(options: GatewayOptions, services: Services, admission: Admission) {
  const { upstream, feed, markets, accountEvents, redis } = services;
  const { production, allowArbitrary, persisted, corsOrigins, maxBody } = admission;
  const responseCache = new PublicResponseCache();
  const proofUrls = new ProofUrls(options.proofUrlSecret ?? null);
  const yoga = createGatewayYoga({
    upstream,
    feed,
    markets,
    parameters: new PublicParameters(upstream),
    accountEvents,
    rateLimits: new RateLimits(options.rateBudgets, redis),
    proofUrls,
    proofMaxBytes: options.proofMaxBytes ?? DEFAULT_PROOF_MAX_BYTES,
    socialProviders: options.socialProviders ?? {},
    production,
    allowArbitraryOperations: allowArbitrary,
    persistedOperations: persisted,
    trustProxy: trustFunction(options.trustProxy ?? ''),
    corsOrigins,
    maxRequestBodyBytes: maxBody,
    responseCache,
  });
  const graphql = compressReplies(
    answerCacheHitsFirst(
      {
        cache: responseCache,
        persistedOperations: persisted,
        allowArbitraryOperations: allowArbitrary,
        corsOrigins,
        maxRequestBodyBytes: maxBody,
      },
      yoga,
    ),
  );
  return { yoga, graphql, proofUrls };
}

/**
 * The help pages' public data rendered into their first paint (http/data-pages.ts): the app's own
 * persisted query, run here as the browser would have run it, counted against the same client.
 */
function pageQueriesThrough(yoga: GatewayYoga): ExecutePageQuery {
  return async ({ id, text }, variables, req, headers) => {
    const response = await yoga.fetch(
      'http://gateway.internal/graphql',
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
        },
        body: JSON.stringify(id ? { doc_id: id, variables } : { query: text, variables }),
      },
      { req },
    );
    const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return response.ok && json.data && !json.errors ? json.data : null;
  };
}

/** The HTTP server and where each path goes: GraphQL, the probes, logos, proofs, else the web app. */
function routeRequests(
  options: GatewayOptions,
  { upstream, feed, redis }: Services,
  { yoga, graphql, proofUrls }: ReturnType<typeof graphqlOverHttp>,
) {
  const serveWebApp = webAppHandler(options.webDist ?? null, {
    executePageQuery: pageQueriesThrough(yoga),
    ...(options.dataPageTimeoutMs ? { dataPageTimeoutMs: options.dataPageTimeoutMs } : {}),
  });
  const secure = securityHeaders();
  const staticAssets = new StaticAssets(upstream);
  const lifecycle = new Lifecycle(upstream, feed, () => redis?.status ?? 'off', followClusterState());

  const server = createServer(
    guardListener((req, res) => {
      secure(req, res);
      lifecycle.track(res);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/graphql') return graphql(req, res);
      if (path === '/healthz') return lifecycle.health(res);
      if (path === '/readyz') return lifecycle.ready(req, res);
      if (path.startsWith('/swx/static/')) return staticAssets.serve(req, res, path);
      if (path.startsWith(PROOF_URL_PREFIX)) return serveProof(upstream, proofUrls, req, res);
      if (path === STATEMENT_EXPORT_PATH) return serveStatementExport(upstream, req, res);
      return serveWebApp(req, res);
    }),
  );
  // Idle keep-alive connections stay open longer than a client or load balancer keeps them (60 s
  // is the usual idle limit): with Node's 5 s default, a client reusing a connection as the server
  // closes it gets ECONNRESET on a request the gateway never saw.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Node answers unparsable requests (bad headers, 431) itself; this only keeps a reset socket quiet.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  return { server, lifecycle };
}

/** A taken port must fail the start, not leave it waiting forever. */
function listen(server: Server, options: GatewayOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The web app's persisted operations. Production refuses to start without them (it could serve no
 * screen); elsewhere they are optional, since query text is accepted too.
 */
function persistedOperationsFor(file: string, production: boolean): PersistedOperations | null {
  if (existsSync(file))
    return production ? loadPersistedOperations(file) : reloadingPersistedOperations(file);
  if (production)
    throw new Error(`Production mode needs the persisted operations at ${file} (npm run relay).`);
  return null;
}

/** proxy-addr's compiled trust list; an empty setting trusts no proxy (the socket peer is the client). */
function trustFunction(setting: string) {
  const list = setting
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return list.length > 0 ? compileTrust(list) : () => false;
}
