import { commitLocalUpdate, commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { logOutMutation } from '../__generated__/logOutMutation.graphql';
import { clientStore } from './clientStore';

const mutation = graphql`
  mutation logOutMutation {
    logout {
      __typename
    }
  }
`;

/**
 * Log out: the server ends the session first (its token stops working at once, on every copy of
 * it), then this browser forgets it and every record of it. The upstream answers a token that has
 * ended already with success, so a logout never reads as an expired session. Offline, the browser
 * forgets the session all the same: the user asked to be signed out here.
 */
export function logOut(environment: Environment): Promise<void> {
  return new Promise((resolve) => {
    const forget = () => {
      clientStore.signOut();
      // Nothing of the old session may show to the next user of this browser.
      commitLocalUpdate(environment, (store) => store.invalidateStore());
      resolve();
    };
    commitMutation<logOutMutation>(environment, {
      mutation,
      variables: {},
      onCompleted: forget,
      onError: forget,
    });
  });
}
