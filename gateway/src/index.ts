import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DocumentNode, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { compile as compileTrust } from 'proxy-addr';
import { type WebSocket, WebSocketServer } from 'ws';
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
import { describe, guardListener } from './http/edge.ts';
import { Lifecycle } from './http/lifecycle.ts';
import { PROOF_URL_PREFIX, ProofUrls } from './http/proof-urls.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveProof } from './http/serve-proof.ts';
import { SharedPayloads, SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from './http/shared-payloads.ts';
import { SharedSubscriptions, sharedKey } from './http/shared-subscriptions.ts';
import { StaticAssets } from './http/static-assets.ts';
import { webAppHandler } from './http/web-app.ts';
import { PublicResponseCache } from './plugins/public-response-cache.ts';
import { type RateBudgets, RateLimits } from './plugins/rate-limits.ts';
import {
  loadPersistedOperations,
  operationTextForSocket,
  type PersistedOperations,
  reloadingPersistedOperations,
} from './plugins/use-persisted-operations.ts';
import { variableLimitError } from './plugins/variable-limits.ts';
import { connectSharedState } from './shared-state.ts';
import { AccountEventStreams, type AccountEventStreamsOptions } from './upstream/account-events.ts';
import type { CircuitOptions } from './upstream/circuit.ts';
import { UpstreamClient } from './upstream/client.ts';
import { MarketSnapshot, type MarketSnapshotOptions } from './upstream/market-snapshot.ts';
import { PublicParameters } from './upstream/parameters.ts';
import { PriceFeed, type PriceFeedOptions } from './upstream/price-feed.ts';
import { createGatewayYoga } from './yoga.ts';

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
  const maxBody = options.maxRequestBodyBytes ?? DEFAULT_MAX_REQUEST_BODY_BYTES;
  const production = options.production ?? false;
  const allowArbitrary = !production || (options.allowArbitraryOperations ?? false);
  const persisted = persistedOperationsFor(
    options.persistedOperationsFile ?? DEFAULT_PERSISTED_OPERATIONS_FILE,
    production,
  );
  const responseCache = new PublicResponseCache();
  const proofUrls = new ProofUrls(options.proofUrlSecret ?? null);
  const corsOrigins = options.corsOrigins ?? [];
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
  // The help pages' public data rendered into their first paint (http/data-pages.ts): the app's own
  // persisted query, run here as the browser would have run it, counted against the same client.
  const executePageQuery: ExecutePageQuery = async ({ id, text }, variables, req, headers) => {
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
  const serveWebApp = webAppHandler(options.webDist ?? null, {
    executePageQuery,
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

  const wsServer = new WebSocketServer({ server, path: '/graphql', maxPayload: maxBody });
  wsServer.on('error', (error) => console.warn(`[gateway] websocket server: ${describe(error)}`));
  const shared = new SharedSubscriptions();
  const payloads = new SharedPayloads();
  /** Each subscription's socket and operation id, for writing shared results straight to it. */
  const targets = new WeakMap<object, { socket: WebSocket; id: string }>();
  const wsHandle = useServer(
    {
      // A socket that stopped reading is closed before its backlog grows the process (shared
      // results check the same in their writer).
      onNext: (ctx) => {
        const socket = ctx.extra.socket;
        if (socket.bufferedAmount > SLOW_CONSUMER_BYTES)
          socket.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
      },
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => {
        const query = args.document.loc?.source.body;
        const key = query ? sharedKey(args.document, query, args.variableValues, args.operationName) : null;
        const target = targets.get(args);
        // Shared results are encoded once and written to each socket as a ready frame, past
        // graphql-ws's per-message work; graphql-ws still runs the operation's start and end.
        const write = target ? payloads.writer(target.socket, target.id) : undefined;
        return shared.subscribe(key, () => (args.rootValue as EnvelopedRoot).subscribe(args), write);
      },
      onSubscribe: async (ctx, id, payload) => {
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams,
        });
        const oversized = variableLimitError(payload);
        if (oversized) return [oversized];
        const text = operationTextForSocket(payload, persisted, allowArbitrary);
        if (text instanceof GraphQLError) return [text];
        let document: DocumentNode;
        try {
          // The same parser as HTTP, with its token limit; a refusal is an error message, not a closed socket.
          document = enveloped.parse(text);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed.')];
        }
        const args = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        targets.set(args, { socket: ctx.extra.socket, id });
        return args;
      },
    },
    wsServer,
  );

  try {
    // A taken port must fail the start, not leave it waiting forever.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
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

type EnvelopedRoot = {
  execute: (args: unknown) => ReturnType<typeof import('graphql').execute>;
  subscribe: (args: unknown) => ReturnType<typeof import('graphql').subscribe>;
};
