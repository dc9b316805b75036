import { Badge, Flex, Heading, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import type { NftCard_nft$key } from '../__generated__/NftCard_nft.graphql';
import type { NftCardRefetchQuery } from '../__generated__/NftCardRefetchQuery.graphql';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { Countdown } from './Countdown';
import { NftArtwork } from './NftArtwork';
import { nftPath } from './nftFilters';

/** One NFT of the market: artwork, title, creator, chain, price, time left and what it donated. */
export function NftCard({ nft: key }: { nft: NftCard_nft$key }) {
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
    <Stack
      as="article"
      position="relative"
      layerStyle="panel"
      p="3"
      gap="3"
      data-testid="nft-card"
      _hover={{ borderColor: 'border.emphasized' }}
    >
      <NftArtwork url={nft.artworkUrl} title={nft.title} />
      <Stack gap="1">
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" lineClamp={1}>
            <LinkOverlay asChild>
              <Link to={nftPath(nft.id)}>{nft.title}</Link>
            </LinkOverlay>
          </Heading>
          <Badge variant="subtle" flexShrink={0}>
            {t(`nfts.chain.${nft.chain}`)}
          </Badge>
        </Flex>
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          {nft.creator}
        </Text>
      </Stack>
      <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm">
        <Stack gap="0">
          <Text color="fg.muted" fontSize="xs">
            {nft.currentBid ? t('nfts.card.currentBid') : t('nfts.card.startingBid')}
          </Text>
          <Text fontWeight="semibold">
            <bdi dir="ltr">{formatMoney(price, locale)} USDT</bdi>
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end">
          <Text color="fg.muted" fontSize="xs">
            {live ? t('nfts.card.endsIn') : t('nfts.card.soldOut')}
          </Text>
          {live ? (
            <Countdown
              endsAt={nft.endsAt}
              fontWeight="semibold"
              onEnd={() =>
                startTransition(() => {
                  refetch({}, { fetchPolicy: 'network-only' });
                })
              }
            />
          ) : (
            <Text fontWeight="semibold">{t('nfts.card.editions', { editions: nft.editions })}</Text>
          )}
        </Stack>
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {live ? t('nfts.card.edition', { edition: nft.edition, editions: nft.editions }) : null}
        {live ? ' · ' : null}
        {t('nfts.card.donated', { amount: formatMoney(nft.donationTotal, locale) })}
      </Text>
    </Stack>
  );
}
