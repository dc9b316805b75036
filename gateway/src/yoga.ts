import type { IncomingMessage, ServerResponse } from 'node:http';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError, type Plugin } from 'graphql-yoga';
import {
  callerFrom,
  clientAddressOf,
  createContext,
  type ReplyHints,
  type Services,
  type TrustProxy,
} from './context.ts';
import { errorExtensions, unauthenticated } from './errors/errors.ts';
import type { PublicResponseCache } from './plugins/public-response-cache.ts';
import { useNoErrorLeaks } from './plugins/use-no-error-leaks.ts';
import { type PersistedOperations, usePersistedOperationsFrom } from './plugins/use-persisted-operations.ts';
import { useQueryLimits } from './plugins/use-query-limits.ts';
import { useRequestBodyLimit } from './plugins/use-request-body-limit.ts';
import { useStreamingUploads } from './plugins/use-streaming-uploads.ts';
import { useVariableLimits } from './plugins/variable-limits.ts';
import { schema } from './schema/index.ts';
import { UpstreamFailure, UpstreamUnauthorized } from './upstream/client.ts';

/** Room beside the proof in a multipart recharge: the operation (a doc_id or its text), map, part headers. */
export const MULTIPART_OVERHEAD_BYTES = 32 * 1024;
/** Most files in one request: an identity verification's four images (a deposit sends one). */
export const MAX_FILES = 4;

type InitialContext = {
  connectionParams?: Record<string, unknown>;
  req?: IncomingMessage;
  res?: ServerResponse;
};

export type YogaServices = Services & {
  trustProxy: TrustProxy;
  corsOrigins: readonly string[];
  maxRequestBodyBytes: number;
  /** The largest image (a multipart request may be MAX_FILES of these plus MULTIPART_OVERHEAD_BYTES). */
  proofMaxBytes: number;
  /** `npm start`: persisted operations only (unless allowArbitraryOperations), no introspection. */
  production: boolean;
  /** The documented client-team switch: query text runs beside doc_ids, under the query limits. */
  allowArbitraryOperations: boolean;
  persistedOperations: PersistedOperations | null;
  /** The public response cache's store, which the HTTP listener also reads (answerCacheHitsFirst). */
  responseCache: PublicResponseCache;
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
  responseCache,
  ...services
}: YogaServices) {
  const { proofMaxBytes } = services;
  const hintsByRequest = new WeakMap<Request, ReplyHints>();
  const plugins: Plugin[] = [
    // First: every later onParams (the response cache's key) may walk the variables.
    useVariableLimits(),
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
  plugins.push(responseCache.plugin());
  if (production) plugins.push(useDisableIntrospection(), blockFieldSuggestionsPlugin(), useNoErrorLeaks());
  // Deposits (and chat images) stream upstream while they arrive (Yoga's own parser would gather them first);
  // an identity verification's four images are read as they arrive.
  plugins.push(
    useStreamingUploads({
      maxFileBytes: proofMaxBytes,
      maxFieldBytes: Math.min(maxRequestBodyBytes, MULTIPART_OVERHEAD_BYTES),
      fileFields: ['recharge', 'submitIdentification', 'sendChatMessage'],
      maxFiles: MAX_FILES,
    }),
  );
  // Last, as Yoga registers its own limit: it wraps whichever request parser was chosen.
  plugins.push(
    useRequestBodyLimit(maxRequestBodyBytes, MAX_FILES * proofMaxBytes + MULTIPART_OVERHEAD_BYTES),
  );
  return createYoga<InitialContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: production ? false : { subscriptionsProtocol: 'WS', title: 'SWX gateway' },
    maskedErrors: { maskError, isDev: !production && process.env.NODE_ENV === 'development' },
    logging: logger,
    // Enforced by useRequestBodyLimit, which skips recounting a body Node has already framed.
    maxRequestBodySize: false,
    // Replaced by useStreamingUploads.
    multipart: false,
    extraParamNames: ['doc_id'],
    // Yoga reflects any Origin with credentials by default: only a configured origin gets CORS headers.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return isCorsOrigin(origin, corsOrigins) ? { origin: [origin], credentials: true } : false;
    },
    plugins,
    context: ({ request, connectionParams, req, res }) => {
      const hints: ReplyHints = { retryAfterSeconds: null };
      if (request) hintsByRequest.set(request, hints);
      const caller = callerFrom(connectionParams ?? request?.headers, clientAddressOf(req, trustProxy));
      if (res) caller.gone = goneSignal(res);
      return createContext(services, caller, hints);
    },
  });
}

/** An Origin allowed to call the API cross-site with credentials (it gets CORS headers). */
export function isCorsOrigin(
  origin: string | null | undefined,
  corsOrigins: readonly string[],
): origin is string {
  return typeof origin === 'string' && corsOrigins.includes(origin);
}

/**
 * Fires when the client's connection closed with the answer unsent (it went away, or it closed its
 * side early, which Node's server takes as the end of the exchange): whatever is still read for it
 * is wasted. Not the Fetch request's signal, which whatwg-node also aborts in cases where the answer
 * still goes out.
 */
function goneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new ClientGone());
  });
  return controller.signal;
}

class ClientGone extends Error {
  override name = 'ClientGone';
  constructor() {
    super('the client went away before its answer was sent');
  }
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
