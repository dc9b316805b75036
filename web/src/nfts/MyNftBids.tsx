import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MyNftBids_viewer$key } from '../__generated__/MyNftBids_viewer.graphql';
import type { MyNftBidsPaginationQuery } from '../__generated__/MyNftBidsPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { PagedList } from '../components/ui/paged-list';
import text from '../components/ui/text.module.css';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { NftBidStatusBadge } from './NftBidStatusBadge';
import styles from './Nfts.module.css';
import { nftPath } from './nftFilters';

const pageSize = 10;

/** The viewer's bids that did not win (leading now, or outbid and released), newest first. */
export function MyNftBids({ viewer, showNft = true }: { viewer: MyNftBids_viewer$key; showNft?: boolean }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<MyNftBidsPaginationQuery, MyNftBids_viewer$key>(
    graphql`
      fragment MyNftBids_viewer on Viewer
      @refetchable(queryName: "MyNftBidsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        nftId: { type: "ID" }
      ) {
        nftBids(first: $count, after: $cursor, nftId: $nftId) @connection(key: "MyNftBids_nftBids") {
          totalCount
          edges {
            node {
              id
              amount
              status
              edition
              createdAt
              nft {
                id
                title
                editions
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = paging.data.nftBids.edges;
  return (
    <section aria-labelledby="my-nft-bids-title" className={`${layout.stack} ${layout.gap3}`}>
      <h2 id="my-nft-bids-title" className={`${heading.heading} ${heading.md}`}>
        {t('nfts.mine.bids')}
      </h2>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('nfts.mine.bidsEmpty')} />}
      >
        <ul className={layout.list} data-testid="my-nft-bids">
          {edges.map(({ node }) => (
            <li key={node.id} className={`${layout.box} ${styles.row}`} data-testid="my-nft-bid">
              <div className={styles.rowText}>
                {showNft ? (
                  <p className={`${text.small} ${styles.titleLink}`}>
                    <Link to={nftPath(node.nft.id)}>{node.nft.title}</Link>
                  </p>
                ) : null}
                <p className={text.note}>
                  {t('nfts.card.edition', { edition: node.edition, editions: node.nft.editions })} ·{' '}
                  {formatDate(node.createdAt, locale, true)}
                </p>
              </div>
              <div className={styles.rowEnd}>
                <p className={text.strong}>
                  <bdi dir="ltr">{formatMoney(node.amount, locale)} USDT</bdi>
                </p>
                <NftBidStatusBadge status={node.status} />
              </div>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
