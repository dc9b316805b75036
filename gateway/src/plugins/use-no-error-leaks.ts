import { type ExecutionResult, GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, isAsyncIterable, type Plugin } from 'graphql-yoga';

/** graphql-js's hints ("Did you mean the enum value "CRYPTO"?", "Did you mean "password"?"). */
const SUGGESTION = /\s*Did you mean\b[\s\S]*$/;

/**
 * An error as production answers it: no suggestion in its message (they come from validation,
 * variable coercion and input objects alike, so the armour's validation-only plugin misses some)
 * and no `originalError` in its extensions (Yoga puts JSON.parse's own message there).
 */
export function withoutLeaks(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  const { originalError: _dropped, ...extensions } = error.extensions ?? {};
  if (message === error.message && !('originalError' in (error.extensions ?? {}))) return error;
  return new GraphQLError(message || 'Invalid request.', {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions,
  });
}

function scrubbed<R extends ExecutionResult>(result: R): R {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => withoutLeaks(error)) };
}

/**
 * Production mode: every answer, over HTTP and graphql-ws, leaves out what helps a prober more than
 * a client (suggested names, parser internals). Registered in production only; development keeps them.
 */
export function useNoErrorLeaks(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => setResult(scrubbed(result))),
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (!isAsyncIterable(result)) setResult(scrubbed(result));
      },
    }),
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) return;
      setResult(Array.isArray(result) ? result.map(scrubbed) : scrubbed(result));
    },
  };
}
