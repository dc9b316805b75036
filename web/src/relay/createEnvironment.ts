import type { Client } from 'graphql-ws';
import { startTransition } from 'react';
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from 'relay-runtime';
import { config, graphqlWebSocketUrl } from '../config';
import { clientStore } from '../state/clientStore';
import { isUnauthenticated } from './isUnauthenticated';
import { requestHeaders } from './requestHeaders';
import { UPLOAD_PROGRESS, type UploadProgress } from './uploadProgress';

type Options = {
  /** Called once per response that says the session is gone (HTTP 401 from the upstream). */
  onUnauthenticated: () => void;
};

function isGraphQLResponse(value: unknown): value is GraphQLResponse {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * Subscriptions over a socket whose client is loaded and opened with the first subscription (once
 * the first screen is live): its code is not part of the first route's. Account events are
 * authenticated by the socket's token: after a sign-in, a sign-out or a new session the socket
 * reopens (graphql-ws resubscribes what is active: prices, followed orders).
 */
function socketSubscribe(): SubscribeFunction {
  /** The token the socket authenticated with when it opened (graphql-ws sends it once, on connect). */
  let socketToken: string | null = null;
  /** The visitor chat key it opened with (customer service authenticates visitors by it). */
  let socketVisitor: string | null = null;
  let wsClient: Client | null = null;
  let wsClientLoad: Promise<Client> | null = null;
  const socket = (): Promise<Client> => {
    // The retry policy comes with the socket client, out of the first route's JavaScript.
    wsClientLoad ??= Promise.all([import('graphql-ws'), import('@swx/contract/socket-retry')]).then(
      ([{ createClient }, { socketRetryPolicy }]) => {
        wsClient = createClient({
          url: graphqlWebSocketUrl(window.location),
          // Lazy (graphql-ws's default): the socket opens with the first subscription. Route changes
          // unsubscribe and resubscribe within moments: keep the socket open meanwhile.
          lazyCloseTimeout: 3_000,
          // Live prices must survive gateway restarts and network blips: retry forever with backoff.
          ...socketRetryPolicy,
          connectionParams: () => {
            const state = clientStore.get();
            socketToken = state.token;
            socketVisitor = state.chatVisitor;
            return requestHeaders(state);
          },
        });
        return wsClient;
      },
    );
    // A failed load (offline) is retried by the next subscription.
    wsClientLoad.catch(() => {
      wsClientLoad = null;
    });
    return wsClientLoad;
  };
  clientStore.subscribe(() => {
    const { token, chatVisitor } = clientStore.get();
    if (token !== socketToken || chatVisitor !== socketVisitor) wsClient?.terminate();
  });
  return (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      if (!operation.id && !operation.text) {
        sink.error(new Error('Subscription without a persisted id or query text'));
        return;
      }
      // graphql-ws requires a query string; a persisted operation travels as extensions.doc_id.
      const payload = operation.id
        ? { operationName: operation.name, query: '', extensions: { doc_id: operation.id }, variables }
        : { operationName: operation.name, query: operation.text ?? '', variables };
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      socket().then(
        (client) => {
          if (closed) return;
          unsubscribe = client.subscribe(payload, {
            next: (value) => {
              // A pushed payload (a price tick, an order's result) re-renders every view of its
              // records: as a transition, React renders it in slices that yield to the browser, so
              // a stream of ticks never blocks a tap or a scroll (a phone's /market spent most of
              // its blocking time re-rendering ticks); a user's own input still comes first.
              if (isGraphQLResponse(value)) startTransition(() => sink.next(value));
            },
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          });
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}

export function createEnvironment({ onUnauthenticated }: Options): Environment {
  const fetchFn: FetchFunction = (operation, variables, cacheConfig, uploadables) =>
    Observable.create<GraphQLResponse>((sink) => {
      // The gateway in production runs only the operations this app was built with: relay-compiler
      // persists them and the app sends their ids (doc_id), never the text.
      const body = operation.id ? { doc_id: operation.id, variables } : { query: operation.text, variables };
      const controller = new AbortController();
      const headers = {
        Accept: 'application/graphql-response+json, application/json',
        ...requestHeaders(clientStore.get()),
      };
      let reply: Promise<{ status: number; json: unknown }>;
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (uploadables) {
        // A file (a deposit proof): multipart, which is a "simple" request for browsers, so the
        // gateway's CSRF prevention wants its header; no overall timeout while bytes still flow.
        const onProgress = cacheConfig?.metadata?.[UPLOAD_PROGRESS] as UploadProgress | undefined;
        // Its code loads with the first upload: the first route has no use for it.
        reply = import('./uploadRequest').then(({ multipartBody, sendWithProgress }) =>
          sendWithProgress(
            config.graphqlPath,
            { ...headers, 'x-graphql-yoga-csrf': '1' },
            multipartBody(body, variables, uploadables),
            { signal: controller.signal, ...(onProgress ? { onProgress } : {}) },
          ),
        );
      } else {
        timer = setTimeout(() => controller.abort(), config.requestTimeoutMs);
        reply = fetch(config.graphqlPath, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: controller.signal,
        }).then(async (response) => ({ status: response.status, json: (await response.json()) as unknown }));
      }
      reply
        .then(({ status, json }) => {
          if (!isGraphQLResponse(json)) throw new Error(`Unexpected response (HTTP ${status})`);
          if ('errors' in json && isUnauthenticated(json.errors)) {
            onUnauthenticated();
            // Drop the partial data: the route is about to leave for the login page.
            throw new Error('UNAUTHENTICATED');
          }
          sink.next(json);
          sink.complete();
        })
        .catch((error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))))
        .finally(() => clearTimeout(timer));
      return () => {
        clearTimeout(timer);
        controller.abort();
      };
    });

  return new Environment({
    network: Network.create(fetchFn, socketSubscribe()),
    store: new Store(new RecordSource()),
  });
}
