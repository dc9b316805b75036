import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { type Cache, createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { type ExecutionResult, GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError, type Maybe, type Plugin } from 'graphql-yoga';
import {
  callerFrom,
  clientAddressOf,
  createContext,
  type ReplyHints,
  type Services,
  type TrustProxy,
} from './context.ts';
import { errorExtensions, unauthenticated } from './errors/errors.ts';
import { type PersistedOperations, usePersistedOperationsFrom } from './plugins/use-persisted-operations.ts';
import { useQueryLimits } from './plugins/use-query-limits.ts';
import { useRequestBodyLimit } from './plugins/use-request-body-limit.ts';
import { schema } from './schema/index.ts';
import { UpstreamFailure, UpstreamUnauthorized } from './upstream/client.ts';

type InitialContext = { connectionParams?: Record<string, unknown>; req?: IncomingMessage };

export type YogaServices = Services & {
  trustProxy: TrustProxy;
  corsOrigins: readonly string[];
  maxRequestBodyBytes: number;
  /** `npm start`: persisted operations only (unless allowArbitraryOperations), no introspection. */
  production: boolean;
  /** The documented client-team switch: query text runs beside doc_ids, under the query limits. */
  allowArbitraryOperations: boolean;
  persistedOperations: PersistedOperations | null;
};

/**
 * Upstream failures keep their typed code in `extensions.code` (UPSTREAM_UNAVAILABLE, TIMEOUT,
 * a catalogue name, UNAUTHENTICATED); anything else is masked as Yoga does by default.
 */
function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = rootCause(error);
  const path = (error as { path?: readonly (string | number)[] }).path;
  if (original instanceof UpstreamUnauthorized) {
    const auth = unauthenticated();
    return new GraphQLError(auth.message, { path, extensions: auth.extensions });
  }
  if (original instanceof UpstreamFailure) {
    return new GraphQLError(original.error.message, { path, extensions: errorExtensions(original.error) });
  }
  return defaultMaskError(error, message, isDev);
}

/** Located errors wrap the thrown one in `originalError`, possibly more than once. */
function rootCause(error: unknown): unknown {
  let current = error;
  // Duck-typed on purpose: graphql can be loaded twice (ESM and CJS), which breaks instanceof.
  while (
    typeof current === 'object' &&
    current !== null &&
    'originalError' in current &&
    current.originalError
  ) {
    current = current.originalError;
  }
  return current;
}

/**
 * An upstream that is down, slow or rejects a token is an operational event, not a gateway bug:
 * one line instead of a stack trace (and nothing under test, where such failures are provoked).
 */
const logger = {
  debug: () => undefined,
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => {
    const cause = rootCause(args[0]);
    if (cause instanceof UpstreamFailure || cause instanceof UpstreamUnauthorized) {
      if (process.env.NODE_ENV !== 'test') console.warn(`[gateway] upstream: ${(cause as Error).message}`);
      return;
    }
    console.error(...args);
  },
};

export function createGatewayYoga({
  trustProxy,
  corsOrigins,
  maxRequestBodyBytes,
  production,
  allowArbitraryOperations,
  persistedOperations,
  ...services
}: YogaServices) {
  const hintsByRequest = new WeakMap<Request, ReplyHints>();
  const plugins: Plugin[] = [
    // A cross-site "simple" request (form-encoded, text/plain) must not run a mutation with the
    // user's cookies or credentials: such requests need a header a form cannot send.
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
    useQueryLimits(),
    useRetryAfter(hintsByRequest),
  ];
  if (persistedOperations)
    plugins.push(usePersistedOperationsFrom(persistedOperations, allowArbitraryOperations));
  // After the persisted operations: the cache key needs the document a doc_id stands for, or two
  // operations with the same variables (the footer's and the notices' `language`) share one reply.
  plugins.push(usePublicResponseCache());
  if (production) plugins.push(useDisableIntrospection(), blockFieldSuggestionsPlugin());
  // Last, as Yoga registers its own limit: it wraps whichever request parser was chosen.
  plugins.push(useRequestBodyLimit(maxRequestBodyBytes));
  return createYoga<InitialContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: production ? false : { subscriptionsProtocol: 'WS', title: 'SWX gateway' },
    maskedErrors: { maskError, isDev: !production && process.env.NODE_ENV === 'development' },
    logging: logger,
    // Enforced by useRequestBodyLimit, which skips recounting a body Node has already framed.
    maxRequestBodySize: false,
    extraParamNames: ['doc_id'],
    // Yoga reflects any Origin with credentials by default: only a configured origin gets CORS headers.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin !== null && corsOrigins.includes(origin)
        ? { origin: [origin], credentials: true }
        : false;
    },
    plugins,
    context: ({ request, connectionParams, req }) => {
      const hints: ReplyHints = { retryAfterSeconds: null };
      if (request) hintsByRequest.set(request, hints);
      const caller = callerFrom(connectionParams ?? request?.headers, clientAddressOf(req, trustProxy));
      return createContext(services, caller, hints);
    },
  });
}

