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
  const original = error instanceof GraphQLError ? error.originalError : error;
  const path = error instanceof GraphQLError ? error.path : undefined;
  if (original instanceof UpstreamUnauthorized) {
    const auth = unauthenticated();
    return new GraphQLError(auth.message, { path, extensions: auth.extensions });
  }
  if (original instanceof UpstreamFailure) {
    return new GraphQLError(original.error.message, { path, extensions: { code: original.error.code } });
  }
  return defaultMaskError(error, message, isDev);
}

export function createGatewayYoga(services: Services) {
  return createYoga<InitialContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { subscriptionsProtocol: 'WS', title: 'SWX gateway' },
    maskedErrors: { maskError },
    context: ({ request, connectionParams }) =>
      createContext(services, callerFrom(connectionParams ?? request?.headers)),
  });
}

export type GatewayYoga = ReturnType<typeof createGatewayYoga>;
