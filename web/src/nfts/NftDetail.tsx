import type { TFunction } from 'i18next';
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { BidPanel_viewer$key } from '../__generated__/BidPanel_viewer.graphql';
import type { NftDetail_nft$data, NftDetail_nft$key } from '../__generated__/NftDetail_nft.graphql';
import type { NftDetailRefetchQuery } from '../__generated__/NftDetailRefetchQuery.graphql';
import { CopyButton } from '../components/ui/copy-button';
import { DataList, type DataRow } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import panel from '../components/ui/panel.module.css';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import text from '../components/ui/text.module.css';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { BidPanel } from './BidPanel';
import { Countdown } from './Countdown';
import { NftArtwork } from './NftArtwork';
import styles from './NftDetail.module.css';
import { NftRules } from './NftRules';
import nfts from './Nfts.module.css';

/**
 * The NFT's artwork and facts (chain, creator, address, current bid, remaining time,
 * cumulative donation). When the countdown reaches zero the NFT is read once more: the upstream
 * settles the round before it answers, so the page then shows the winner's donation and the next
 * edition's round (or sold out).
 */
type NftDetailProps = {
  nft: NftDetail_nft$key;
  viewer: BidPanel_viewer$key | null;
  beneficiary: string;
  kycThreshold: string | null;
};

export function NftDetail({ nft: key, viewer, beneficiary, kycThreshold }: NftDetailProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [isRefreshing, startTransition] = useTransition();
  const [nft, refetch] = useRefetchableFragment<NftDetailRefetchQuery, NftDetail_nft$key>(
    graphql`
      fragment NftDetail_nft on Nft @refetchable(queryName: "NftDetailRefetchQuery") {
        id
        title
        creator
        chain
        address
        simulated
        artworkUrl
        currentBid
        minimumBid
        bidCount
        topBidder
        edition
        editions
        editionsSold
        endsAt
        status
        donationTotal
        ...BidPanel_nft
        ...NftRules_nft
      }
    `,
    key,
  );
  const money = (value: string) => `${formatMoney(value, locale)} USDT`;
  const live = nft.status === 'LIVE';
  const facts = nftFacts(nft, t, locale);
  return (
    <div className={styles.layout}>
      <div>
        <NftArtwork url={nft.artworkUrl} title={nft.title} eager />
      </div>
      <div className={layout.stack} aria-busy={isRefreshing}>
        <div className={styles.titles}>
          <h1 className={`${heading.heading} ${heading.xl2}`} data-testid="nft-title">
            {nft.title}
          </h1>
          <div className={styles.badges}>
            <span className={subtleBadgeClass(live ? 'green' : 'gray')}>
              {live ? t('nfts.filters.live') : t('nfts.filters.soldOut')}
            </span>
            {nft.simulated ? (
              <span className={subtleBadgeClass('orange')}>{t('nfts.detail.simulatedBadge')}</span>
            ) : null}
          </div>
        </div>
        <div className={`${panel.panel} ${styles.figures}`}>
          <div className={nfts.column}>
            <p className={muted.muted}>{t('nfts.detail.donationTotal')}</p>
            <p className={nfts.big} data-testid="nft-donation-total">
              <bdi dir="ltr">{money(nft.donationTotal)}</bdi>
            </p>
          </div>
          {live ? (
            <div className={nfts.column}>
              <p className={muted.muted}>{t('nfts.detail.timeLeft')}</p>
              <Countdown
                endsAt={nft.endsAt}
                className={nfts.big}
                onEnd={() =>
                  startTransition(() => {
                    refetch({}, { fetchPolicy: 'network-only' });
                  })
                }
              />
            </div>
          ) : null}
        </div>
        <DataList rows={facts} />
        {nft.simulated ? <p className={text.note}>{t('nfts.detail.simulated')}</p> : null}
        <BidPanel nft={nft} viewer={viewer} beneficiary={beneficiary} />
      </div>
      <div className={styles.wide}>
        <NftRules nft={nft} beneficiary={beneficiary} kycThreshold={kycThreshold} />
      </div>
    </div>
  );
}

/** The NFT's facts; while its round is live, the bidding's too. */
function nftFacts(nft: NftDetail_nft$data, t: TFunction, locale: string): DataRow[] {
  const money = (value: string) => `${formatMoney(value, locale)} USDT`;
  // Amounts read left to right with their unit in every language, as elsewhere in the app.
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const live = nft.status === 'LIVE';
  return [
    { id: 'creator', label: t('nfts.detail.creator'), value: nft.creator },
    { id: 'chain', label: t('nfts.detail.chain'), value: t(`nfts.chain.${nft.chain}`) },
    {
      id: 'edition',
      label: t('nfts.detail.edition'),
      value: live
        ? t('nfts.card.edition', { edition: nft.edition, editions: nft.editions })
        : t('nfts.card.editions', { editions: nft.editions }),
    },
    {
      id: 'editionsSold',
      label: t('nfts.detail.editionsSold'),
      value: `${formatCount(nft.editionsSold, locale)} / ${formatCount(nft.editions, locale)}`,
    },
    ...(live
      ? [
          {
            id: 'current-bid',
            label: t('nfts.detail.currentBid'),
            value: nft.currentBid ? ltr(money(nft.currentBid)) : t('nfts.detail.noBids'),
            valueTestId: 'nft-current-bid',
          },
          { id: 'minimum-bid', label: t('nfts.detail.minimumBid'), value: ltr(money(nft.minimumBid)) },
          { id: 'bid-count', label: t('nfts.detail.bidCount'), value: formatCount(nft.bidCount, locale) },
          ...(nft.topBidder
            ? [{ id: 'top-bidder', label: t('nfts.detail.topBidder'), value: nft.topBidder }]
            : []),
        ]
      : []),
    {
      id: 'address',
      label: t('nfts.detail.address'),
      value: (
        <span className={styles.address}>
          <span className={styles.mono} dir="ltr">
            {nft.address}
          </span>
          <CopyButton value={nft.address} size="xs" label={t('nfts.detail.copyAddress')} />
        </span>
      ),
    },
  ];
}
