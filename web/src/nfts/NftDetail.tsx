import { Badge, Box, DataList, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { BidPanel_viewer$key } from '../__generated__/BidPanel_viewer.graphql';
import type { NftDetail_nft$key } from '../__generated__/NftDetail_nft.graphql';
import type { NftDetailRefetchQuery } from '../__generated__/NftDetailRefetchQuery.graphql';
import { CopyButton } from '../components/ui/copy-button';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { BidPanel } from './BidPanel';
import { Countdown } from './Countdown';
import { NftArtwork } from './NftArtwork';
import { NftRules } from './NftRules';

/**
 * The NFT's artwork and facts (spec §3: chain, creator, address, current bid, remaining time,
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
  // Amounts read left to right with their unit in every language, as elsewhere in the app.
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const live = nft.status === 'LIVE';
  const facts: { label: string; value: ReactNode; testId?: string }[] = [
    { label: t('nfts.detail.creator'), value: nft.creator },
    { label: t('nfts.detail.chain'), value: t(`nfts.chain.${nft.chain}`) },
    {
      label: t('nfts.detail.edition'),
      value: live
        ? t('nfts.card.edition', { edition: nft.edition, editions: nft.editions })
        : t('nfts.card.editions', { editions: nft.editions }),
    },
    {
      label: t('nfts.detail.editionsSold'),
      value: `${formatCount(nft.editionsSold, locale)} / ${formatCount(nft.editions, locale)}`,
    },
    ...(live
      ? [
          {
            label: t('nfts.detail.currentBid'),
            value: nft.currentBid ? ltr(money(nft.currentBid)) : t('nfts.detail.noBids'),
            testId: 'nft-current-bid',
          },
          { label: t('nfts.detail.minimumBid'), value: ltr(money(nft.minimumBid)) },
          { label: t('nfts.detail.bidCount'), value: formatCount(nft.bidCount, locale) },
          ...(nft.topBidder ? [{ label: t('nfts.detail.topBidder'), value: nft.topBidder }] : []),
        ]
      : []),
  ];
  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap={{ base: '4', md: '8' }}>
      <Box>
        <NftArtwork url={nft.artworkUrl} title={nft.title} eager />
      </Box>
      <Stack gap="4" aria-busy={isRefreshing}>
        <Stack gap="1">
          <Heading as="h1" size="2xl" data-testid="nft-title">
            {nft.title}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <Badge colorPalette={live ? 'green' : 'gray'} variant="subtle">
              {live ? t('nfts.filters.live') : t('nfts.filters.soldOut')}
            </Badge>
            {nft.simulated ? (
              <Badge colorPalette="orange" variant="subtle">
                {t('nfts.detail.simulatedBadge')}
              </Badge>
            ) : null}
          </Flex>
        </Stack>
        <Flex layerStyle="panel" p="4" gap="6" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              {t('nfts.detail.donationTotal')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="nft-donation-total">
              <bdi dir="ltr">{money(nft.donationTotal)}</bdi>
            </Text>
          </Stack>
          {live ? (
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                {t('nfts.detail.timeLeft')}
              </Text>
              <Countdown
                endsAt={nft.endsAt}
                fontSize="2xl"
                fontWeight="bold"
                onEnd={() =>
                  startTransition(() => {
                    refetch({}, { fetchPolicy: 'network-only' });
                  })
                }
              />
            </Stack>
          ) : null}
        </Flex>
        <DataList.Root orientation="horizontal" size="sm">
          {facts.map((fact) => (
            <DataList.Item key={fact.label} data-testid={fact.testId}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>{t('nfts.detail.address')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Flex gap="2" align="center" wrap="wrap" minW="0">
                <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" dir="ltr">
                  {nft.address}
                </Text>
                <CopyButton value={nft.address} size="xs" label={t('nfts.detail.copyAddress')} />
              </Flex>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {nft.simulated ? (
          <Text fontSize="xs" color="fg.muted">
            {t('nfts.detail.simulated')}
          </Text>
        ) : null}
        <BidPanel nft={nft} viewer={viewer} beneficiary={beneficiary} />
      </Stack>
      <Box gridColumn={{ md: '1 / -1' }}>
        <NftRules nft={nft} beneficiary={beneficiary} kycThreshold={kycThreshold} />
      </Box>
    </Grid>
  );
}
