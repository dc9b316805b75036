import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NftGrid_query$key } from '../__generated__/NftGrid_query.graphql';
import type { NftGridPaginationQuery } from '../__generated__/NftGridPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { NftCard } from './NftCard';

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
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '4' }} data-testid="nft-grid">
        {edges.map(({ node }) => (
          <NftCard key={node.id} nft={node} />
        ))}
      </SimpleGrid>
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </Stack>
  );
}
