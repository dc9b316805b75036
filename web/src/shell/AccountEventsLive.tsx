import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AccountEventsLiveSubscription } from '../__generated__/AccountEventsLiveSubscription.graphql';
import { publishAccountEvent } from '../state/accountEvents';

const subscription = graphql`
  subscription AccountEventsLiveSubscription {
    accountEvents {
      __typename
      account {
        id
        mode
        balance
      }
      ... on AccountReviewConcluded {
        subject
      }
    }
  }
`;

/**
 * The signed-in shell's one account event subscription (a new session remounts it). Every event
 * carries the account it concerns with its balance after the change, so the one Account record
 * (by its Relay id) moves in the store and every place that shows it (the header's chip, the
 * order panel, the profile) moves with it, whatever moved the money: this tab, another one, the
 * server or an operator. The open page hears the event too (state/accountEvents), so figures that
 * are not Account records are read again.
 */
export function AccountEventsLive() {
  const config = useMemo<GraphQLSubscriptionConfig<AccountEventsLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.accountEvents;
        if (!event) return;
        const mode = event.account?.mode;
        const subject = event.__typename === 'AccountReviewConcluded' ? event.subject : undefined;
        if (subject && subject !== '%future added value')
          publishAccountEvent({ kind: 'reviewConcluded', subject });
        else if (event.__typename === 'AccountBalanceChanged' && (mode === 'REAL' || mode === 'DEMO'))
          publishAccountEvent({ kind: 'balanceChanged', mode });
      },
      // The session ended or the gateway refused: the figures stay as last read; a new session
      // (a new token) mounts a fresh subscription.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<AccountEventsLiveSubscription>(config);
  return null;
}
