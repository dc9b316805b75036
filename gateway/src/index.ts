import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { defaultWsUrl, type GatewayConfig } from './config.ts';
import { SharedSubscriptions, sharedKey } from './http/shared-subscriptions.ts';
import { webAppHandler } from './http/web-app.ts';
import { UpstreamClient } from './upstream/client.ts';
import { PriceFeed } from './upstream/price-feed.ts';
import { createGatewayYoga } from './yoga.ts';

export type GatewayOptions = Partial<Omit<GatewayConfig, 'upstreamUrl'>> & { upstreamUrl: string };

export type RunningGateway = { url: string; port: number; feed: PriceFeed; close(): Promise<void> };

/** Starts the gateway: GraphQL over HTTP and graphql-ws at /graphql, logos, the web app, /healthz. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const upstream = new UpstreamClient({
    baseUrl: options.upstreamUrl,
    timeoutMs: options.upstreamTimeoutMs ?? 90_000,
    connectTimeoutMs: options.upstreamConnectTimeoutMs ?? 3_000,
  });
  const feed = new PriceFeed({ url: options.upstreamWsUrl ?? defaultWsUrl(options.upstreamUrl) });
  feed.start();
  const yoga = createGatewayYoga({ upstream, feed });
  const serveWebApp = webAppHandler(options.webDist ?? null);

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      void yoga(req, res);
    } else if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, priceFeed: feed.connected ? 'connected' : 'reconnecting' }));
    } else if (path.startsWith('/swx/static/')) {
      void proxyStatic(upstream, path, res);
    } else {
      serveWebApp(req, res);
    }
  });

  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const shared = new SharedSubscriptions();
  const wsHandle = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => {
        const query = args.document.loc?.source.body;
        const key = query ? sharedKey(args.document, query, args.variableValues, args.operationName) : null;
        return shared.subscribe(key, () => (args.rootValue as EnvelopedRoot).subscribe(args));
      },
      onSubscribe: async (ctx, _id, payload) => {
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
          connectionParams: ctx.connectionParams,
        });
        const args = {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document: enveloped.parse(payload.query),
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
        const errors = enveloped.validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    wsServer,
  );

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost';
  return {
    url: `http://${host}:${port}`,
    port,
    feed,
    async close() {
      feed.close();
      await wsHandle.dispose();
      wsServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}

type EnvelopedRoot = {
  execute: (args: unknown) => ReturnType<typeof import('graphql').execute>;
  subscribe: (args: unknown) => ReturnType<typeof import('graphql').subscribe>;
};

async function proxyStatic(
  upstream: UpstreamClient,
  path: string,
  res: import('node:http').ServerResponse,
): Promise<void> {
  try {
    const answer = await upstream.stream(path);
    const type = answer.headers['content-type'];
    res.writeHead(answer.statusCode, {
      'content-type': typeof type === 'string' ? type : 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
    });
    for await (const chunk of answer.body) res.write(chunk);
    res.end();
  } catch {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('upstream unavailable');
  }
}
