import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** doc_id → operation text, as relay-compiler's persistConfig writes it at build time. */
export type PersistedOperations = { get(id: string): string | undefined };

export function loadPersistedOperations(file: string): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not an id → text map`);
  return new Map(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * In development relay-compiler rewrites the map while the gateway runs: an unknown id rereads
 * the file (at most once a second) instead of failing until a restart.
 */
export function reloadingPersistedOperations(file: string): PersistedOperations {
  let operations = loadPersistedOperations(file);
  let readAt = Date.now();
  return {
    get(id) {
      if (!operations.has(id) && Date.now() - readAt > 1_000) {
        operations = loadPersistedOperations(file);
        readAt = Date.now();
      }
      return operations.get(id);
    },
  };
}

type Params = { doc_id?: unknown; extensions?: Record<string, unknown> | null };

/**
 * The id a request names: Relay's `doc_id` (top level on HTTP, in `extensions` on graphql-ws,
 * whose payload has no other free field), or an Apollo-style persistedQuery hash.
 */
export function persistedOperationId(params: Params): string | null {
  if (typeof params.doc_id === 'string') return params.doc_id;
  const extensions = params.extensions;
  if (typeof extensions?.doc_id === 'string') return extensions.doc_id;
  const apq = extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  return typeof apq?.sha256Hash === 'string' ? apq.sha256Hash : null;
}

const onlyPersisted = () =>
  new GraphQLError('This gateway runs only the operations the web app was built with (send doc_id).', {
    extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
  });

/**
 * Persisted operations on HTTP (Yoga's kept plugin). With `allowArbitrary` false, a request
 * carrying query text is refused; with it true (the client-team switch) text runs too, under the
 * query limits.
 */
export function usePersistedOperationsFrom(operations: PersistedOperations, allowArbitrary: boolean): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: allowArbitrary,
    extractPersistedOperationId: (params) => persistedOperationId(params as Params),
    getPersistedOperation: (id) => operations.get(id) ?? null,
    customErrors: {
      persistedQueryOnly: () => onlyPersisted(),
      notFound: {
        message: 'Unknown doc_id: this operation is not one the web app was built with.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send doc_id (or query text where arbitrary operations are allowed).',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
      },
    },
  });
}

/** The same rule for a graphql-ws subscribe payload: the text to parse, or the error to answer. */
export function operationTextForSocket(
  payload: { query: string; extensions?: Record<string, unknown> | null },
  operations: PersistedOperations | null,
  allowArbitrary: boolean,
): string | GraphQLError {
  const id = persistedOperationId(payload);
  if (id !== null && operations) {
    return (
      operations.get(id) ??
      new GraphQLError('Unknown doc_id.', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })
    );
  }
  if (payload.query && (allowArbitrary || !operations)) return payload.query;
  return onlyPersisted();
}
