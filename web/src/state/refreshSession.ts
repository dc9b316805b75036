import { fetchQuery, graphql } from 'react-relay';
import type { refreshSessionQuery } from '../__generated__/refreshSessionQuery.graphql';
import { environment } from '../relay/environment';
import { clientStore } from './clientStore';

const query = graphql`
  query refreshSessionQuery {
    viewer {
      id
      userId
      userName
      email
    }
  }
`;

/** When a login flag exists at start, the profile is fetched again. */
export function refreshSession(): void {
  if (!clientStore.get().isLogin) return;
  fetchQuery<refreshSessionQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
    next: ({ viewer }) => {
      if (viewer)
        clientStore.setUserInfo({ userId: viewer.userId, userName: viewer.userName, email: viewer.email });
    },
    // An expired session is handled by the environment (it signs out and opens the login page);
    // other failures keep the stored user info until the next start.
    error: () => undefined,
  });
}
