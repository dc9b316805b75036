import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { type AccountEventNote, listenToAccountEvents, type ReviewSubjectName } from '../state/accountEvents';

/** Which events make a page read its query again: the real account's balance, reviews of these subjects. */
export type RefreshOn = { realBalance: boolean; reviews: readonly ReviewSubjectName[] };

function concerns(note: AccountEventNote, on: RefreshOn): boolean {
  if (note.kind === 'balanceChanged') return on.realBalance && note.mode === 'REAL';
  return on.reviews.includes(note.subject);
}

/**
 * Keeps a page's figures that are not Account records current while it is open: when the shell's
 * account event stream says they may have changed (money moved, an operator reviewed), the page's
 * query is read again and its records change in place, without a reload. Events that come while a
 * read is under way cause one more read after it, not one each.
 */
export function useRefreshOnAccountEvent<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  on: RefreshOn,
): void {
  const environment = useRelayEnvironment();
  const { realBalance, reviews } = on;
  const subjects = reviews.join();
  useEffect(() => {
    const filter: RefreshOn = { realBalance, reviews: subjects.split(',') as ReviewSubjectName[] };
    let reading = false;
    let again = false;
    let stopped = false;
    const read = () => {
      reading = true;
      again = false;
      const done = () => {
        reading = false;
        // After the finished read has left Relay's in-flight requests, or the next one would join it.
        if (again && !stopped) setTimeout(() => !stopped && !reading && read(), 0);
      };
      fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
        complete: done,
        error: done,
      });
    };
    const unlisten = listenToAccountEvents((note) => {
      if (!concerns(note, filter)) return;
      if (reading) again = true;
      else read();
    });
    return () => {
      stopped = true;
      unlisten();
    };
  }, [environment, query, variables, realBalance, subjects]);
}
