import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import { CategoryTabs } from '../markets/CategoryTabs';
import { useMarketTicks } from '../markets/useMarketTicks';
import { useLoaderValue } from '../router/useLoaderValue';
import { MarketCategory } from './MarketCategory';
import type { marketLoader } from './marketLoader';

/** The category browser: five tabs, each listing that category's markets with live prices. */
export function MarketRoute() {
  const { t } = useTranslation();
  const { type, queryRef } = useLoaderValue<typeof marketLoader>();
  const [, setSearchParams] = useSearchParams();
  useMarketTicks();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {t('market.title')}
            </Heading>
            <Text color="fg.muted">{t('market.subtitle')}</Text>
          </Stack>
          <SimulatedBadge />
        </Flex>
        <Box borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '2', md: '4' }}>
          <CategoryTabs
            value={type}
            onChange={(next) => setSearchParams({ type: next.toLowerCase() }, { preventScrollReset: true })}
          >
            <Suspense fallback={<ListSkeleton />}>
              <MarketCategory queryRef={queryRef} />
            </Suspense>
          </CategoryTabs>
        </Box>
      </Stack>
    </Box>
  );
}
