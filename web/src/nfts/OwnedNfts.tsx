import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OwnedNfts_viewer$key } from '../__generated__/OwnedNfts_viewer.graphql';
import type { OwnedNftsPaginationQuery } from '../__generated__/OwnedNftsPaginationQuery.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { PagedList } from '../components/ui/paged-list';
import panel from '../components/ui/panel.module.css';
import text from '../components/ui/text.module.css';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { NftArtwork } from './NftArtwork';
import styles from './Nfts.module.css';
import { nftPath } from './nftFilters';

const pageSize = 12;

/** The editions the viewer won: artwork, edition, price paid (and donated), when. */
export function OwnedNfts({ viewer }: { viewer: OwnedNfts_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<OwnedNftsPaginationQuery, OwnedNfts_viewer$key>(
    graphql`
      fragment OwnedNfts_viewer on Viewer
      @refetchable(queryName: "OwnedNftsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        ownedNfts(first: $count, after: $cursor) @connection(key: "OwnedNfts_ownedNfts") {
          totalCount
          edges {
            node {
              id
              amount
              edition
              settledAt
              nft {
                id
                title
                artworkUrl
                editions
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = paging.data.ownedNfts.edges;
  return (
    <section aria-labelledby="owned-nfts-title" className={`${layout.stack} ${layout.gap3}`}>
      <h2 id="owned-nfts-title" className={`${heading.heading} ${heading.md}`}>
        {t('nfts.mine.owned')}
      </h2>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={
          <EmptyState title={t('nfts.mine.ownedEmpty')} description={t('nfts.mine.ownedEmptyText')}>
            <Link to="/nfts" className={buttonClass({ size: 'sm', variant: 'outline' })}>
              {t('nfts.mine.browse')}
            </Link>
          </EmptyState>
        }
      >
        <div className={styles.grid} data-testid="owned-nfts">
          {edges.map(({ node }) => (
            <article
              key={node.id}
              className={`${panel.panel} ${styles.card} ${styles.owned}`}
              data-testid="owned-nft"
            >
              <NftArtwork url={node.nft.artworkUrl} title={node.nft.title} />
              <h3 className={`${heading.heading} ${heading.sm} ${styles.longText}`}>
                <Link to={nftPath(node.nft.id)}>{node.nft.title}</Link>
              </h3>
              <p className={text.note}>
                {t('nfts.card.edition', { edition: node.edition, editions: node.nft.editions })}
              </p>
              <p className={text.small}>
                {t('nfts.mine.wonFor', { amount: formatMoney(node.amount, locale) })}
              </p>
              {node.settledAt ? (
                <p className={text.note}>{formatDate(node.settledAt, locale, true)}</p>
              ) : null}
            </article>
          ))}
        </div>
      </PagedList>
    </section>
  );
}
