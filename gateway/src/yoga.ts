import { GraphQLError } from 'graphql';
import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import { callerFrom, createContext, type Services } from './context.ts';
import { unauthenticated } from './errors/errors.ts';
import { schema } from './schema/index.ts';
import { UpstreamFailure, UpstreamUnauthorized } from './upstream/client.ts';

type InitialContext = { connectionParams?: Record<string, unknown> };

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
    return new GraphQLError(original.error.message, { path, extensions: { code: original.error.code } });
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

export function createGatewayYoga(services: Services) {
  return createYoga<InitialContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { subscriptionsProtocol: 'WS', title: 'SWX gateway' },
    maskedErrors: { maskError },
    logging: logger,
    context: ({ request, connectionParams }) =>
      createContext(services, callerFrom(connectionParams ?? request?.headers)),
  });
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;
