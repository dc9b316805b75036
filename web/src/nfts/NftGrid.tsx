import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NftGrid_query$key } from '../__generated__/NftGrid_query.graphql';
import type { NftGridPaginationQuery } from '../__generated__/NftGridPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import layout from '../components/ui/layout.module.css';
import { LoadMore } from '../components/ui/load-more';
import { NftCard } from './NftCard';
import styles from './Nfts.module.css';

const pageSize = 12;

/** The market's NFTs for the filters in the URL, twelve at a time. */
export function NftGrid({ query }: { query: NftGrid_query$key }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NftGridPaginationQuery,
    NftGrid_query$key
  >(
    graphql`
      fragment NftGrid_query on Query
      @refetchable(queryName: "NftGridPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        chain: { type: "NftChain" }
        status: { type: "NftStatus" }
        sort: { type: "NftSort" }
        maxPrice: { type: "Decimal" }
      ) {
        nfts(first: $count, after: $cursor, chain: $chain, status: $status, sort: $sort, maxPrice: $maxPrice)
          @connection(key: "NftGrid_nfts") {
          totalCount
          edges {
            node {
              id
              ...NftCard_nft
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.nfts.edges;
  if (edges.length === 0) return <EmptyState title={t('nfts.empty')} description={t('nfts.emptyText')} />;
  return (
    <div className={layout.stack}>
      <div className={styles.grid} data-roomy="" data-testid="nft-grid">
        {/* The first row is above the fold on a phone: its pictures are the page's largest paint. */}
        {edges.map(({ node }, index) => (
          <NftCard key={node.id} nft={node} eager={index < 2} />
        ))}
      </div>
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </div>
  );
}
