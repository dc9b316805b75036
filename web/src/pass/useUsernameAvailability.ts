import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useUsernameAvailabilityQuery } from '../__generated__/useUsernameAvailabilityQuery.graphql';
import { validateUserName } from './validation';

const query = graphql`
  query useUsernameAvailabilityQuery($username: String!) {
    usernameAvailable(username: $username)
  }
`;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const debounceMs = 400;

/** Checks a username with the server while the user types (debounced), and on demand before submit. */
export function useUsernameAvailability(userName: string) {
  const environment = useRelayEnvironment();
  const [status, setStatus] = useState<Availability>('idle');
  const latest = useRef(userName);
  latest.current = userName;

  const check = useCallback(
    async (name: string): Promise<Availability> => {
      if (validateUserName(name)) return 'idle';
      try {
        const data = await fetchQuery<useUsernameAvailabilityQuery>(
          environment,
          query,
          { username: name.trim() },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (!data) return 'unknown';
        return data.usernameAvailable ? 'available' : 'taken';
      } catch {
        return 'unknown';
      }
    },
    [environment],
  );

  useEffect(() => {
    if (validateUserName(userName)) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    const timer = setTimeout(() => {
      void check(userName).then((result) => {
        // Ignore answers for a name the user has since changed.
        if (latest.current === userName) setStatus(result);
      });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [userName, check]);

  const checkNow = useCallback(async () => {
    const result = await check(latest.current);
    setStatus(result);
    return result;
  }, [check]);

  return { status, checkNow };
}
