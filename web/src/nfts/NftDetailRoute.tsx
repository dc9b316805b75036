import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { NftDetailQuery } from '../__generated__/NftDetailQuery.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import { Icon } from '../components/ui/icon';
import layout from '../components/ui/layout.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { pageFrameClass } from '../components/ui/page-header';
import { useClientState } from '../state/clientStore';
import { useBeneficiaryName } from './DonationSummary';
import { MyNftBids } from './MyNftBids';
import { NftDetail } from './NftDetail';
import styles from './NftDetail.module.css';
import type { NftDetailValue } from './nftsLoader';
import { useNftBidEvents } from './useNftBidEvents';

export const nftDetailQuery = graphql`
  query NftDetailQuery($id: ID!, $signedIn: Boolean!) {
    nft(id: $id) {
      id
      ...NftDetail_nft
    }
    nftDonations {
      beneficiary
      kycThreshold
    }
    viewer @include(if: $signedIn) {
      id
      ...BidPanel_viewer @arguments(nftId: $id)
      ...MyNftBids_viewer @arguments(nftId: $id)
    }
  }
`;

function Detail({ queryRef }: { queryRef: PreloadedQuery<NftDetailQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<NftDetailQuery>(nftDetailQuery, queryRef);
  const beneficiary = useBeneficiaryName(data.nftDonations.beneficiary ?? null);
  if (!data.nft)
    return (
      <EmptyState title={t('nfts.detail.notFound')}>
        <Link to="/nfts" className={buttonClass({ size: 'sm', variant: 'outline' })}>
          {t('nfts.detail.back')}
        </Link>
      </EmptyState>
    );
  return (
    <div className={layout.sections}>
      <NftDetail
        nft={data.nft}
        viewer={data.viewer ?? null}
        beneficiary={beneficiary}
        kycThreshold={data.nftDonations.kycThreshold ?? null}
      />
      {data.viewer ? <MyNftBids viewer={data.viewer} showNft={false} /> : null}
    </div>
  );
}

function LiveBids() {
  useNftBidEvents();
  return null;
}

/** `/nfts/:id`: one NFT with its countdown, facts, donation total, the rule, and bidding. */
export function NftDetailRoute({ value }: { value: NftDetailValue }) {
  const { t } = useTranslation();
  const { queryRef } = value;
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={pageFrameClass}>
      <Link to="/nfts" className={buttonClass({ size: 'sm', variant: 'ghost', className: styles.back })}>
        <span className={styles.backIcon}>
          <Icon name="back" />
        </span>
        {t('nfts.detail.back')}
      </Link>
      {isLogin ? <LiveBids /> : null}
      {/* A failed load reaches the route's error element (RouteError), which offers a retry. */}
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <Detail queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