/**
 * Identical public queries (markets, the home list, content) share one execution for a second
 * (Yoga's kept response cache). Only requests without a token are cached, so no user's data can
 * reach another; the key includes the language and account-mode headers the answer may depend on.
 */
function usePublicResponseCache(): Plugin {
  return useResponseCache({
    enabled: (request) => !request.headers.get('authorization'),
    session: () => null,
    cache: serializedOnceCache(),
    // Public, slow-moving data only; any other root field in a query keeps the whole reply uncached.
    ttl: 0,
    ttlPerSchemaCoordinate: publicCacheTtls(),
    includeExtensionMetadata: false,
    buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) =>
      sha256(
        JSON.stringify([
          documentString,
          variableValues ?? null,
          operationName ?? null,
          request.headers.get('accept-language'),
          request.headers.get('virtually'),
        ]),
      ),
  });
}

/**
 * The cache key (and ETag) as the plugin's own `hashSHA256` spells it, computed synchronously:
 * that one goes through WebCrypto's `subtle.digest`, a thread-pool job and a promise per request.
 */
function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Yoga's in-memory response cache, keeping each cached reply's JSON text as well: Yoga serialises
 * a result with its own `stringify` when it has one, so a hit costs no JSON.stringify of the
 * sparklines, only the copy to the socket.
 */
function serializedOnceCache(): Cache {
  const cache = createInMemoryCache();
  const texts = new WeakMap<object, string>();
  const withText = (result: Maybe<ExecutionResult>) => {
    const text = result ? texts.get(result) : undefined;
    return result && text !== undefined ? { ...result, stringify: () => text } : result;
  };
  return {
    ...cache,
    set(id, result, entities, ttl) {
      texts.set(result, replyText(result));
      return cache.set(id, result, entities, ttl);
    },
    get(id) {
      // The in-memory cache answers synchronously: a hit need not wait for a promise.
      const found = cache.get(id);
      return found instanceof Promise ? found.then(withText) : withText(found);
    },
  };
}

/**
 * The body Yoga sends for a result: the plugin hands its ETag and Last-Modified over in
 * `extensions.http`, which Yoga turns into headers and leaves out of the body.
 */
function replyText(result: ExecutionResult): string {
  const { http: _headers, ...extensions } = result.extensions ?? {};
  return JSON.stringify({
    ...result,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });
}

/** Root fields whose answer is the same for every anonymous caller, and may be a second old. */
const PUBLIC_QUERY_FIELDS = new Set([
  'markets',
  'market',
  'marketList',
  'klines',
  'homeFigures',
  'contents',
  'content',
  'notices',
  'optionPeriods',
]);

function publicCacheTtls(): Record<string, number> {
  const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
  return Object.fromEntries(
    fields.map((field) => [`Query.${field}`, PUBLIC_QUERY_FIELDS.has(field) ? 1_000 : 0]),
  );
}

/** A refused (rate-limited) request tells HTTP clients when to come back. */
function useRetryAfter(hintsByRequest: WeakMap<Request, ReplyHints>): Plugin {
  return {
    onResponse({ request, response }) {
      const seconds = hintsByRequest.get(request)?.retryAfterSeconds;
      if (seconds) response.headers.set('retry-after', String(seconds));
    },
  };
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;
