import { useEffect, useRef, useTransition } from 'react';
import { type PreloadedQuery, useQueryLoader } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useClientState } from '../state/clientStore';

type AccountModeOperation = OperationType & { variables: { mode: string } };

type AccountModeQuery<T extends AccountModeOperation> = {
  /** The query of the account in use; null only before the first load (see `initialRef`). */
  queryRef: PreloadedQuery<T> | null;
  /** A switch is loading the other account's query; the account shown so far stays meanwhile. */
  isSwitching: boolean;
};

/**
 * A query of one account whose `mode` variable follows the client store's account mode. The
 * route's loader preloads it for the mode in use (`initialRef`); after a demo/real switch this
 * loads the same query for the other mode with `store-or-network`, so an account already in the
 * store (each account is its own record) shows at once and nothing is fetched again, and only an
 * account not seen yet is fetched. The load runs as a transition: the account shown so far stays
 * on screen until the other one is ready.
 *
 * Relay's `useQueryLoader` owns the references loaded here: it releases the one a switch
 * replaced once the new one is on screen, and all of them on unmount. A released account stays
 * in Relay's release buffer (`gcReleaseBufferSize`), so switching back finds it in the store.
 *
 * Without an `initialRef` (the account chip right after a sign-in, when the shell's loader ran
 * signed out or for another session), the query is loaded from the network: the store may still
 * hold another session's viewer.
 */
export function useAccountModeQuery<T extends AccountModeOperation>(
  query: GraphQLTaggedNode,
  initialRef: PreloadedQuery<T> | null,
  variables: Omit<T['variables'], 'mode'>,
): AccountModeQuery<T> {
  const mode = useClientState((state) => state.accountMode);
  const [loaded, loadQuery] = useQueryLoader<T>(query, initialRef);
  const queryRef = loaded ?? null;
  const [isSwitching, startTransition] = useTransition();
  const loadedMode = queryRef?.variables.mode ?? null;
  // What the last load asked for: re-renders while its transition is pending must not load again.
  const requested = useRef<{ ref: PreloadedQuery<T> | null; mode: string } | null>(null);
  const latestVariables = useRef(variables);
  latestVariables.current = variables;

  useEffect(() => {
    if (loadedMode === mode) return;
    const last = requested.current;
    if (last && last.ref === queryRef && last.mode === mode) return;
    requested.current = { ref: queryRef, mode };
    const next = { ...latestVariables.current, mode } as T['variables'];
    startTransition(() => {
      loadQuery(next, { fetchPolicy: queryRef ? 'store-or-network' : 'network-only' });
    });
  }, [loadQuery, loadedMode, mode, queryRef]);

  return { queryRef, isSwitching };
}
