import { commitLocalUpdate } from 'relay-runtime';
import { clientStore } from '../state/clientStore';
import { createEnvironment } from './createEnvironment';

const sessionExpiredListeners = new Set<() => void>();

/** Registers what happens after the gateway reports an expired session (the router sends the user to log in). */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The one Relay environment of the app; route loaders preload their queries into it. */
export const environment = createEnvironment({
  onUnauthenticated: () => {
    clientStore.signOut();
    // The expired session's data must not show to whoever signs in next: every record is stale.
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    for (const listener of sessionExpiredListeners) listener();
  },
});
