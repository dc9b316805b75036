import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MyNftBids_viewer$key } from '../__generated__/MyNftBids_viewer.graphql';
import type { MyNftBidsPaginationQuery } from '../__generated__/MyNftBidsPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { NftBidStatusBadge } from './NftBidStatusBadge';
import { nftPath } from './nftFilters';

const pageSize = 10;

/** The viewer's bids that did not win (leading now, or outbid and released), newest first. */
export function MyNftBids({ viewer, showNft = true }: { viewer: MyNftBids_viewer$key; showNft?: boolean }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyNftBidsPaginationQuery,
    MyNftBids_viewer$key
  >(
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
  const edges = data.nftBids.edges;
  return (
    <Stack as="section" aria-labelledby="my-nft-bids-title" gap="3">
      <Heading as="h2" id="my-nft-bids-title" size="md">
        {t('nfts.mine.bids')}
      </Heading>
      {edges.length === 0 ? (
        <EmptyState title={t('nfts.mine.bidsEmpty')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="my-nft-bids">
          {edges.map(({ node }) => (
            <Flex
              as="li"
              key={node.id}
              justify="space-between"
              align="center"
              gap="3"
              borderWidth="1px"
              rounded="lg"
              px="3"
              py="2.5"
              wrap="wrap"
              data-testid="my-nft-bid"
            >
              <Stack gap="0.5" minW="0">
                {showNft ? (
                  <Text fontSize="sm" fontWeight="medium">
                    <Link to={nftPath(node.nft.id)}>{node.nft.title}</Link>
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  {t('nfts.card.edition', { edition: node.edition, editions: node.nft.editions })} ·{' '}
                  {formatDate(node.createdAt, locale, true)}
                </Text>
              </Stack>
              <Flex gap="3" align="center">
                <Text fontWeight="semibold">
                  <bdi dir="ltr">{formatMoney(node.amount, locale)} USDT</bdi>
                </Text>
                <NftBidStatusBadge status={node.status} />
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </Stack>
  );
}
