import type { Server } from 'node:http';
import { type DocumentNode, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { operationTextForSocket, type PersistedOperations } from '../plugins/use-persisted-operations.ts';
import { variableLimitError } from '../plugins/variable-limits.ts';
import type { GatewayYoga } from '../yoga.ts';
import { describe } from './edge.ts';
import { SharedPayloads, SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from './shared-payloads.ts';
import { SharedSubscriptions, sharedKey } from './shared-subscriptions.ts';

export type SocketAdmission = {
  persisted: PersistedOperations | null;
  allowArbitrary: boolean;
  maxBody: number;
};

type EnvelopedRoot = {
  execute: (args: unknown) => ReturnType<typeof import('graphql').execute>;
  subscribe: (args: unknown) => ReturnType<typeof import('graphql').subscribe>;
};

/**
 * graphql-ws at /graphql on `server`: each operation passes the same envelop (parser, limits,
 * persisted operations) as HTTP, and identical subscriptions share one upstream source.
 */
export function serveGraphqlSockets(server: Server, yoga: GatewayYoga, admission: SocketAdmission) {
  const { persisted, allowArbitrary, maxBody } = admission;
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
  return { wsServer, wsHandle };
}
