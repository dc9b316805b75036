import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NftCard_nft$key } from '../__generated__/NftCard_nft.graphql';
import type { NftCardRefetchQuery } from '../__generated__/NftCardRefetchQuery.graphql';
import heading from '../components/ui/heading.module.css';
import panel from '../components/ui/panel.module.css';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import text from '../components/ui/text.module.css';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { Countdown } from './Countdown';
import { NftArtwork } from './NftArtwork';
import styles from './Nfts.module.css';
import { nftPath } from './nftFilters';

/** One NFT of the market: artwork, title, creator, chain, price, time left and what it donated. */
export function NftCard({ nft: key, eager = false }: { nft: NftCard_nft$key; eager?: boolean }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [, startTransition] = useTransition();
  const [nft, refetch] = useRefetchableFragment<NftCardRefetchQuery, NftCard_nft$key>(
    graphql`
      fragment NftCard_nft on Nft @refetchable(queryName: "NftCardRefetchQuery") {
        id
        title
        creator
        chain
        artworkUrl
        currentBid
        startPrice
        status
        endsAt
        donationTotal
        edition
        editions
      }
    `,
    key,
  );
  const live = nft.status === 'LIVE';
  const price = nft.currentBid ?? nft.startPrice;
  return (
    <article className={`${panel.panel} ${styles.card}`} data-testid="nft-card">
      <NftArtwork url={nft.artworkUrl} title={nft.title} eager={eager} />
      <div className={styles.column}>
        <div className={styles.cardHead}>
          <h3 className={`${heading.heading} ${heading.sm} ${styles.longText}`}>
            <Link to={nftPath(nft.id)} className={styles.overlay}>
              {nft.title}
            </Link>
          </h3>
          <span className={subtleBadgeClass('gray')} data-testid="nft-chain">
            {t(`nfts.chain.${nft.chain}`)}
          </span>
        </div>
        <p className={`${text.note} ${styles.longText}`}>{nft.creator}</p>
      </div>
      <div className={styles.figures}>
        <div className={styles.column}>
          <p className={text.note}>
            {nft.currentBid ? t('nfts.card.currentBid') : t('nfts.card.startingBid')}
          </p>
          <p className={text.strong}>
            <bdi dir="ltr">{formatMoney(price, locale)} USDT</bdi>
          </p>
        </div>
        <div className={`${styles.column} ${styles.end}`}>
          <p className={text.note}>{live ? t('nfts.card.endsIn') : t('nfts.card.soldOut')}</p>
          {live ? (
            <Countdown
              endsAt={nft.endsAt}
              className={text.strong}
              onEnd={() =>
                startTransition(() => {
                  refetch({}, { fetchPolicy: 'network-only' });
                })
              }
            />
          ) : (
            <p className={text.strong}>{t('nfts.card.editions', { editions: nft.editions })}</p>
          )}
        </div>
      </div>
      <p className={text.note}>
        {live ? t('nfts.card.edition', { edition: nft.edition, editions: nft.editions }) : null}
        {live ? ' · ' : null}
        {t('nfts.card.donated', { amount: formatMoney(nft.donationTotal, locale) })}
      </p>
    </article>
  );
}
