import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NftsMarketQuery } from '../__generated__/NftsMarketQuery.graphql';
import type { NftsMineQuery } from '../__generated__/NftsMineQuery.graphql';
import layout from '../components/ui/layout.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { Tabs } from '../components/ui/tabs';
import { useClientState } from '../state/clientStore';
import { DonationSummary } from './DonationSummary';
import { MyNftBids } from './MyNftBids';
import { NftFilters } from './NftFilters';
import { NftGrid } from './NftGrid';
import { type NftsView, nftsSearch } from './nftFilters';
import type { NftsListValue } from './nftsLoader';
import { nftsPageHeader } from './nftsPageHeader';
import { OwnedNfts } from './OwnedNfts';
import { useNftBidEvents } from './useNftBidEvents';

export const nftsMarketQuery = graphql`
  query NftsMarketQuery($chain: NftChain, $status: NftStatus, $sort: NftSort, $maxPrice: Decimal) {
    nftDonations {
      ...DonationSummary_donations
    }
    ...NftGrid_query @arguments(chain: $chain, status: $status, sort: $sort, maxPrice: $maxPrice)
  }
`;

export const nftsMineQuery = graphql`
  query NftsMineQuery {
    nftDonations {
      ...DonationSummary_donations
    }
    viewer {
      id
      ...OwnedNfts_viewer
      ...MyNftBids_viewer
    }
  }
`;

function Market({ queryRef, view }: { queryRef: PreloadedQuery<NftsMarketQuery>; view: NftsView }) {
  const data = usePreloadedQuery<NftsMarketQuery>(nftsMarketQuery, queryRef);
  return (
    <div className={layout.stack}>
      <DonationSummary donations={data.nftDonations} />
      <NftFilters key={JSON.stringify(view)} view={view} />
      <NftGrid query={data} />
    </div>
  );
}

function Mine({ queryRef }: { queryRef: PreloadedQuery<NftsMineQuery> }) {
  const data = usePreloadedQuery<NftsMineQuery>(nftsMineQuery, queryRef);
  if (!data.viewer) return <SignInPrompt />;
  return (
    <div className={layout.sections}>
      <DonationSummary donations={data.nftDonations} />
      <OwnedNfts viewer={data.viewer} />
      <MyNftBids viewer={data.viewer} />
    </div>
  );
}

/** Outbid and won bids arrive live while signed in (the bids and balances on screen update by id). */
function LiveBids() {
  useNftBidEvents();
  return null;
}

/**
 * `/nfts`: the charity NFT market (filters in the URL, the donation total, a grid of running and
 * sold-out NFTs) and, on the second tab, the viewer's won editions and bids. Visitors see the
 * market; the second tab asks them to sign in.
 */
export function NftsRoute({ value }: { value: NftsListValue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { view } = value;
  const market = value.kind === 'market' ? value.queryRef : null;
  const mine = value.kind === 'mine' ? value.queryRef : null;
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(nftsPageHeader.title)} subtitle={t(nftsPageHeader.subtitle ?? '')} />
      {isLogin ? <LiveBids /> : null}
      <Tabs
        value={view.tab}
        onValueChange={(tab) => navigate(`/nfts${nftsSearch({ ...view, tab })}`)}
        aria-label={t('nfts.tabs.label')}
        items={[
          {
            value: 'market',
            label: t('nfts.tabs.market'),
            panel: market ? (
              // A failed load reaches the route's error element (RouteError), which offers a retry.
              <Suspense fallback={<ListSkeleton rows={6} />}>
                <Market queryRef={market} view={view} />
              </Suspense>
            ) : null,
          },
          {
            value: 'mine',
            label: t('nfts.tabs.mine'),
            panel:
              view.tab === 'mine' ? (
                mine ? (
                  <Suspense fallback={<ListSkeleton rows={6} />}>
                    <Mine queryRef={mine} />
                  </Suspense>
                ) : (
                  <SignInPrompt />
                )
              ) : null,
          },
        ]}
      />
    </div>
  );
}
