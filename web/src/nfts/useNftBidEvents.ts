import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNftBidEventsSubscription } from '../__generated__/useNftBidEventsSubscription.graphql';
import { showToast } from '../components/ui/toast';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

const subscription = graphql`
  subscription useNftBidEventsSubscription {
    accountEvents {
      account {
        id
        balance
      }
      ... on NftBidChanged {
        bid {
          id
          status
          amount
          edition
          settledAt
          nft {
            id
            title
            currentBid
            minimumBid
            bidCount
            topBidder
            edition
            editionsSold
            endsAt
            status
            donationTotal
          }
        }
      }
    }
  }
`;

/**
 * While an NFT page is open, the viewer hears at once when one of their bids is outbid (its amount
 * released) or wins (paid and donated): the bid, its NFT and the real account's balance update in
 * the Relay store by their ids, and a toast says what happened. No polling: the gateway relays the
 * upstream's account event stream.
 */
export function useNftBidEvents(): void {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const config = useMemo<GraphQLSubscriptionConfig<useNftBidEventsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const bid = response?.accountEvents.bid;
        if (!bid) return;
        const values = {
          title: bid.nft.title,
          edition: bid.edition,
          amount: formatMoney(bid.amount, languageTags[language]),
        };
        if (bid.status === 'WON') showToast({ type: 'success', description: t('nfts.live.won', values) });
        else if (bid.status === 'OUTBID')
          showToast({ type: 'info', description: t('nfts.live.outbid', values) });
      },
    }),
    [t, language],
  );
  useSubscription<useNftBidEventsSubscription>(config);
}
