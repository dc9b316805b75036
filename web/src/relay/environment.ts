import { commitLocalUpdate } from 'relay-runtime';
import { clientStore } from '../state/clientStore';
import { createEnvironment } from './createEnvironment';

/** The one Relay environment of the app; route loaders preload their queries into it. */
export const environment = createEnvironment({
  onUnauthenticated: () => {
    clientStore.signOut();
    // The expired session's data must not show to whoever signs in next: every record is stale.
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    // Then the router sends the user to log in (main.tsx), and kept forms save their inputs.
    clientStore.sessionExpired();
  },
});
