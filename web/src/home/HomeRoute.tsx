import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import { CategoryTabs } from '../markets/CategoryTabs';
import { MarketList } from '../markets/MarketList';
import type { KnownMarketType } from '../markets/marketTypes';
import { useMarketTicks } from '../markets/useMarketTicks';
import { useLoaderValue } from '../router/useLoaderValue';
import { HomeFigures } from './HomeFigures';
import type { homeLoader } from './homeLoader';
import { ProductCards } from './ProductCards';

const query = graphql`
  query HomeRouteQuery {
    homeFigures {
      ...HomeFigures_figures
    }
    forex: markets(type: FOREX) {
      ...MarketList_markets
    }
    crypto: markets(type: CRYPTO) {
      ...MarketList_markets
    }
    stocks: markets(type: STOCKS) {
      ...MarketList_markets
    }
    futures: markets(type: FUTURES) {
      ...MarketList_markets
    }
    metals: markets(type: METALS) {
      ...MarketList_markets
    }
  }
`;

export function HomeRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof homeLoader>();
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  const [category, setCategory] = useState<KnownMarketType>('CRYPTO');
  useMarketTicks();

  const lists = {
    FOREX: data.forex,
    CRYPTO: data.crypto,
    STOCKS: data.stocks,
    FUTURES: data.futures,
    METALS: data.metals,
  } satisfies Record<KnownMarketType, unknown>;

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '8', md: '12' }}>
        <Stack gap="5" maxW="3xl">
          <Button
            asChild
            variant="subtle"
            colorPalette="brand"
            size="xs"
            alignSelf="flex-start"
            rounded="full"
          >
            <Link to="/help/notice">
              <Badge colorPalette="brand" variant="solid" size="xs">
                {t('home.newBadge')}
              </Badge>
              {t('home.newFeatures')}
            </Link>
          </Button>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {t('home.heroTitle')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('home.heroText')}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/market">{t('home.getStarted')}</Link>
            </Button>
          </HStack>
        </Stack>

        <HomeFigures figures={data.homeFigures} />

        <Box
          as="section"
          aria-labelledby="live-markets"
          borderWidth="1px"
          rounded="xl"
          bg="bg.panel"
          p={{ base: '2', md: '4' }}
        >
          <Flex justify="space-between" align="center" px="2" pb="2" gap="3" wrap="wrap">
            <Heading as="h2" id="live-markets" size="lg">
              {t('home.marketsTitle')}
            </Heading>
            <SimulatedBadge />
          </Flex>
          <CategoryTabs value={category} onChange={setCategory}>
            <MarketList markets={lists[category]} />
          </CategoryTabs>
        </Box>

        <Flex
          as="section"
          aria-labelledby="demo-account"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          gap="4"
          rounded="xl"
          p={{ base: '5', md: '8' }}
          bgGradient="to-r"
          gradientFrom="brand.muted"
          gradientTo="bg.panel"
          borderWidth="1px"
        >
          <Stack gap="2">
            <Heading as="h2" id="demo-account" size="lg">
              {t('home.demoTitle')}
            </Heading>
            <Text color="fg.muted">{t('home.demoText')}</Text>
          </Stack>
          <Button asChild colorPalette="brand" flexShrink={0}>
            <Link to="/profile">{t('home.demoAction')}</Link>
          </Button>
        </Flex>

        <Stack as="section" aria-labelledby="get-started" gap="4">
          <Heading as="h2" id="get-started" size="lg">
            {t('home.getStarted')}
          </Heading>
          <ProductCards />
        </Stack>

        <Text fontSize="xs" color="fg.subtle" role="note">
          {t('home.riskWarning')}
        </Text>
      </Stack>
    </Box>
  );
}
