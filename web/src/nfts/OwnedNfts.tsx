import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OwnedNfts_viewer$key } from '../__generated__/OwnedNfts_viewer.graphql';
import type { OwnedNftsPaginationQuery } from '../__generated__/OwnedNftsPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { NftArtwork } from './NftArtwork';
import { nftPath } from './nftFilters';

const pageSize = 12;

/** The editions the viewer won: artwork, edition, price paid (and donated), when. */
export function OwnedNfts({ viewer }: { viewer: OwnedNfts_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    OwnedNftsPaginationQuery,
    OwnedNfts_viewer$key
  >(
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
  const edges = data.ownedNfts.edges;
  return (
    <Stack as="section" aria-labelledby="owned-nfts-title" gap="3">
      <Heading as="h2" id="owned-nfts-title" size="md">
        {t('nfts.mine.owned')}
      </Heading>
      {edges.length === 0 ? (
        <EmptyState title={t('nfts.mine.ownedEmpty')} description={t('nfts.mine.ownedEmptyText')}>
          <Button asChild variant="outline" size="sm">
            <Link to="/nfts">{t('nfts.mine.browse')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3" data-testid="owned-nfts">
          {edges.map(({ node }) => (
            <Stack key={node.id} as="article" layerStyle="panel" p="3" gap="2" data-testid="owned-nft">
              <NftArtwork url={node.nft.artworkUrl} title={node.nft.title} />
              <Heading as="h3" size="sm" lineClamp={1}>
                <Link to={nftPath(node.nft.id)}>{node.nft.title}</Link>
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {t('nfts.card.edition', { edition: node.edition, editions: node.nft.editions })}
              </Text>
              <Text fontSize="sm">{t('nfts.mine.wonFor', { amount: formatMoney(node.amount, locale) })}</Text>
              {node.settledAt ? (
                <Text fontSize="xs" color="fg.muted">
                  {formatDate(node.settledAt, locale, true)}
                </Text>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
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
